import { useCallback, useEffect, useState } from 'react';

/**
 * Reveals stages one after another: stage i shows `delays[i]` ms after mount. With `immediate`
 * (reduced motion) everything shows at once. A stage not yet shown is still in the page and its Tab
 * order; `revealUpTo(i)` shows it and every stage before it at once, for a keyboard user who
 * reaches it first (call it when focus enters the stage).
 * @returns one flag per stage, and `revealUpTo`.
 */
export function useRevealSequence(delays: readonly number[], immediate: boolean): [boolean[], (stage: number) => void] {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (immediate) return;
    const timers = delays.map((delay, index) => setTimeout(() => setShown((count) => Math.max(count, index + 1)), delay));
    return () => timers.forEach(clearTimeout);
  }, [delays, immediate]);
  const revealUpTo = useCallback((stage: number) => setShown((count) => Math.max(count, stage + 1)), []);
  return [delays.map((_, index) => immediate || index < shown), revealUpTo];
}
