import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** The page of one employee. */
export const employeePath = (id: string) => `/employees/${encodeURIComponent(id)}`;
/** The page of one training. */
export const trainingPath = (id: string) => `/trainings/${encodeURIComponent(id)}`;

/**
 * @returns a function that opens a detail page and remembers the list it was
 * opened from, with that list's filters in its URL, as where "back" returns.
 */
export function useOpenDetail(): (path: string) => void {
  const [location, navigate] = useLocation();
  // Stable while the page stays, so a memoized list is not drawn again for a new callback.
  return useCallback((path: string) => navigate(path, { state: { back: `${location}${window.location.search}` } }), [location, navigate]);
}

/** Where a detail page's "back" goes: the list it was opened from (see {@link useOpenDetail}) when it is under `fallback`, else `fallback`. */
export function backTarget(fallback: string): string {
  const back = (window.history.state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith(fallback) ? back : fallback;
}
