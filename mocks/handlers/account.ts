import { http } from 'msw';
import { passwordChangeRefusals } from '../../src/domain/password-change';
import { apiPath } from '../api-path';
import { saveDb } from '../db';
import { userFromRequest } from './auth';
import { changePasswordSchema } from '../../src/domain/change-password.schema';
import { readWrite } from '../read-write';
import { ok, refused, SESSION_EXPIRED } from './respond';
import { readBody, text } from './write-helpers';
import { restPaths } from '../../src/api/rest-paths';

/** The REST contract's refusal for each rule of the form's schema. */
const schema = changePasswordSchema({
  oldRequired: passwordChangeRefusals.missing,
  oldMax: passwordChangeRefusals.wrongOldPassword,
  newRequired: passwordChangeRefusals.missing,
  newLength: passwordChangeRefusals.weak,
  newPattern: passwordChangeRefusals.weak,
  confirmRequired: passwordChangeRefusals.missing,
  confirmMatch: passwordChangeRefusals.mismatch,
});

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
    const body = readWrite(schema, fields);
    if (typeof body === 'string') return refused(body);
    const username = text(fields.username).trim().toLowerCase();
    if (username && username !== user.username.toLowerCase() && username !== user.email) return refused(passwordChangeRefusals.otherUser);
    if (body.oldPassword !== user.password) return refused(passwordChangeRefusals.wrongOldPassword);
    if (body.newPassword === body.oldPassword) return refused(passwordChangeRefusals.unchanged);
    user.password = body.newPassword;
    saveDb();
    return ok(null, 'Password changed successfully.');
  }),
];
