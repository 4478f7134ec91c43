import { createElement, useState, type ComponentType, type FunctionComponent } from 'react';
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
 * Mounted after its module is in, it renders the module's component itself: `React.lazy` suspends
 * once even on a settled import, which would leave a hydration half done.
 */
export function lazyPage<Props extends object = object>(load: () => PageModule<Props>): LazyPage<Props> {
  let component: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded.default;
      },
      (cause: unknown) => {
        loading = undefined;
        throw new ChunkLoadError(cause);
      },
    ));
  const Lazy = retryableLazy<Props>((retry) =>
    preload().then(
      () => ({ default: component! }),
      (error: ChunkLoadError) => {
        throw new ChunkLoadError(error.cause, retry);
      },
    ),
  );
  function LazyPageComponent(props: Props) {
    // Chosen once per mount: the element type must not change under a mounted page (React would remount it).
    const [loaded] = useState(() => component);
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(LazyPageComponent, { preload });
}
