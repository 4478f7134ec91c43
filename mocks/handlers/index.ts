import { accountHandlers } from './account';
import { appListHandlers } from './app-lists';
import { authHandlers } from './auth';
import { calendarHandlers } from './calendar';
import { notificationHandlers } from './notifications';
import { referenceHandlers } from './reference';
import { savedViewHandlers } from './saved-views';
import { trainingHandlers } from './training';

/** Every happy-path handler of the fake backend: dev server, Storybook, Vitest and the HTTP mock server. */
export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...notificationHandlers(),
  ...appListHandlers,
  ...calendarHandlers,
  ...savedViewHandlers,
  ...referenceHandlers(),
  ...trainingHandlers(),
];
