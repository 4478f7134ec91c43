import { http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import type { StoredUser } from '../../src/domain/stored-user';
import { beginSession, readSession } from '../../src/machines/session-persistence';
import { loginMachine } from '../../src/machines/login.machine';
import { selectIsSubmitting } from '../../src/routes/auth/login.selectors';
import { apiPath } from '../../mocks/api-path';
import { refused } from '../../mocks/handlers/respond';
import { server } from '../../mocks/node';
import { scenarios } from '../../mocks/scenarios';
import { installMemoryStorage } from '../storage';
import { restPaths } from '../../src/api/rest-paths';

const user: StoredUser = {
  userId: '1',
  email: 'admin@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  username: 'admin',
  userType: 'staff',
  nodeType: 'Admin',
};
const credentials = { email: 'admin@example.com', password: 'Admin@123' };

function spies() {
  return {
    completeSignIn: vi.fn(),
    toastError: vi.fn(),
  };
}

/** The machine with fake actors and spy actions, as docs/architecture.md "Tests" has machines tested in Node. */
function startWithFakes(actors: { authenticate?: () => Promise<string>; loadCurrentUser?: (token: string) => Promise<StoredUser> }) {
  const actions = spies();
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise(actors.authenticate ?? (async () => 'token-1')),
      loadCurrentUser: fromPromise(({ input }: { input: string }) => (actors.loadCurrentUser ?? (async () => user))(input)),
    },
    actions: {
      completeSignIn: (_, signIn) => actions.completeSignIn(signIn),
      toastError: (_, message) => actions.toastError(message),
    },
  });
  return { actor: createActor(machine).start(), actions };
}

async function settle(actor: ReturnType<typeof startWithFakes>['actor']) {
  return waitFor(actor, (snapshot) => !selectIsSubmitting(snapshot));
}

