import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { httpMessages } from '../api/errors';
import { useTranslateMessage } from '../i18n/known-messages';
import { ChunkLoadError } from '../loading';
import { selectSubmit, submitMachine } from '../machines/submit.machine';
import { useBoundMachine } from './use-bound-machine';

/**
 * Binds one form write (a `submitMachine`): `run(values)` calls `perform`;
 * on success `succeeded(result)` runs (close, toast, refresh); on failure the
 * reason is kept in `error` (translated when it is a known message) for the form to show; code that
 * could not be downloaded is §8's 'Something went wrong'.
 */
export function useSubmit<Values, Result>(perform: (values: Values) => Promise<Result>, succeeded: (result: Result, values: Values) => void) {
  const translate = useTranslateMessage();
  const machine = useBoundMachine({ perform, succeeded }, (latest) =>
    submitMachine.provide({
      actors: {
        perform: fromPromise<unknown, { values: unknown }>(({ input }) =>
          latest()
            .perform(input.values as Values)
            .catch((error: unknown) => {
              // Code the write needed could not be downloaded: §8's words, not the browser's; the next run loads it again.
              throw error instanceof ChunkLoadError ? new Error(httpMessages.somethingWentWrong, { cause: error }) : error;
            }),
        ),
      },
      actions: {
        succeeded: ({ context }, result) => latest().succeeded(result as Result, context.values as Values),
      },
    }),
  );
  const actorRef = useActorRef(machine);
  const { isSubmitting, error } = useSelector(actorRef, selectSubmit, shallowEqual);
  return {
    isSubmitting,
    error: error ? translate(error) : null,
    run: (values: Values) => actorRef.send({ type: 'submit.run', values }),
    reset: () => actorRef.send({ type: 'submit.reset' }),
  };
}
