import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { ChunkLoadError } from '../components/chunk-load-error';

/** A lazily loaded module whose default export is a component. */
export type PageModule<Props extends object = object> = Promise<{ default: ComponentType<Props> }>;

/** A lazy component that can be loaded ahead of its first render. */
export interface LazyPage<Props extends object = object> extends FunctionComponent<Props> {
  /**
   * Loads the module (once; a failed load is tried again next time). Once it
   * has resolved, the component renders at once instead of suspending: a
   * hydration started after it (src/main.tsx) commits the whole prerendered
   * page in one pass, with no boundary left dehydrated.
   * @throws ChunkLoadError (rejects) when the chunk cannot be fetched.
   */
  preload(): Promise<void>;
}

/**
 * A lazy page whose failed load becomes a `ChunkLoadError`, so the app shows the offline page instead
 * of nothing. React.lazy keeps a failure for good, so the error's `retry` puts a fresh lazy component
 * in its place: the next render, after 'Try again', the browser's `online` event or a navigation back
 * (src/routes/page-error-boundary.tsx), loads the chunk again without a full reload.
 */
export function lazyPage<Props extends object = object>(load: () => PageModule<Props>): LazyPage<Props> {
  let module: Awaited<PageModule<Props>> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        module = loaded;
      },
      (cause: unknown) => {
        loading = undefined;
        throw new ChunkLoadError(cause, retry);
      },
    ));
  // React reads a thenable that calls back synchronously as already resolved (a promise's
  // callbacks run a microtask later, so even a settled one would suspend the render once).
  const settled = (loaded: Awaited<PageModule<Props>>) => ({ then: (resolve: (value: typeof loaded) => void) => resolve(loaded) });
  const makeLazy = () => lazy(() => (module ? (settled(module) as PageModule<Props>) : preload().then(() => module!)));
  let Current = makeLazy();
  function retry() {
    Current = makeLazy();
  }
  const page = (props: Props) => createElement(Current, props);
  return Object.assign(page, { preload });
}
