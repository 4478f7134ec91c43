import { request, requestWithBearer } from './client';
import { CurrentUserDocument, LoginDocument, RegisterDocument } from './generated/graphql';
import type { StoredUser } from '../domain/stored-user';

/** Credentials of the login form (§3). */
export interface Credentials {
  email: string;
  password: string;
}

/** Registration input (§3). */
export interface Registration {
  email: string;
  username: string;
  password: string;
}

/** §4 Login: signs in; @returns the token. @throws ApiError with the server message. */
export async function login(credentials: Credentials): Promise<string> {
  const data = await request(LoginDocument, credentials);
  return data.login.token;
}

/** §4 Login: the current user of `token`, the one sign-in just gave. @throws ApiError ('' message when refused). */
export async function fetchCurrentUser(token: string): Promise<StoredUser> {
  const data = await requestWithBearer(token, CurrentUserDocument);
  return data.currentUser;
}

/** §4 Registration: creates the account through the auth service. @throws ApiError. */
export async function register(registration: Registration): Promise<void> {
  await request(RegisterDocument, registration);
}
