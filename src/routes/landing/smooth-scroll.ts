/** §9 scroll helper defaults: 650 ms, easeInOutQuad, offset 0, a step every 16 ms. */
export const SCROLL_DEFAULTS = { duration: 650, offset: 0, tick: 16 } as const;

/** §8 scroll errors. */
const scrollErrors = {
  target: 'Unable to find Target Element',
  container: 'Unable to find Container Element',
} as const;

/** Quadratic ease in and out over t ∈ [0, 1]. */
export function easeInOutQuad(t: number): number {
  return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t;
}

export interface SmoothScrollOptions {
  /** The scrolling element, or its id; the window by default. */
  container?: string | HTMLElement;
  /** ms; 0 jumps (reduced motion). */
  duration?: number;
  /** px kept above the target. */
  offset?: number;
  easing?: (t: number) => number;
}

let running: ReturnType<typeof setInterval> | undefined;

function byId(ref: string | HTMLElement | undefined): HTMLElement | null | undefined {
  if (ref === undefined || typeof ref !== 'string') return ref;
  return document.getElementById(ref.replace(/^#/, ''));
}

/**
 * Scrolls `target` (an element or its id) to the top of the container,
 * easing over `duration` ms in 16 ms steps; a new scroll cancels the running one.
 * @throws Error 'Unable to find Target Element' / 'Unable to find Container Element' (§8).
 * @returns a promise that settles when the scroll ends.
 */
export function smoothScrollTo(target: string | HTMLElement, options: SmoothScrollOptions = {}): Promise<void> {
  const { duration = SCROLL_DEFAULTS.duration, offset = SCROLL_DEFAULTS.offset, easing = easeInOutQuad } = options;
  const element = byId(target);
  if (!element) throw new Error(scrollErrors.target);
  const container = byId(options.container);
  if (container === null) throw new Error(scrollErrors.container);

  const current = () => (container ? container.scrollTop : window.scrollY);
  const moveTo = (top: number) => (container ? (container.scrollTop = top) : window.scrollTo(0, top));
  const from = current();
  const containerTop = container ? container.getBoundingClientRect().top : 0;
  const scrollable = container ? container.scrollHeight - container.clientHeight : document.documentElement.scrollHeight - window.innerHeight;
  const to = Math.max(0, Math.min(from + element.getBoundingClientRect().top - containerTop - offset, Math.max(scrollable, 0)));

  clearInterval(running);
  if (duration <= 0 || from === to) {
    moveTo(to);
    return Promise.resolve();
  }
  const start = Date.now();
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const t = Math.min(1, (Date.now() - start) / duration);
      moveTo(from + (to - from) * easing(t));
      if (t === 1) {
        clearInterval(timer);
        resolve();
      }
    }, SCROLL_DEFAULTS.tick);
    running = timer;
  });
}
