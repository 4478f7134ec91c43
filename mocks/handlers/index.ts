import { authHandlers } from './auth';

/** Every happy-path handler of the fake backend: dev server, Storybook, Vitest and the HTTP mock server. */
export const handlers = [...authHandlers];
