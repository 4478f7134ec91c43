import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { accessOf, type Access } from '../../src/domain/access';
import type { MockUser } from '../fixtures/users';
import { userFromRequest } from './auth';
import { refused, SESSION_EXPIRED } from './respond';
import type { ChangeBatch, Commit } from '../change-log';

/** §8's words for a call outside the caller's role or node (a 403). */
const PERMISSION_DENIED = 'Permission Denied';

/** The signed-in user behind a data call, with what their role and node let them reach (§10). */
export interface Caller {
  user: MockUser;
  access: Access;
}

type Info<Params extends PathParams> = Parameters<HttpResponseResolver<Params, DefaultBodyType>>[0];

/**
 * Guards a data handler as a real backend would: without a valid, unexpired
 * bearer token it answers 401, so the app's Authorization header is proven;
 * with one, the handler gets the caller (user, role and scope) to limit what it answers.
 */
export function signedIn<Params extends PathParams>(
  resolver: (info: Info<Params>, caller: Caller) => ReturnType<HttpResponseResolver<Params, DefaultBodyType>>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async (info) => {
    const user = await userFromRequest(info.request);
    if (!user) return refused(SESSION_EXPIRED, 401);
    return resolver(info, { user, access: accessOf(user) });
  };
}

/** A 403 with §8's 'Permission Denied'. */
export const forbidden = () => refused(PERMISSION_DENIED, 403);

/** How a caller's write goes into the change log: made by them, in `batch` when it belongs to one. */
export const commitBy = ({ user }: Caller, batch: ChangeBatch | null = null): Commit => ({
  by: { id: user.user_id, name: `${user.first_name} ${user.last_name}`.trim() || user.email },
  batch,
});
