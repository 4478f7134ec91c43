import { afterEach, describe, expect, it, vi } from 'vitest';
import { revokeRefreshToken } from '../../src/api/oidc/revocation';

const request = { endpoint: 'https://idp.example/revoke', token: 'rt-1', clientId: 'trend-admin' };

afterEach(() => vi.useRealTimers());

describe('sign-out revokes the refresh token (RFC 7009)', () => {
  it('sends the token as a form, with keepalive so it completes when the page leaves, and waits for the answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response(null, { status: 200 }));
    await expect(revokeRefreshToken({ ...request, fetch })).resolves.toBe('revoked');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://idp.example/revoke');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    // No headers of its own: a simple CORS request, with no preflight to lose to the navigation.
    expect(init?.headers).toBeUndefined();
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({ token: 'rt-1', token_type_hint: 'refresh_token', client_id: 'trend-admin' });
  });

  it('tells a refusal and a network failure apart, and never throws', async () => {
    await expect(revokeRefreshToken({ ...request, fetch: () => Promise.resolve(new Response('{"error":"invalid_client"}', { status: 401 })) })).resolves.toBe(
      'refused',
    );
    await expect(revokeRefreshToken({ ...request, fetch: () => Promise.reject(new TypeError('Failed to fetch')) })).resolves.toBe('failed');
  });

  it('stops waiting after the time limit, leaving the request to finish on its own', async () => {
    vi.useFakeTimers();
    const outcome = revokeRefreshToken({ ...request, waitMs: 2000, fetch: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(1999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('pending');
  });
});
