import { config } from './config';

/**
 * Where the error was seen: React's root callbacks (caught by a boundary, escaped every boundary,
 * recovered from), or the gateway (`response`: a server answer that does not fit the gateway schema).
 */
export type ErrorSource = 'caught' | 'uncaught' | 'recoverable' | 'response';

/**
 * The one place an error that reached an error boundary, React's root or the gateway is reported: the console
 * always, and `VITE_ERROR_REPORT_URL` when configured, as a JSON beacon `{ source, message, name,
 * stack, componentStack, url, at }` (never throws; a failed beacon is dropped). The user sees
 * §8's words from the boundary or a toast, not this.
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
