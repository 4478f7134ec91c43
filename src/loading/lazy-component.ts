import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { chunkFailure, ChunkLoadError } from './chunk-load-error';
import { onDemand, type OnDemand } from './on-demand';
import { keptImportFailure } from './stale-import';

/** A lazily loaded module whose default export is a component. */
export type PageModule<Props extends object = object> = Promise<{ default: ComponentType<Props> }>;

/**
 * The component of `code`, loaded on its first render. A failed download becomes a `ChunkLoadError`
 * (the page's or overlay's boundary shows it; code that threw as it ran, a `ChunkEvaluationError`) whose `retry` makes the next render, after 'Try again',
 * the browser's `online` event or a navigation back, import again: `React.lazy` keeps a failure for
 * good, so a retry puts a fresh one in place. Mounted once the code is in, it renders the component
 * itself: `React.lazy` suspends once even on a settled import, which would leave a hydration half done.
 * A retry in a browser that keeps the first failure (see `keptImportFailure`) reloads the page instead.
 */
function lazyComponent<Props extends object>(code: OnDemand<ComponentType<Props>>): FunctionComponent<Props> {
  const make = (retried: boolean) =>
    lazy(() =>
      code.load().then(
        (component) => ({ default: component }),
        async (cause: unknown) => {
          const failure = chunkFailure(cause, retry);
          // A browser that keeps failed module fetches can only load the chunk by reloading the page.
          if (failure instanceof ChunkLoadError && retried && (await keptImportFailure(failure.cause))) window.location.reload();
          throw failure;
        },
      ),
    );
  let Lazy = make(false);
  function retry() {
    Lazy = make(true);
  }
  return function LazyComponent(props: Props) {
    // Chosen once per mount: the element type must not change under a mounted component (React would remount it).
    const [loaded] = useState(() => code.loaded);
    return createElement(loaded ?? Lazy, props);
  };
}

/** A lazy component that can be loaded ahead of its first render. */
export interface LazyPage<Props extends object = object> extends FunctionComponent<Props> {
  /**
   * Loads the module (once; a failed load is tried again next time). Once it
   * has resolved, the component renders at once instead of suspending: a
   * hydration started after it (src/boot/main.tsx) commits the whole prerendered
   * page in one pass, with no boundary left dehydrated.
   * @throws ChunkLoadError (rejects) when the chunk cannot be fetched, ChunkEvaluationError when its code throws as it runs.
   */
  preload(): Promise<void>;
}

/** A page (or a root part) loaded on its first render or `preload()`, whichever comes first (see `lazyComponent`). */
export function lazyPage<Props extends object = object>(load: () => PageModule<Props>): LazyPage<Props> {
  const code = onDemand(() =>
    load().then(
      (module) => module.default,
      (cause: unknown) => {
        throw chunkFailure(cause);
      },
    ),
  );
  return Object.assign(lazyComponent(code), { preload: () => code.load().then(() => undefined) });
}

/** A lazily loaded component and a way to start fetching its chunk before it is rendered. */
export interface LazyPart<Props extends object> {
  /** Suspends until its chunk is in; a failed load throws a `ChunkLoadError`, and the next render tries again. */
  Component: ComponentType<Props>;
  /** Starts (once) loading the chunk; a failed load is forgotten so a later call tries again. */
  preload: () => Promise<unknown>;
}

/**
 * A part of a page loaded on demand (an overlay's content: a menu, popover, drawer
 * or modal; a chart), so its code is fetched when first used rather than
 * with the page. @param load imports the module and picks the component.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const code = onDemand(load);
  return { Component: lazyComponent(code), preload: code.load };
}
