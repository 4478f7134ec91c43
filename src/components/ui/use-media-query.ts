import { useSyncExternalStore } from 'react';

/** True while the media query matches; false where `matchMedia` is missing (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** The user asked for less motion: no reveals, no autoplay, no smooth scrolling. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
