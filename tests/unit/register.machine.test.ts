import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { registerMachine } from '../../src/machines/register.machine';
import { selectIsSubmitting } from '../../src/routes/auth/login.selectors';

const registration = { email: 'new@example.com', username: 'newbie', password: 'abc12345' };

/** The machine with a fake auth service and spy actions, tested in Node. */
function start(register: () => Promise<void> = async () => undefined) {
  const actions = { completeRegistration: vi.fn(), toastError: vi.fn() };
  const machine = registerMachine.provide({
    actors: { register: fromPromise(register) },
    actions: { completeRegistration: () => actions.completeRegistration(), toastError: (_, message) => actions.toastError(message) },
  });
  return { actor: createActor(machine).start(), actions };
}

describe('register machine (§4 Registration)', () => {
  it('registers through the auth service, busy meanwhile, then completes registration', async () => {
    const register = vi.fn(async () => undefined);
    const { actor, actions } = start(register);
    actor.send({ type: 'register.submit', registration });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(snapshot.value).toBe('registered');
    expect(register).toHaveBeenCalledOnce();
    expect(actions.completeRegistration).toHaveBeenCalledOnce();
  });

  it("keeps the user on the form when registration fails, with the server's message", async () => {
    const { actor, actions } = start(() => Promise.reject(new ApiError('An account with this email or username already exists.')));
    actor.send({ type: 'register.submit', registration: { ...registration, email: 'admin@example.com' } });
    const snapshot = await waitFor(actor, (state) => !selectIsSubmitting(state));
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.error).toBe('An account with this email or username already exists.');
    expect(actions.toastError).toHaveBeenCalledWith('An account with this email or username already exists.');
    expect(actions.completeRegistration).not.toHaveBeenCalled();
  });

  it("falls back to 'Login failed' without a message (§8)", async () => {
    const { actor, actions } = start(() => Promise.reject(new ApiError('')));
    actor.send({ type: 'register.submit', registration });
    await waitFor(actor, (state) => !selectIsSubmitting(state));
    expect(actions.toastError).toHaveBeenCalledWith('Login failed');
  });

  it("toasts 'Please fill all required fields.' for an invalid form and stays idle", () => {
    const { actor, actions } = start();
    actor.send({ type: 'register.invalid' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actions.toastError).toHaveBeenCalledWith('Please fill all required fields.');
  });
});
