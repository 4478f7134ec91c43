import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** What `React.lazy` takes: the module whose default export is the component. */
export type LazyModule<Props extends object> = Promise<{ default: ComponentType<Props> }>;

/**
 * A `React.lazy` component whose failed load can be tried again. React.lazy keeps a rejection for
 * good, so `load` gets a `retry` to put in the `ChunkLoadError` it throws: called (by whoever shows
 * the failure, when the user asks again), it puts a fresh lazy component in place, and the next
 * render loads the code anew without a full reload. The one mechanism behind lazy pages and parts.
 */
export function retryableLazy<Props extends object>(load: (retry: () => void) => LazyModule<Props>): FunctionComponent<Props> {
  const make = () => lazy(() => load(retry));
  let Current = make();
  function retry() {
    Current = make();
  }
  return function RetryableLazy(props: Props) {
    return createElement(Current, props);
  };
}
