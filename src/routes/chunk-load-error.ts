/** A lazy page's code could not be loaded (offline, or a stale deployment): the app shows the offline page (§2). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'A page failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}
