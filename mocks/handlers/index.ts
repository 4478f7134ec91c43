import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { notificationHandlers } from './notifications';

/** Every happy-path handler of the fake backend: dev server, Storybook, Vitest and the HTTP mock server. */
export const handlers = [...authHandlers, ...notificationHandlers, ...accountHandlers];
