/**
 * The loading layer: everything the app loads after the first paint goes through one primitive,
 * `onDemand` (import once, remember, forget a failure), with an adapter per kind of thing loaded:
 * a page or root part (`lazyPage`), a part of a page (`lazyPart`, shown by `OnFirstOpen` for an
 * overlay). A form's rules and a screen's machine are never among them: they come with the form.
 * A chunk that cannot be downloaded is a `ChunkLoadError`, shown by the page's boundary (the offline page, or
 * 'Something went wrong' when the server failed) or told by the overlay (`LoadErrorReport`, which the
 * app fills with a toast), and loaded again on retry; one whose code throws as it runs is a
 * `ChunkEvaluationError`, a fault reported like any other, whose retry loads the page again. `preloadOn` starts a load on intent; `usePreloadWhenIdle` loads what a fault's own path needs while the network is there.
 * All of src outside src/loading imports it from here only (eslint.config.js).
 */
export { ChunkLoadError, readyRetry } from './chunk-load-error';
export { lazyPage, lazyPart, type LazyPage, type PageModule } from './lazy-component';
export { onDemand } from './on-demand';
export { LoadErrorReport } from './load-error-report';
export { OnFirstOpen } from './on-first-open';
export { preloadOn } from './preload-on-intent';
export { usePreloadWhenIdle } from './preload-when-idle';
