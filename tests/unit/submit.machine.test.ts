import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { selectSubmit, submitMachine } from '../../src/machines/submit.machine';

function start(perform: (values: unknown) => Promise<unknown>) {
  const succeeded = vi.fn();
  const actor = createActor(
    submitMachine.provide({
      actors: { perform: fromPromise(({ input }: { input: { values: unknown } }) => perform(input.values)) },
      actions: { succeeded: (_, result) => succeeded(result) },
    }),
  ).start();
  return { actor, succeeded, view: () => selectSubmit(actor.getSnapshot()) };
}

describe('submit machine (a form write)', () => {
  it('runs the write with the values and calls succeeded with its result', async () => {
    const perform = vi.fn(async (values: unknown) => ({ saved: values }));
    const { actor, succeeded, view } = start(perform);
    actor.send({ type: 'submit.run', values: { score: 90 } });
    expect(view()).toEqual({ isSubmitting: true, error: null });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(perform).toHaveBeenCalledWith({ score: 90 });
    expect(succeeded).toHaveBeenCalledWith({ saved: { score: 90 } });
    expect(view()).toEqual({ isSubmitting: false, error: null });
  });

  it('a refusal keeps the reason and calls nothing, so the form stays open; the next run clears it', async () => {
    let refuse = true;
    const { actor, succeeded, view } = start(async () => {
      if (refuse) throw new ApiError('The completion date cannot be in the future.', { refused: true });
      return 'ok';
    });
    actor.send({ type: 'submit.run', values: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(view()).toEqual({ isSubmitting: false, error: 'The completion date cannot be in the future.' });
    expect(succeeded).not.toHaveBeenCalled();
    refuse = false;
    actor.send({ type: 'submit.run', values: {} });
    expect(view().error).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(succeeded).toHaveBeenCalledWith('ok');
  });

  it('ignores a second submit while one runs, and reset forgets a failure', async () => {
    const perform = vi.fn(() => Promise.reject(new Error('Something went wrong')));
    const { actor, view } = start(perform);
    actor.send({ type: 'submit.run', values: 1 });
    actor.send({ type: 'submit.run', values: 2 });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(perform).toHaveBeenCalledOnce();
    expect(view().error).toBe('Something went wrong');
    actor.send({ type: 'submit.reset' });
    expect(view().error).toBeNull();
  });
});
