/**
 * Answers requested before anything reads them: a page's first data, asked for
 * beside the page's code instead of after it (a request waterfall). Each answer
 * is read once, by the page's first fetch of the same key.
 */
const pending = new Map<string, { answer: Promise<unknown>; startedAt: number }>();

/** How long (ms) an unread answer may still stand in for a fresh request. */
const FRESH_MS = 10_000;

/** Starts `request` under `key` unless an unread answer for that key is already under way. */
export function prefetch(key: string, request: () => Promise<unknown>): void {
  if (pending.has(key)) return;
  const answer = request();
  // Unread, a failure is nobody's; the reader that takes it handles it.
  answer.catch(() => undefined);
  pending.set(key, { answer, startedAt: Date.now() });
}

/** @returns the answer prefetched under `key` (once; a later call starts afresh), or `request()` when there is none or it is stale. */
export function prefetched<T>(key: string, request: () => Promise<T>): Promise<T> {
  const entry = pending.get(key);
  pending.delete(key);
  return entry && Date.now() - entry.startedAt < FRESH_MS ? (entry.answer as Promise<T>) : request();
}
