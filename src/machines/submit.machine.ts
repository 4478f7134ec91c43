import { assign, fromPromise, setup } from 'xstate';

export interface SubmitContext {
  /** Why the last run failed (the server's reason or the §8 message); cleared by the next run. */
  error: string | null;
  /** The values of the last run. */
  values: unknown;
}

export type SubmitEvent =
  /** Runs the write with the form's values. Ignored while one runs. */
  | { type: 'submit.run'; values: unknown }
  /** Forgets the last failure (the form was closed). */
  | { type: 'submit.reset' };

/**
 * One write of a form, or any one-shot request (an export): `submit.run` →
 * running → idle. Success calls `succeeded` with the result (the route closes
 * the form, toasts, refreshes the page); failure stores the reason and calls
 * nothing, so the form stays open with its input and says why.
 * Provide the `perform` actor (values → result) and the `succeeded` action.
 */
export const submitMachine = setup({
  types: {} as { context: SubmitContext; events: SubmitEvent },
  actors: {
    perform: fromPromise<unknown, { values: unknown }>(() => Promise.reject(new Error('submitMachine needs a perform actor'))),
  },
  actions: {
    succeeded: (_, _result: unknown) => {},
  },
}).createMachine({
  id: 'submit',
  context: { error: null, values: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'submit.run': { target: 'running', actions: assign({ values: ({ event }) => event.values }), description: "run the write with the form's values" },
        'submit.reset': { actions: assign({ error: null }), description: 'the form was closed: forget the last failure' },
      },
    },
    running: {
      entry: assign({ error: null }),
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'idle',
          actions: { type: 'succeeded', params: ({ event }: { event: { output: unknown } }) => event.output },
          description: 'done: the route closes the form, toasts and refreshes the page',
        },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
          description: '§8: failed: the form stays open with its input and says why',
        },
      },
    },
  },
});

/** The form's view of its write. */
export const selectSubmit = (snapshot: { context: SubmitContext; matches: (state: 'running') => boolean }) => ({
  isSubmitting: snapshot.matches('running'),
  error: snapshot.context.error,
});
