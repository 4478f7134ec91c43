/** A lazy page's or overlay's code could not be loaded (offline, or a stale deployment): a page shows the offline page (§2), an overlay a toast. */
export class ChunkLoadError extends Error {
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
