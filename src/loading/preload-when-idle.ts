import { useEffect } from 'react';
import type { OnDemand } from './on-demand';

/** How long a browser without `requestIdleCallback` (Safari) waits before loading, in ms. */
const IDLE_FALLBACK_MS = 1000;

/**
 * Loads `code` once the page is idle after it mounts, while the network is still there: for code a
 * fault's own path needs (the toast that says §8's message, the export a person presses again).
 * Some browsers keep a failed module fetch for the page's life (`keptImportFailure`), so code first
 * asked for at the moment of a network cut could not load even once it is back. A failure here is
 * silent: the code is asked for again when it is used.
 */
export function usePreloadWhenIdle(code: Pick<OnDemand<unknown>, 'load'>): void {
  useEffect(() => {
    const load = () => void code.load().catch(() => {});
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load);
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(load, IDLE_FALLBACK_MS);
    return () => clearTimeout(handle);
  }, [code]);
}
