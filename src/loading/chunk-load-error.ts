/**
 * The messages browsers give a dynamic import whose module, or one it imports, could not be fetched:
 * Chromium's, Firefox's and WebKit's, and Vite's when a chunk's stylesheet could not be. Anything
 * else an import rejects with was thrown by the module's own code as it ran.
 */
const DOWNLOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether a dynamic import's rejection is a failed download (offline, a 503, a file gone) rather than the module throwing. */
function isDownloadFailure(cause: unknown): boolean {
  return cause instanceof Error && DOWNLOAD_FAILURE.test(cause.message);
}

/**
 * A lazy page's or overlay's code could not be downloaded: offline, or the server failed it (a 503, a
 * stale deployment). A page shows the offline page (§2) when the browser is offline, else §8's
 * 'Something went wrong' with 'Try again'; an overlay a toast. Not reported: the code is not at fault.
 */
export class ChunkLoadError extends Error {
  /** Whether the browser was offline when the load failed (`navigator.onLine`), so the offline page is the truth. */
  readonly offline: boolean = globalThis.navigator?.onLine === false;

  /**
   * @param cause the failed import's error.
   * @param retry makes the next render import the code again (React.lazy keeps a failure for good);
   * called by whoever shows the failure, when the user asks again, never at once (offline, that would loop).
   */
  constructor(
    cause: unknown,
    readonly retry?: () => void,
  ) {
    super(cause instanceof Error ? cause.message : 'A page failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A chunk arrived but its code threw as it ran (a library rejecting the browser's locale, a bug): an
 * error in the app, reported and shown as 'Something went wrong', never as offline. The browser keeps
 * a module that failed to run (some, WebKit among them, in a half-run state that breaks the next
 * import), so trying again means loading the page again.
 */
export class ChunkEvaluationError extends Error {
  /** @param cause what the module threw. */
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkEvaluationError';
  }

  /** Loads the page again, the one way to run the module anew. */
  retry(): void {
    window.location.reload();
  }
}

/** A failed dynamic import as what it is: a `ChunkLoadError` (with `retry`) or a `ChunkEvaluationError`. */
export function chunkFailure(cause: unknown, retry?: () => void): ChunkLoadError | ChunkEvaluationError {
  const original = cause instanceof ChunkLoadError || cause instanceof ChunkEvaluationError ? cause.cause : cause;
  return isDownloadFailure(original) ? new ChunkLoadError(original, retry) : new ChunkEvaluationError(original);
}

/**
 * Readies the next render of what failed with `error`: a failed download is fetched anew on it; code
 * that threw as it ran can only run again in a new page, so the page reloads.
 * @returns false when the page reloads instead (nothing to render again).
 */
export function readyRetry(error: unknown): boolean {
  if (error instanceof ChunkEvaluationError) {
    error.retry();
    return false;
  }
  if (error instanceof ChunkLoadError) error.retry?.();
  return true;
}
