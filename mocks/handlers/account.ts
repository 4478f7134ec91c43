import { http } from 'msw';
import { passwordChangeRefusals } from '../../src/domain/password-change';
import { apiPath } from '../api-path';
import { saveDb } from '../db';
import { userFromRequest } from './auth';
import { ok, refused } from './respond';
import { readBody, text } from './write-helpers';
import { restPaths } from '../../src/api/rest-paths';

/** §5: 8 to 20 characters with at least one letter and one digit. */
const NEW_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{8,20}$/;
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** REST contract of the password change calls (docs/rest-notifications-account.md). */
export const accountHandlers = [
  http.post(apiPath(restPaths.preChangePassword), async ({ request }) => {
    if (!(await userFromRequest(request))) return refused(SESSION_EXPIRED, 401);
    return ok(null, 'You can change your password now.');
  }),

  http.post(apiPath(restPaths.resetPassword), async ({ request }) => {
    const user = await userFromRequest(request);
    if (!user) return refused(SESSION_EXPIRED, 401);
    const fields = await readBody(request);
    const body = { oldPassword: text(fields.oldPassword), newPassword: text(fields.newPassword), cPassword: text(fields.cPassword) };
    if (!body.oldPassword || !body.newPassword || !body.cPassword) return refused(passwordChangeRefusals.missing);
    const username = text(fields.username).trim().toLowerCase();
    if (username && username !== user.username.toLowerCase() && username !== user.email) return refused(passwordChangeRefusals.otherUser);
    if (body.oldPassword !== user.password) return refused(passwordChangeRefusals.wrongOldPassword);
    if (!NEW_PASSWORD.test(body.newPassword)) return refused(passwordChangeRefusals.weak);
    if (body.newPassword !== body.cPassword) return refused(passwordChangeRefusals.mismatch);
    if (body.newPassword === body.oldPassword) return refused(passwordChangeRefusals.unchanged);
    user.password = body.newPassword;
    saveDb();
    return ok(null, 'Password changed successfully.');
  }),
];
