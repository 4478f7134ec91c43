import { useCallback, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import { drawBarLabels, useUplot } from '../../components/charts/use-uplot';
import type { DepartmentCompliance } from '../../domain/training-stats';
import { chartHeight } from './compliance-chart-size';
import { fitText } from './fit-text';

export interface ComplianceBarsProps {
  departments: DepartmentCompliance[];
  /** The chart's text alternative (role="img"). */
  summary: string;
  /** Formats a 0–1 share as a percentage in the active language. */
  formatPercent: (value: number) => string;
}

/** uPlot's facet unit for a colour per bar (a `const enum` in its types, so not importable at runtime). */
const COLOR_UNIT = 3 as uPlot.Series.BarsPathBuilderFacetUnit;
/** Room after the bars for the longest written share ("100%"), in CSS px. */
const LABEL_ROOM_PX = 56;

/** Compliance colour bands: at or above 90 % is good, 75 % needs attention, below is poor. */
function barColor(value: number | null, read: (token: string) => string): string {
  if (value === null) return read('--color-border');
  return read(value >= 0.9 ? '--color-success' : value >= 0.75 ? '--color-warning' : '--color-danger');
}

/** The department names' axis: at most 140 px, a third of a narrow chart, in CSS px. */
const nameAxisSize = (chart: uPlot) => Math.min(140, Math.round(chart.width * 0.35));
/** Room the axis keeps between its names and the bars, in CSS px. */
const NAME_GAP_PX = 8;

function options(host: HTMLElement, { departments, formatPercent }: ComplianceBarsProps): uPlot.Options {
  const style = getComputedStyle(host);
  const read = (token: string) => style.getPropertyValue(token).trim();
  const rtl = style.direction === 'rtl';
  const font = `12px ${style.fontFamily}`;
  const text = read('--color-text-muted');
  const indices = departments.map((_, index) => index);
  const measure = document.createElement('canvas').getContext('2d');
  if (measure) measure.font = font;
  return {
    width: host.clientWidth,
    height: chartHeight(departments.length),
    legend: { show: false },
    // Room after the longest bar for its written share.
    padding: [8, rtl ? 8 : LABEL_ROOM_PX, 0, rtl ? LABEL_ROOM_PX : 8],
    cursor: { show: false },
    scales: {
      // Departments run down the chart, the compliance share across it (mirrored in RTL).
      x: { time: false, ori: 1, dir: -1, range: [-0.5, departments.length - 0.5] },
      y: { ori: 0, dir: rtl ? -1 : 1, range: [0, 1] },
    },
    axes: [
      {
        scale: 'x',
        side: rtl ? 1 : 3,
        size: nameAxisSize,
        gap: NAME_GAP_PX,
        font,
        stroke: text,
        grid: { show: false },
        ticks: { show: false },
        splits: () => indices,
        values: (chart, splits) =>
          splits.map((split) => {
            const name = departments[split]?.name ?? '';
            return measure ? fitText(measure, name, nameAxisSize(chart) - NAME_GAP_PX) : name;
          }),
      },
      {
        scale: 'y',
        side: 2,
        font,
        stroke: text,
        grid: { stroke: read('--color-border'), width: 1 },
        ticks: { show: false },
        // Quarters where they fit, halves on a phone.
        splits: (chart) => (chart.bbox.width / devicePixelRatio < 240 ? [0, 0.5, 1] : [0, 0.25, 0.5, 0.75, 1]),
        values: (_, splits) => splits.map(formatPercent),
      },
    ],
    series: [
      {},
      {
        scale: 'y',
        // No outline: uPlot fills each bar in its own colour only then.
        width: 0,
        paths: uPlot.paths.bars!({
          size: [0.6, 22],
          radius: 0.25,
          disp: { fill: { unit: COLOR_UNIT, values: () => departments.map((department) => barColor(department.compliance, read)) } },
        }),
        points: { show: false },
      },
    ],
    hooks: {
      // The exact share at the end of each bar: readable without a pointer, unlike a tooltip.
      draw: [
        (chart) => {
          const gap = 6 * devicePixelRatio * (rtl ? -1 : 1);
          const labels = departments.flatMap((department, index) =>
            department.compliance === null
              ? []
              : [
                  {
                    text: formatPercent(department.compliance),
                    x: chart.valToPos(department.compliance, 'y', true) + gap,
                    y: chart.valToPos(index, 'x', true),
                  },
                ],
          );
          drawBarLabels(chart, labels, style.fontFamily, read('--color-text'), rtl ? 'right' : 'left', 'middle');
        },
      ],
    },
  };
}

/**
 * The uPlot bar chart of compliance by department, in this lazily
 * loaded module so the chart library only ships to the page that shows it.
 * Takes the departments' 0–1 compliance shares; draws one bar per department
 * with its share written at the bar's end. Colours come from the theme's
 * tokens and follow theme and direction changes on `<html>`; the width follows
 * the container.
 */
export default function ComplianceBars({ departments, summary, formatPercent }: ComplianceBarsProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const build = useCallback((host: HTMLElement) => options(host, { departments, summary, formatPercent }), [departments, summary, formatPercent]);
  const data = useMemo<uPlot.AlignedData>(() => [departments.map((_, index) => index), departments.map((department) => department.compliance)], [departments]);
  useUplot(hostRef, build, data, chartHeight(departments.length));
  return <div ref={hostRef} role="img" aria-label={summary} style={{ height: chartHeight(departments.length) }} />;
}
