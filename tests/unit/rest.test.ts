import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, rest } from '../../src/api/rest';
import { setHttpFaultHandlers, type UnauthorizedOutcome } from '../../src/api/rest-session';
import { signInWithToken } from '../session';
import { apiPath } from '../../mocks/api-path';
import { server } from '../../mocks/node';
import { installMemoryStorage } from '../storage';
import { restPaths } from '../../src/api/rest-paths';
import { failure } from '../api-calls';

/**
 * Spies on what `rest()` hands the app: the §8 toast (`notify`), and a 401 handed to the session
 * (`unauthorized`, answered with `outcome`); the calls carry `token`.
 */
function faults(token: string | null = null, outcome: (mayRenew: boolean) => Promise<UnauthorizedOutcome> = async () => 'signedOut') {
  const notify = vi.fn();
  setHttpFaultHandlers({ notify });
  const unauthorized = vi.fn(outcome);
  signInWithToken(token, unauthorized);
  return { notify, unauthorized };
}

describe('rest (§7 headers, §8 status table)', () => {
  beforeAll(() => installMemoryStorage());

  it('sends the bearer and access-token headers when a token is stored', async () => {
    const seen = vi.fn();
    server.use(
      http.get(apiPath('/probe'), ({ request }) => {
        seen(request.headers.get('Authorization'), request.headers.get('access-token'));
        return HttpResponse.json({ success: true, message: 'OK', data: 42 });
      }),
    );
    signInWithToken('abc.def.ghi');
    await expect(rest<number>('/probe')).resolves.toBe(42);
    expect(seen).toHaveBeenCalledWith('Bearer abc.def.ghi', 'abc.def.ghi');
  });

  it("a call made before a session exists carries its own bearer (the sign-in's current-user call)", async () => {
    const seen = vi.fn();
    server.use(
      http.get(apiPath('/probe'), ({ request }) => {
        seen(request.headers.get('Authorization'));
        return HttpResponse.json({ success: true, data: 1 });
      }),
    );
    signInWithToken('session-token');
    await rest('/probe', { bearer: 'just-given' });
    expect(seen).toHaveBeenCalledWith('Bearer just-given');
  });

  it('sends no Authorization header without a token', async () => {
    const seen = vi.fn();
    server.use(
      http.get(apiPath('/probe'), ({ request }) => {
        seen(request.headers.has('Authorization'));
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    await rest('/probe');
    expect(seen).toHaveBeenCalledWith(false);
  });

  it.each([
    [403, { message: 'nope' }, 'Permission Denied'],
    [502, { message: 'upstream' }, 'Something went wrong'],
    [500, { success: false, message: 'Database unavailable' }, 'Database unavailable'],
    [400, { success: false, message: 'Bad filter' }, 'Bad filter'],
    [418, { message: 'I am a teapot' }, 'I am a teapot'],
  ])('status %i shows %j as %s and marks it handled', async (status, body, message) => {
    const { notify, unauthorized } = faults();
    server.use(http.get(apiPath('/probe'), () => HttpResponse.json(body, { status })));
    const error = await failure(rest('/probe'));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.handled).toBe(true);
    expect(notify).toHaveBeenCalledWith(message);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("a 404 to a read is the caller's 'not found' state, untold; a 404 to a write is told", async () => {
    const { notify } = faults();
    const missing = () => HttpResponse.json({ success: false, message: 'No employee with id emp-1.' }, { status: 404 });
    server.use(http.get(apiPath('/probe'), missing), http.put(apiPath('/probe'), missing));
    expect(await failure(rest('/probe'))).toMatchObject({ message: 'No employee with id emp-1.', status: 404, handled: false });
    expect(notify).not.toHaveBeenCalled();
    expect(await failure(rest('/probe', { method: 'PUT', body: {} }))).toMatchObject({ message: 'No employee with id emp-1.', status: 404, handled: true });
    expect(notify).toHaveBeenCalledExactlyOnceWith('No employee with id emp-1.');
  });

  describe("a call that gets no answer shows 'Something went wrong' and says why", () => {
    afterEach(() => vi.unstubAllGlobals());
    /** Where a relative API address points in Node (no page to be relative to). */
    const API_ORIGIN = 'http://localhost';
    /** The API's origin answering a probe (the server is up), or not at all. */
    const probeAnswers = (up: boolean) => server.use(http.get(`${API_ORIGIN}/`, () => (up ? new HttpResponse(null, { status: 204 }) : HttpResponse.error())));

    it.each([
      ['the server is out of reach', false, 'unreachable', 'The server cannot be reached.'],
      [
        "the server is up but refuses this app's origin (its CORS rules)",
        true,
        'refusedOrigin',
        'The server does not accept calls from this address (its allowed origins).',
      ],
    ] as const)('%s', async (_, up, fault, detail) => {
      const { notify } = faults();
      server.use(http.get(apiPath('/probe'), () => HttpResponse.error()));
      probeAnswers(up);
      const error = await failure(rest('/probe'));
      expect(error).toMatchObject({ message: 'Something went wrong', status: 0, fault });
      expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong', detail);
    });

    it('the browser is offline', async () => {
      vi.stubGlobal('navigator', { onLine: false });
      const { notify } = faults();
      server.use(http.get(apiPath('/probe'), () => HttpResponse.error()));
      expect(await failure(rest('/probe'))).toMatchObject({ message: 'Something went wrong', status: 0, fault: 'offline' });
      expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong', 'This device is offline. Check its connection, then try again.');
    });

    it("the app's own origin is never a refused one", async () => {
      vi.stubGlobal('location', new URL(`${API_ORIGIN}/`));
      const { notify } = faults();
      server.use(http.get(apiPath('/probe'), () => HttpResponse.error()));
      probeAnswers(true);
      expect(await failure(rest('/probe'))).toMatchObject({ status: 0, fault: 'unreachable' });
      expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong', 'The server cannot be reached.');
    });
  });

  describe('a server that holds the request open', () => {
    afterEach(() => vi.useRealTimers());

    it(`fails after REQUEST_TIMEOUT_MS (${REQUEST_TIMEOUT_MS / 1000} s) with 'Something went wrong', not a wait for ever`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { notify } = faults();
      server.use(http.get(apiPath('/probe'), () => new Promise<never>(() => {})));
      const pending = failure(rest('/probe'));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(notify).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ message: 'Something went wrong', status: 0, handled: true, fault: 'timeout' });
      expect(notify).toHaveBeenCalledWith('Something went wrong', 'The server took too long to answer.');
    });

    it('an answer in time clears its timer', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      server.use(http.get(apiPath('/probe'), () => HttpResponse.json({ success: true, data: 7 })));
      await expect(rest<number>('/probe')).resolves.toBe(7);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('401 goes to the session, which ends it, without a toast (the login page reloads)', async () => {
    const { notify, unauthorized } = faults('abc');
    server.use(http.get(apiPath('/probe'), () => HttpResponse.json({ success: false, message: 'expired' }, { status: 401 })));
    const error = await failure(rest('/probe'));
    expect(error).toMatchObject({ message: 'expired', status: 401, handled: true });
    expect(unauthorized).toHaveBeenCalledExactlyOnceWith(true);
    expect(notify).not.toHaveBeenCalled();
  });

  describe('a renewable session (§6 oidc)', () => {
    beforeEach(() => vi.stubEnv('VITE_AUTH_MODE', 'oidc'));
    afterEach(() => vi.unstubAllEnvs());

    const expiredUntilRenewed = () => {
      const bearers: (string | null)[] = [];
      server.use(
        http.get(apiPath('/probe'), ({ request }) => {
          const bearer = request.headers.get('Authorization');
          bearers.push(bearer);
          return bearer === 'Bearer renewed'
            ? HttpResponse.json({ success: true, data: 'work saved' })
            : HttpResponse.json({ success: false, message: 'expired' }, { status: 401 });
        }),
      );
      return bearers;
    };

    it('a 401 renews once and makes the same call again with the new token', async () => {
      const bearers = expiredUntilRenewed();
      let token = 'old';
      const renew = vi.fn(async () => {
        token = 'renewed';
        return 'renewed' as const;
      });
      signInWithToken(() => token, renew);
      await expect(rest<string>('/probe')).resolves.toBe('work saved');
      expect(bearers).toEqual(['Bearer old', 'Bearer renewed']);
      expect(renew).toHaveBeenCalledExactlyOnceWith(true);
    });

    it('a 401 after the renewal is told to the session as one it may not renew (it ends), and the call is not made a third time', async () => {
      const { unauthorized } = faults('old', async (mayRenew) => (mayRenew ? 'renewed' : 'signedOut'));
      const bearers: (string | null)[] = [];
      server.use(
        http.get(apiPath('/probe'), ({ request }) => {
          bearers.push(request.headers.get('Authorization'));
          return HttpResponse.json({ success: false, message: 'expired' }, { status: 401 });
        }),
      );
      const error = await failure(rest('/probe'));
      expect(error).toMatchObject({ status: 401, handled: true });
      expect(unauthorized.mock.calls).toEqual([[true], [false]]);
      expect(bearers).toHaveLength(2);
    });

    it('a session that ended on the 401 ends the call: no second try', async () => {
      const bearers = expiredUntilRenewed();
      const { unauthorized } = faults('old', async () => 'signedOut');
      const error = await failure(rest('/probe'));
      expect(error).toMatchObject({ status: 401, handled: true });
      expect(unauthorized).toHaveBeenCalledOnce();
      expect(bearers).toEqual(['Bearer old']);
    });
  });

  it('passes login errors on without showing them', async () => {
    const { notify, unauthorized } = faults();
    server.use(http.post(apiPath(restPaths.authenticate), () => HttpResponse.json({ message: 'Locked' }, { status: 401 })));
    const error = await failure(rest(restPaths.authenticate, { method: 'POST', body: {}, tell: 'sign-in' }));
    expect(error).toMatchObject({ message: 'Locked', handled: false });
    expect(notify).not.toHaveBeenCalled();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('a success: false body carries the server message and is a refusal', async () => {
    server.use(http.get(apiPath('/probe'), () => HttpResponse.json({ success: false, message: 'Not allowed today' })));
    const error = await failure(rest('/probe'));
    expect(error).toMatchObject({ message: 'Not allowed today', refused: true });
  });

  it.each([
    ['an HTML error page', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['invalid JSON', () => new HttpResponse('{"success": tru', { headers: { 'Content-Type': 'application/json' } })],
  ])('%s is a clear error, not a crash', async (_name, respond) => {
    const { notify } = faults();
    server.use(http.get(apiPath('/probe'), respond));
    const error = await failure(rest('/probe'));
    expect(error.message).toBe('The server sent an answer this app cannot read.');
    expect(notify).toHaveBeenCalledWith('The server sent an answer this app cannot read.');
  });
});
