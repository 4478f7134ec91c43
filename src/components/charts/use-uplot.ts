import { useEffect, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * Draws a uPlot chart into `hostRef`'s element and keeps it drawn: it is built again from
 * `options(host)` when the theme or the direction on `<html>` changes (colours and sides come from
 * them), and follows the host's width at `height` CSS px. Only chart modules, loaded with the
 * chart, import this, so uPlot ships to no page that draws none. Build `options` and `data` once
 * per change (memoized): the chart is drawn again whenever either is a new value.
 */
export function useUplot(hostRef: RefObject<HTMLElement | null>, options: (host: HTMLElement) => uPlot.Options, data: uPlot.AlignedData, height: number) {
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let chart = new uPlot(options(host), data, host);
    const rebuild = new MutationObserver(() => {
      chart.destroy();
      chart = new uPlot(options(host), data, host);
    });
    rebuild.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'dir'] });
    const resize = new ResizeObserver(() => {
      if (host.clientWidth !== chart.width) chart.setSize({ width: host.clientWidth, height });
    });
    resize.observe(host);
    return () => {
      rebuild.disconnect();
      resize.disconnect();
      chart.destroy();
    };
  }, [hostRef, options, data, height]);
}

/** A value written on a chart's canvas: its text and where, in canvas px. */
export interface BarLabel {
  text: string;
  x: number;
  y: number;
}

/**
 * Writes each bar's exact value beside it on `chart`'s canvas (readable without a pointer, unlike a
 * tooltip), in the chart's font at 12 CSS px semibold and `color`, aligned as the chart needs.
 */
export function drawBarLabels(
  chart: uPlot,
  labels: readonly BarLabel[],
  fontFamily: string,
  color: string,
  align: CanvasTextAlign,
  baseline: CanvasTextBaseline,
) {
  const { ctx } = chart;
  ctx.save();
  ctx.font = `600 ${Math.round(12 * devicePixelRatio)}px ${fontFamily}`;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = baseline;
  for (const label of labels) ctx.fillText(label.text, label.x, label.y);
  ctx.restore();
}
