import { useCallback, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import { drawBarLabels, useUplot } from '../../components/charts/use-uplot';

export interface ForecastBarsProps {
  /** The months with their year ("Jan 2027"), in order, as a wide axis shows them. */
  monthLabels: readonly string[];
  /** The months' names alone ("Jan"), as a narrow axis shows them. */
  monthNames: readonly string[];
  /** The lapses of each month (`counts[i]` for `monthLabels[i]`). */
  counts: readonly number[];
  /** The chart's text alternative (role="img"). */
  summary: string;
  /** Writes a count in the active language's digits, as the table does. */
  formatCount: (count: number) => string;
  /** Called with a month's index when its bar is clicked. */
  onMonth: (index: number) => void;
  /** The chart's height in CSS px (its loading placeholder keeps it). */
  height: number;
}

function options(host: HTMLElement, { monthLabels, monthNames, counts, onMonth, height, formatCount }: ForecastBarsProps): uPlot.Options {
  const style = getComputedStyle(host);
  const read = (token: string) => style.getPropertyValue(token).trim();
  const rtl = style.direction === 'rtl';
  const font = `12px ${style.fontFamily}`;
  const text = read('--color-text-muted');
  const highest = Math.max(1, ...counts);
  return {
    width: host.clientWidth,
    height,
    legend: { show: false },
    padding: [20, 8, 0, 8],
    // No lines or points: the cursor only tells which bar a click is on.
    cursor: { x: false, y: false, points: { show: false } },
    scales: {
      // Months run across (from the right in RTL), the lapses up.
      x: { time: false, dir: rtl ? -1 : 1, range: [-0.5, monthLabels.length - 0.5] },
      y: { range: [0, Math.ceil(highest * 1.1)] },
    },
    axes: [
      {
        scale: 'x',
        font,
        stroke: text,
        grid: { show: false },
        ticks: { show: false },
        splits: () => monthLabels.map((_, index) => index),
        // Month and year where twelve of them fit; the names alone where not; every other name on a phone.
        values: (chart, splits) => {
          const width = chart.bbox.width / devicePixelRatio;
          return splits.map((split) => (width >= 720 ? monthLabels[split] : width >= 400 || split % 2 === 0 ? monthNames[split] : '') ?? '');
        },
      },
      {
        scale: 'y',
        side: rtl ? 1 : 3,
        font,
        stroke: text,
        grid: { stroke: read('--color-border'), width: 1 },
        ticks: { show: false },
        // Whole lapses only.
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
        values: (_, splits) => splits.map((split) => (Number.isInteger(split) ? formatCount(split) : '')),
      },
    ],
    series: [
      {},
      {
        scale: 'y',
        width: 0,
        fill: read('--color-warning'),
        paths: uPlot.paths.bars!({ size: [0.6, 40], radius: 0.2 }),
        points: { show: false },
      },
    ],
    hooks: {
      ready: [
        (chart) => {
          chart.over.style.cursor = 'pointer';
          chart.over.addEventListener('click', () => {
            const index = chart.cursor.idx;
            if (index != null && (counts[index] ?? 0) > 0) onMonth(index);
          });
        },
      ],
      // Each month's count over its bar: readable without a pointer, unlike a tooltip.
      draw: [
        (chart) =>
          drawBarLabels(
            chart,
            counts.map((count, index) => ({
              text: formatCount(count),
              x: chart.valToPos(index, 'x', true),
              y: chart.valToPos(count, 'y', true) - 4 * devicePixelRatio,
            })),
            style.fontFamily,
            read('--color-text'),
            'center',
            'bottom',
          ),
      ],
    },
  };
}

/**
 * The lapse forecast's bar chart: one bar per month, its count written over it; a click on a bar
 * opens that month's lapses (the table view offers the same as buttons, for the keyboard). In this
 * lazily loaded module so uPlot ships only to the page that shows it. Colours follow the theme, the
 * months' direction follows the page's.
 */
export default function ForecastBars({ monthLabels, monthNames, counts, summary, formatCount, onMonth, height }: ForecastBarsProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const build = useCallback(
    (host: HTMLElement) => options(host, { monthLabels, monthNames, counts, summary, formatCount, onMonth, height }),
    [monthLabels, monthNames, counts, summary, formatCount, onMonth, height],
  );
  const data = useMemo<uPlot.AlignedData>(() => [monthLabels.map((_, index) => index), [...counts]], [monthLabels, counts]);
  useUplot(hostRef, build, data, height);
  return <div ref={hostRef} role="img" aria-label={summary} style={{ height }} />;
}
