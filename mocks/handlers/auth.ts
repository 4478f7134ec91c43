import { http } from 'msw';
import { apiPath } from '../api-path';
import { db, saveDb } from '../db';
import { issueToken, verifyBearer } from '../jwt';
import type { MockUser } from '../fixtures/users';
import { ok, refused, SESSION_EXPIRED } from './respond';
import { readBody, text } from './write-helpers';
import { restPaths } from '../../src/api/rest-paths';

/** The user as GET /users/current answers it (no password). */
function publicUser({ password: _password, ...user }: MockUser) {
  return user;
}

/** Finds the user behind the request's bearer token, or null. */
export async function userFromRequest(request: Request): Promise<MockUser | null> {
  const userId = await verifyBearer(request.headers.get('Authorization'));
  return db.users.find((user) => user.user_id === userId) ?? null;
}

/** REST contract of sign-in, current user and registration (docs/rest-contract.md "Sign-in"). */
export const authHandlers = [
  http.post(apiPath(restPaths.authenticate), async ({ request }) => {
    const body = await readBody(request);
    // A body that is not an e-mail and a password as text is a bad request, never a crash (a 500).
    if (typeof body.email !== 'string' || typeof body.password !== 'string') return refused('The email and the password are required, as text.', 400);
    const login = body.email.trim().toLowerCase();
    const user = db.users.find((candidate) => candidate.email === login || candidate.username.toLowerCase() === login);
    if (!user || user.password !== body.password) return refused('Invalid email or password.');
    return ok({ token: await issueToken(user) }, 'Signed in');
  }),

  http.get(apiPath(restPaths.currentUser), async ({ request }) => {
    const user = await userFromRequest(request);
    if (!user) return refused(SESSION_EXPIRED, 401);
    return ok(publicUser(user));
  }),

  http.post(apiPath(restPaths.register), async ({ request }) => {
    const body = await readBody(request);
    const email = text(body.email).trim().toLowerCase();
    const username = text(body.username).trim();
    const password = text(body.password);
    if (!email || !username || !password) return refused('Email, username and password are required.', 400);
    if (db.users.some((user) => user.email === email || user.username === username)) {
      return refused('An account with this email or username already exists.');
    }
    const user: MockUser = {
      user_id: Math.max(...db.users.map((candidate) => candidate.user_id)) + 1,
      email,
      username,
      password,
      first_name: username,
      last_name: '',
      user_type: 'staff',
      node_id: 10,
      node_type: 'Admin',
    };
    db.users.push(user);
    saveDb();
    return ok(publicUser(user), 'Account created');
  }),
];
