import { shallowEqual, useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { resourceMachine, selectSlice, type ResourceSource } from '../machines/resource.machine';
import { useDeferredSelector } from './use-deferred-selector';

/** A slice as a page reads it (§3), typed by its source. */
interface SliceView<Row> {
  list: Row[];
  item: Row | null;
  loading: boolean;
  error: string | null;
  /** The item asked for does not exist, or not for this user (404). */
  missing: boolean;
}

/**
 * A screen-local data slice: one `resourceMachine` actor configured by `source`
 * (a line of `slices`), fetching its list on mount. @returns the slice and the actor to send requests to.
 */
export function useResource<Row>(source: ResourceSource<Row>) {
  const actorRef = useActorRef(resourceMachine, { input: { source: source as ResourceSource, fetchOnStart: true } });
  const slice = useDeferredSelector(actorRef, selectSlice, shallowEqual) as SliceView<Row>;
  return { ...slice, actorRef };
}

/**
 * A screen-local single item of `source` (a page's main record, fetched by id):
 * fetched on mount and again whenever `id` changes; nothing is fetched while `id` is null.
 * @returns the item, loading, error, `missing` (a 404: show 'not found', offer no retry), and
 * `refresh` (fetch it again after a write; the old item stays shown meanwhile).
 */
export function useResourceItem<Row>(source: ResourceSource<Row>, id: string | null) {
  const actorRef = useActorRef(resourceMachine, { input: { source: source as ResourceSource } });
  const { item, loading, error, missing } = useDeferredSelector(actorRef, selectSlice, shallowEqual) as SliceView<Row>;
  useEffect(() => {
    if (id !== null) actorRef.send({ type: 'resource.fetchItem', id });
  }, [actorRef, id]);
  return { item, loading, error, missing, refresh: () => id !== null && actorRef.send({ type: 'resource.fetchItem', id }) };
}
