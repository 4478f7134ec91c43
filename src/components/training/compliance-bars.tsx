import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip, type ChartConfiguration } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { DepartmentCompliance } from '../../domain/training-stats';

// Only what a bar chart needs, so the lazy chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface ComplianceBarsProps {
  departments: DepartmentCompliance[];
  /** The chart's text alternative (canvas role="img"). */
  summary: string;
  /** Formats a 0–1 share as a percentage in the active language. */
  formatPercent: (value: number) => string;
}

/** Compliance colour bands: at or above 90 % is good, 75 % needs attention, below is poor. */
function barColor(value: number | null, read: (token: string) => string): string {
  if (value === null) return read('--color-border');
  return read(value >= 0.9 ? '--color-success' : value >= 0.75 ? '--color-warning' : '--color-danger');
}

function config(canvas: HTMLCanvasElement, { departments, formatPercent }: ComplianceBarsProps): ChartConfiguration<'bar'> {
  const style = getComputedStyle(canvas);
  const read = (token: string) => style.getPropertyValue(token).trim();
  const text = read('--color-text-muted');
  const font = { family: style.fontFamily };
  return {
    type: 'bar',
    data: {
      labels: departments.map((department) => department.name),
      datasets: [
        {
          data: departments.map((department) => (department.compliance === null ? null : Math.round(department.compliance * 1000) / 10)),
          backgroundColor: departments.map((department) => barColor(department.compliance, read)),
          borderRadius: 4,
          maxBarThickness: 22,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: {
          min: 0,
          max: 100,
          reverse: style.direction === 'rtl',
          ticks: { color: text, font, callback: (value) => formatPercent(Number(value) / 100) },
          grid: { color: read('--color-border') },
        },
        y: { position: style.direction === 'rtl' ? 'right' : 'left', ticks: { color: text, font }, grid: { display: false } },
      },
      plugins: {
        tooltip: {
          rtl: style.direction === 'rtl',
          callbacks: { label: (item) => (item.raw === null ? '' : formatPercent(Number(item.raw) / 100)) },
        },
      },
    },
  };
}

/**
 * The chart.js bar chart of compliance by department, in this lazily loaded
 * module so chart.js only ships to pages that show it. Colours come from the
 * theme's tokens and follow theme and direction changes on `<html>`.
 */
export default function ComplianceBars(props: ComplianceBarsProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { departments, summary, formatPercent } = props;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const settings = { departments, summary, formatPercent };
    let chart: Chart<'bar'> | undefined = new Chart(canvas, config(canvas, settings));
    const observer = new MutationObserver(() => {
      chart?.destroy();
      chart = new Chart(canvas, config(canvas, settings));
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'dir'] });
    return () => {
      observer.disconnect();
      chart?.destroy();
      chart = undefined;
    };
  }, [departments, summary, formatPercent]);

  return (
    <div style={{ position: 'relative', height: Math.max(180, departments.length * 38 + 40) }}>
      <canvas ref={canvasRef} role="img" aria-label={summary} />
    </div>
  );
}
