import { appListHandlers } from './app-lists';
import { authHandlers } from './auth';
import { calendarHandlers } from './calendar';
import { referenceHandlers } from './reference';
import { trainingHandlers } from './training';

/** Every happy-path handler of the fake backend: dev server, Storybook, Vitest and the HTTP mock server. */
export const handlers = [...authHandlers, ...appListHandlers, ...calendarHandlers, ...referenceHandlers(), ...trainingHandlers()];
