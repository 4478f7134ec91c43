/** §9 feedback carousel: 3 slides shown, 1 scrolled, autoplay every 1500 ms. */
export const CAROUSEL = { shown: 3, scroll: 1, autoplayMs: 1500 } as const;

/** The first visible slide after moving `by` slides (negative goes back), wrapping round `count`. */
export function stepCarousel(start: number, by: number, count: number): number {
  return (((start + by) % count) + count) % count;
}
