import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PasswordChange, PasswordChangeResult } from '../../src/api/account';
import { passwordChangeRefusals } from '../../src/domain/password-change';
import { login } from '../../src/api/auth';
import { ApiError } from '../../src/api/errors';
import { signInWithToken } from '../session';
import { changePasswordMachine, selectFieldError, selectIsOpen, selectIsSubmitting } from '../../src/machines/change-password.machine';
import { apiPath } from '../../mocks/api-path';
import { DEMO_USER } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { server } from '../../mocks/node';
import { installMemoryStorage } from '../storage';
import { restPaths } from '../../src/api/rest-paths';

const fields = { oldPassword: 'Admin@123', newPassword: 'Newpass123', cPassword: 'Newpass123' };

function spies() {
  return { toastSuccess: vi.fn(), toastError: vi.fn(), closeErrorToasts: vi.fn(), logError: vi.fn() };
}

function provideSpies(actions: ReturnType<typeof spies>) {
  return {
    toastSuccess: (_: unknown, message: string) => actions.toastSuccess(message),
    toastError: (_: unknown, message: string) => actions.toastError(message),
    closeErrorToasts: () => actions.closeErrorToasts(),
    logError: (_: unknown, error: unknown) => actions.logError(error),
  };
}

function start(fakes: { prepare?: () => Promise<void>; submit?: (change: PasswordChange) => Promise<PasswordChangeResult> } = {}) {
  const actions = spies();
  const prepare = vi.fn(fakes.prepare ?? (async () => undefined));
  const submit = vi.fn(fakes.submit ?? (async () => ({ success: true, message: null })));
  const machine = changePasswordMachine.provide({
    actors: { prepare: fromPromise(prepare), submit: fromPromise(({ input }) => submit(input)) },
    actions: provideSpies(actions),
  });
  return { actor: createActor(machine).start(), actions, prepare, submit };
}

const settle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !selectIsSubmitting(snapshot));

