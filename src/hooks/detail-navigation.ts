import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { RowLink } from '../components/ui/data-table';

/** The page of one employee. */
export const employeePath = (id: string) => `/employees/${encodeURIComponent(id)}`;
/** The page of one training. */
export const trainingPath = (id: string) => `/trainings/${encodeURIComponent(id)}`;

/**
 * @returns a function that gives the link to a detail page (a list's row) that remembers the list it
 * was opened from, with that list's filters in its URL, as where "back" returns. A page opened in a
 * new tab has no such memory, and its "back" goes to its own list.
 */
export function useDetailLink(): (path: string) => RowLink {
  const [location] = useLocation();
  // Stable while the page stays, so a memoized list is not drawn again for a new callback.
  return useCallback((path: string) => ({ href: path, state: { back: `${location}${window.location.search}` } }), [location]);
}

/** Where a detail page's "back" goes: the list it was opened from (see {@link useDetailLink}) when it is under `fallback`, else `fallback`. */
export function backTarget(fallback: string): string {
  const back = (window.history.state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith(fallback) ? back : fallback;
}
