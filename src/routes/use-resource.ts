import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { resourceMachine, selectSlice, type ResourceSource } from '../machines/resource.machine';

/** A slice as a page reads it (§3), typed by its source. */
export interface SliceView<Row> {
  list: Row[];
  item: Row | null;
  loading: boolean;
  error: string | null;
}

/**
 * A screen-local data slice: one `resourceMachine` actor configured by `source`
 * (a line of `slices`), fetching its list on mount. @returns the slice and the actor to send requests to.
 */
export function useResource<Row>(source: ResourceSource<Row>) {
  const actorRef = useActorRef(resourceMachine, { input: { source: source as ResourceSource, fetchOnStart: true } });
  const slice = useSelector(actorRef, selectSlice, shallowEqual) as SliceView<Row>;
  return { ...slice, actorRef };
}
