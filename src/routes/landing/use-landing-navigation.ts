import { useEffect, useState } from 'react';
import { smoothScrollTo } from './smooth-scroll';
import { useReducedMotion } from '../../components/ui/use-media-query';

/** §9: the landing navbar turns sticky and back-to-top appears past this many px of scroll. */
const STICKY_AFTER_PX = 40;

/** True once the window has scrolled more than `px`. */
function useScrolledPast(px: number): boolean {
  // Starts as the prerender drew it (at the top): a visitor may scroll before the page hydrates,
  // and a first render that read the scroll would not match the served markup. The effect reads it.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}

/** The id of the section crossing the middle band of the viewport (IntersectionObserver). */
function useActiveSection(ids: readonly string[]): string {
  const [active, setActive] = useState(ids[0] ?? '');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    // Every section's latest state: a batch may only report one leaving the band while the one
    // that entered with it earlier stays in, so the choice is made over all of them, not the batch.
    const inBand = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inBand.set(entry.target.id, entry.isIntersecting);
        const visible = ids.filter((id) => inBand.get(id)).at(-1);
        if (visible) setActive(visible);
      },
      { rootMargin: '-40% 0px -55% 0px' },
    );
    ids.forEach((id) => {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    });
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

/**
 * §2 landing navigation: the section in view, whether the navbar is sticky
 * (past 40 px), and `goTo(id)`, which scrolls smoothly (650 ms easeInOutQuad,
 * offset 0; a jump with reduced motion) and then moves focus to the section.
 */
export function useLandingNavigation(ids: readonly string[]) {
  const reducedMotion = useReducedMotion();
  const goTo = (id: string) => {
    void smoothScrollTo(id, { duration: reducedMotion ? 0 : undefined }).then(() => document.getElementById(id)?.focus({ preventScroll: true }));
  };
  return { active: useActiveSection(ids), sticky: useScrolledPast(STICKY_AFTER_PX), goTo };
}
