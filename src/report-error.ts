import { config } from './config';

/** Which of React's root callbacks saw the error: caught by a boundary, escaped every boundary, or recovered from. */
export type ErrorSource = 'caught' | 'uncaught' | 'recoverable';

/**
 * The one place an error that reached an error boundary or React's root is reported: the console
 * always, and `VITE_ERROR_REPORT_URL` when configured, as a JSON beacon `{ source, message, name,
 * stack, componentStack, url, at }` (never throws; a failed beacon is dropped). The user sees
 * §8's 'Something went wrong' from the boundary, not this.
 */
export function reportError(error: unknown, source: ErrorSource, componentStack?: string | null): void {
  console.error(`[${source}]`, error, componentStack ?? '');
  if (!config.errorReportUrl) return;
  const detail = error instanceof Error ? { message: error.message, name: error.name, stack: error.stack } : { message: String(error) };
  try {
    const body = JSON.stringify({ source, ...detail, componentStack: componentStack ?? null, url: window.location.href, at: new Date().toISOString() });
    navigator.sendBeacon(config.errorReportUrl, new Blob([body], { type: 'application/json' }));
  } catch {
    // Reporting must never add a second failure to the first.
  }
}
