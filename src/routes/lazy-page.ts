import type { FunctionComponent } from 'react';
import { ChunkLoadError } from '../components/chunk-load-error';
import { retryableLazy, type LazyModule } from '../components/retryable-lazy';

/** A lazily loaded module whose default export is a component. */
export type PageModule<Props extends object = object> = LazyModule<Props>;

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
 * of nothing; its `retry` (`retryableLazy`) makes the next render, after 'Try again', the browser's
 * `online` event or a navigation back (src/routes/page-error-boundary.tsx), load the chunk again.
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
        throw new ChunkLoadError(cause);
      },
    ));
  // React reads a thenable that calls back synchronously as already resolved (a promise's
  // callbacks run a microtask later, so even a settled one would suspend the render once).
  const settled = (loaded: Awaited<PageModule<Props>>) => ({ then: (resolve: (value: typeof loaded) => void) => resolve(loaded) });
  const page = retryableLazy<Props>((retry) =>
    module
      ? (settled(module) as PageModule<Props>)
      : preload().then(
          () => module!,
          (error: ChunkLoadError) => {
            throw new ChunkLoadError(error.cause, retry);
          },
        ),
  );
  return Object.assign(page, { preload });
}