describe('changePassword machine with fakes (§5, §8)', () => {
  it('opens the modal and sends the pre-change-password call', () => {
    const { actor, prepare } = start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'changePassword.open' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(prepare).toHaveBeenCalledOnce();
  });

  it('only logs a failed pre-change-password call; the modal stays open', async () => {
    const failure = new Error('offline');
    const { actor, actions } = start({ prepare: () => Promise.reject(failure) });
    actor.send({ type: 'changePassword.open' });
    await vi.waitFor(() => expect(actions.logError).toHaveBeenCalledWith(failure));
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(actions.toastError).not.toHaveBeenCalled();
  });

  it("toasts 'Please fill all required fields.' on an invalid submit", () => {
    const { actor, actions, submit } = start();
    actor.send({ type: 'changePassword.open' });
    actor.send({ type: 'changePassword.invalid' });
    expect(actions.toastError).toHaveBeenCalledWith('Please fill all required fields.');
    expect(submit).not.toHaveBeenCalled();
  });

  it("sends the payload with the username, toasts 'Password changed successfully.' and closes", async () => {
    const { actor, actions, submit } = start();
    actor.send({ type: 'changePassword.open' });
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'changePassword.close' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    const snapshot = await settle(actor);
    expect(submit).toHaveBeenCalledWith({ ...fields, username: 'admin' });
    expect(snapshot.value).toBe('closed');
    expect(actions.toastSuccess).toHaveBeenCalledWith('Password changed successfully.');
  });

  it('shows the server message of a refusal and stays open', async () => {
    const { actor, actions } = start({ submit: async () => ({ success: false, message: 'The old password is incorrect.' }) });
    actor.send({ type: 'changePassword.open' });
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    const snapshot = await settle(actor);
    expect(snapshot.matches({ open: 'editing' })).toBe(true);
    expect(actions.toastError).toHaveBeenCalledWith('The old password is incorrect.');
  });

  it("falls back to 'Password change failed.' for a refusal without a message", async () => {
    const { actor, actions } = start({ submit: async () => ({ success: false, message: null }) });
    actor.send({ type: 'changePassword.open' });
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    await settle(actor);
    expect(actions.toastError).toHaveBeenCalledWith('Password change failed.');
  });

  it('shows the server message of a transport error', async () => {
    const { actor, actions } = start({
      submit: () => Promise.reject(new ApiError('Service unavailable', { status: 500, serverMessage: 'Service unavailable' })),
    });
    actor.send({ type: 'changePassword.open' });
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    await settle(actor);
    expect(actions.toastError).toHaveBeenCalledWith('Service unavailable');
  });

  it("falls back to 'Something went wrong. Please try again later.' for a transport error without a message", async () => {
    const { actor, actions } = start({ submit: () => Promise.reject(new ApiError('Something went wrong', { status: 0 })) });
    actor.send({ type: 'changePassword.open' });
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    await settle(actor);
    expect(actions.toastError).toHaveBeenCalledWith('Something went wrong. Please try again later.');
  });

  it('closes without a call when the user cancels', () => {
    const { actor, submit } = start();
    actor.send({ type: 'changePassword.open' });
    actor.send({ type: 'changePassword.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('changePassword machine against the fake backend (api ↔ machine wiring)', () => {
  installMemoryStorage();

  async function startReal() {
    signInWithToken(await issueToken(DEMO_USER));
    const actions = spies();
    const actor = createActor(changePasswordMachine.provide({ actions: provideSpies(actions) })).start();
    actor.send({ type: 'changePassword.open' });
    return { actor, actions };
  }

  it('refuses a wrong old password with the server message, in the toast and on the old-password field', async () => {
    const { actor, actions } = await startReal();
    actor.send({ type: 'changePassword.submit', fields: { ...fields, oldPassword: 'Wrong123' }, username: 'admin' });
    await settle(actor);
    expect(actions.toastError).toHaveBeenCalledWith(passwordChangeRefusals.wrongOldPassword);
    expect(selectFieldError(actor.getSnapshot())).toEqual({ field: 'oldPassword', message: passwordChangeRefusals.wrongOldPassword });
    expect(actions.logError).not.toHaveBeenCalled();
  });

  it('after a refused try, a success closes the error toasts first and clears the field error', async () => {
    const { actor, actions } = await startReal();
    actor.send({ type: 'changePassword.submit', fields: { ...fields, oldPassword: 'Wrong123' }, username: 'admin' });
    await settle(actor);
    expect(actions.closeErrorToasts).not.toHaveBeenCalled();
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    expect(selectFieldError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(actions.closeErrorToasts).toHaveBeenCalledOnce();
    expect(actions.closeErrorToasts.mock.invocationCallOrder[0]).toBeLessThan(actions.toastSuccess.mock.invocationCallOrder[0]!);
  });

  it('keeps a refusal about the whole form off the fields', async () => {
    server.use(http.post(apiPath(restPaths.resetPassword), () => HttpResponse.json({ success: false, message: passwordChangeRefusals.otherUser, data: null })));
    const { actor, actions } = await startReal();
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    await settle(actor);
    expect(actions.toastError).toHaveBeenCalledWith(passwordChangeRefusals.otherUser);
    expect(selectFieldError(actor.getSnapshot())).toBeNull();
  });

  it('really changes the password: the next sign-in needs the new one', async () => {
    const { actor, actions } = await startReal();
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(actions.toastSuccess).toHaveBeenCalledWith('Password changed successfully.');
    await expect(login({ email: DEMO_USER.email, password: 'Admin@123' })).rejects.toThrow('Invalid email or password.');
    await expect(login({ email: DEMO_USER.email, password: 'Newpass123' })).resolves.toEqual(expect.any(String));
  });

  it('passes a transport error to the machine untold, with the server message', async () => {
    const { setHttpFaultHandlers } = await import('../../src/api/rest-session');
    const notify = vi.fn();
    const restore = setHttpFaultHandlers({ notify });
    server.use(http.post(apiPath(restPaths.resetPassword), () => HttpResponse.json({ message: 'Maintenance until 14:00' }, { status: 500 })));
    const { actor, actions } = await startReal();
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    await settle(actor);
    restore();
    expect(actions.toastError).toHaveBeenCalledWith('Maintenance until 14:00');
    expect(notify).not.toHaveBeenCalled();
  });

  it('uses its own message for a network failure', async () => {
    server.use(http.post(apiPath(restPaths.resetPassword), () => HttpResponse.error()));
    const { actor, actions } = await startReal();
    actor.send({ type: 'changePassword.submit', fields, username: 'admin' });
    await settle(actor);
    expect(actions.toastError).toHaveBeenCalledWith('Something went wrong. Please try again later.');
  });
});
