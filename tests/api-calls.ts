import { expect } from 'vitest';
import type { MockUser } from '../mocks/fixtures/users';
import { DEMO_USER } from '../mocks/fixtures/users';
import { issueToken } from '../mocks/jwt';
import { ApiError } from '../src/api/errors';

/** The API base of the Node tests (MSW answers it). */
export const API = 'http://localhost/api';

/** Awaits a call that must fail. @returns its ApiError; fails the test when it succeeds or fails with anything else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A REST call past the app's client, as `user`. @returns the status and the §7 envelope. */
export async function restCall(path: string, init: RequestInit = {}, user: MockUser = DEMO_USER) {
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${await issueToken(user)}`, 'Content-Type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data: unknown } };
}