describe('login machine with fake actors (§4 Login)', () => {
  it('signs in: the current user is fetched with the token given, then the sign-in completes with both', async () => {
    const loadCurrentUser = vi.fn(async () => user);
    const { actor, actions } = startWithFakes({ loadCurrentUser });
    actor.send({ type: 'login.submit', credentials });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('signedIn');
    expect(loadCurrentUser).toHaveBeenCalledWith('token-1');
    expect(actions.completeSignIn).toHaveBeenCalledWith({ token: 'token-1', user });
    expect(actions.toastError).not.toHaveBeenCalled();
  });

  it('shows the server message when sign in is refused', async () => {
    const { actor, actions } = startWithFakes({ authenticate: () => Promise.reject(new ApiError('Invalid email or password.', { refused: true })) });
    actor.send({ type: 'login.submit', credentials });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.error).toBe('Invalid email or password.');
    expect(actions.toastError).toHaveBeenCalledWith('Invalid email or password.');
    expect(actions.completeSignIn).not.toHaveBeenCalled();
  });

  it("falls back to 'Login failed' without a message", async () => {
    const { actor, actions } = startWithFakes({ authenticate: () => Promise.reject(new ApiError('', { refused: true })) });
    actor.send({ type: 'login.submit', credentials });
    await settle(actor);
    expect(actions.toastError).toHaveBeenCalledWith('Login failed');
  });

  it('shows the transport message of a failed request', async () => {
    const { actor, actions } = startWithFakes({ authenticate: () => Promise.reject(new ApiError('Something went wrong', { status: 0 })) });
    actor.send({ type: 'login.submit', credentials });
    await settle(actor);
    expect(actions.toastError).toHaveBeenCalledWith('Something went wrong');
    expect(actor.getSnapshot().context.errorDetail).toBeNull();
  });

  it('keeps why a call got no answer beside its message, and clears it on the next attempt', async () => {
    const { actor } = startWithFakes({ authenticate: () => Promise.reject(new ApiError('Something went wrong', { status: 0, fault: 'refusedOrigin' })) });
    actor.send({ type: 'login.submit', credentials });
    await settle(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Something went wrong',
      errorDetail: 'The server does not accept calls from this address (its allowed origins).',
    });
    actor.send({ type: 'login.submit', credentials });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, errorDetail: null });
  });

  it("gives 'Unauthorized Access' when the current user is refused, and forgets the token", async () => {
    const { actor, actions } = startWithFakes({ loadCurrentUser: () => Promise.reject(new ApiError('nope', { refused: true })) });
    actor.send({ type: 'login.submit', credentials });
    const snapshot = await settle(actor);
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.error).toBe('Unauthorized Access');
    expect(snapshot.context.token).toBeNull();
    expect(actions.completeSignIn).not.toHaveBeenCalled();
  });

  it('clears the previous error on a new request', async () => {
    let attempt = 0;
    const { actor } = startWithFakes({
      authenticate: () => (attempt++ === 0 ? Promise.reject(new ApiError('Invalid email or password.')) : new Promise<string>(() => {})),
    });
    actor.send({ type: 'login.submit', credentials });
    await settle(actor);
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password.');
    actor.send({ type: 'login.submit', credentials });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("toasts 'Please fill all required fields.' for an invalid form and stays idle", () => {
    const { actor, actions } = startWithFakes({});
    actor.send({ type: 'login.invalid' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actions.toastError).toHaveBeenCalledWith('Please fill all required fields.');
  });
});

describe('login machine against the fake backend (api ↔ machine wiring)', () => {
  beforeAll(() => installMemoryStorage());

  function startReal() {
    const actions = spies();
    const machine = loginMachine.provide({
      actions: {
        // As the sign-in page does: the session begins with what the sign-in gave.
        completeSignIn: (_, signIn) => {
          beginSession(signIn.token, signIn.user);
          actions.completeSignIn(signIn);
        },
        toastError: (_, message) => actions.toastError(message),
      },
    });
    return { actor: createActor(machine).start(), actions };
  }

  it('signs the demo user in with a real JWT and loads the current user', async () => {
    const { actor, actions } = startReal();
    actor.send({ type: 'login.submit', credentials });
    const snapshot = await waitFor(actor, (s) => s.status === 'done' || s.matches('idle'), { timeout: 5000 });
    expect(snapshot.value).toBe('signedIn');
    const [{ token, user: signedIn }] = actions.completeSignIn.mock.calls[0]!;
    expect(token.split('.')).toHaveLength(3);
    expect(readSession().token).toBe(token);
    expect(signedIn).toMatchObject({ email: 'admin@example.com', firstName: 'Alex', lastName: 'Morgan', nodeType: 'Admin' });
  });

  it('passes the server message of wrong credentials on to the toast', async () => {
    const { actor, actions } = startReal();
    actor.send({ type: 'login.submit', credentials: { email: 'admin@example.com', password: 'wrong' } });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null, { timeout: 5000 });
    expect(actions.toastError).toHaveBeenCalledWith('Invalid email or password.');
    expect(readSession().token).toBeNull();
  });

  it("gives 'Unauthorized Access' when the current-user call answers success: false", async () => {
    server.use(http.get(apiPath(restPaths.currentUser), () => refused('No such user')));
    const { actor, actions } = startReal();
    actor.send({ type: 'login.submit', credentials });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null, { timeout: 5000 });
    expect(actions.toastError).toHaveBeenCalledWith('Unauthorized Access');
    expect(readSession().token).toBeNull();
  });

  it("says 'Something went wrong' when the backend cannot be reached, and keeps why beside it", async () => {
    server.use(...scenarios.offline);
    const { actor, actions } = startReal();
    actor.send({ type: 'login.submit', credentials });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null, { timeout: 5000 });
    expect(actions.toastError).toHaveBeenCalledWith('Something went wrong');
    expect(actor.getSnapshot().context.errorDetail).toBe('The server cannot be reached.');
  });
});
