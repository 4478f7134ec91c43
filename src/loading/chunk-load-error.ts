/**
 * A lazy page's or overlay's code could not be loaded: offline, or the server failed it (a 503, a
 * stale deployment). A page shows the offline page (§2) when the browser is offline, else §8's
 * 'Something went wrong' with 'Try again'; an overlay a toast.
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
