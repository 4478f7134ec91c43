/** Height of one department's row, in CSS px; the chart grows with the departments. */
const ROW_PX = 38;
/** Room for the percentage axis, in CSS px. */
const AXIS_PX = 40;

/**
 * The compliance chart's height in CSS px for `count` departments: the chart
 * and its loading placeholder share it, so the lazy chart shifts nothing.
 */
export function chartHeight(count: number): number {
  return Math.max(180, count * ROW_PX + AXIS_PX);
}
