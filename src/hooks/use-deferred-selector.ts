import { useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * `useSelector` for a value a large subtree draws (the messages, a page's data): a change
 * re-renders that subtree in the background, in slices the browser can interrupt, instead of
 * in one synchronous task. xstate's `useSelector` reads the actor through
 * `useSyncExternalStore`, whose updates React always renders synchronously: the messages
 * arriving drew the whole shell and page in one ~170 ms task, a dashboard's data in ~90 ms
 * (Lighthouse TBT). Until the background render commits, the previous value stays shown.
 * @returns the selected value, possibly one change behind for a few frames.
 */
export function useDeferredSelector<Actor extends Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>, Selected>(
  actorRef: Actor,
  selector: Parameters<typeof useSelector<Actor, Selected>>[1],
  compare?: (a: Selected, b: Selected) => boolean,
): Selected {
  return useDeferredValue(useSelector(actorRef, selector, compare));
}
