import { useCallback, useEffect, useState } from 'react';

/** The attribute that marks a stage's element with its index, for {@link useRevealSequence}'s scroll rule. */
export const REVEAL_STAGE_ATTRIBUTE = 'data-reveal-stage';

/**
 * Reveals stages one after another: stage i shows `delays[i]` ms after mount. With `immediate`
 * (reduced motion) everything shows at once. The sequence is for the eye on a page as it opens; it
 * never hides what the user goes to:
 * - a stage not yet shown is still in the page and its Tab order; `revealUpTo(i)` shows it and every
 *   stage before it at once, for a keyboard user who reaches it first (call it when focus enters the stage);
 * - once the user scrolls (a jump to the end with End, a link to a section), every stage whose element
 *   (marked with {@link REVEAL_STAGE_ATTRIBUTE}) has come into view or gone above it shows at once,
 *   with those before it.
 * @returns one flag per stage, and `revealUpTo`.
 */
export function useRevealSequence(delays: readonly number[], immediate: boolean): [boolean[], (stage: number) => void] {
  const [shown, setShown] = useState(0);
  const revealUpTo = useCallback((stage: number) => setShown((count) => Math.max(count, stage + 1)), []);
  useEffect(() => {
    if (immediate) return;
    const timers = delays.map((delay, index) => setTimeout(() => revealUpTo(index), delay));
    const onScroll = () => {
      const reached = [...document.querySelectorAll<HTMLElement>(`[${REVEAL_STAGE_ATTRIBUTE}]`)]
        .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
        .map((element) => Number(element.getAttribute(REVEAL_STAGE_ATTRIBUTE)));
      if (reached.length > 0) revealUpTo(Math.max(...reached));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      timers.forEach(clearTimeout);
      window.removeEventListener('scroll', onScroll);
    };
  }, [delays, immediate, revealUpTo]);
  return [delays.map((_, index) => immediate || index < shown), revealUpTo];
}
