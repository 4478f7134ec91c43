/**
 * How many items of a row fit in `available` px (§2 horizontal menu): all of
 * them when they fit, otherwise as many as fit beside the More entry.
 * @param widths each item's width in px, in order.
 * @param moreWidth the More entry's width in px.
 * @param gap the space between neighbours in px.
 */
export function countFitting(widths: readonly number[], available: number, moreWidth: number, gap = 0): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
