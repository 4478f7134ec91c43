import { useEffect, useState } from 'react';

/**
 * Reveals stages one after another: stage i shows `delays[i]` ms after mount.
 * With `immediate` (reduced motion) everything shows at once.
 * @returns one flag per stage.
 */
export function useRevealSequence(delays: readonly number[], immediate: boolean): boolean[] {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (immediate) return;
    const timers = delays.map((delay, index) => setTimeout(() => setShown((count) => Math.max(count, index + 1)), delay));
    return () => timers.forEach(clearTimeout);
  }, [delays, immediate]);
  return delays.map((_, index) => immediate || index < shown);
}
