import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { userFromRequest } from './auth';
import { refused } from './respond';

/** What a data call without a valid bearer token answers (§8: 401 ends the session). */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Guards a data handler as a real backend would: without a valid, unexpired
 * bearer token it answers 401, so the app's Authorization header is proven.
 */
export function signedIn<Params extends PathParams>(
  resolver: HttpResponseResolver<Params, DefaultBodyType>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async (info) => {
    if (!(await userFromRequest(info.request))) return refused(SESSION_EXPIRED, 401);
    return resolver(info);
  };
}
