/**
 * Where a detail page's "back" goes: the list it was opened from, with that
 * list's filters (the opener puts it in the history state as `back`), else `fallback`.
 */
export function backTarget(fallback: string): string {
  const back = (window.history.state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith(fallback) ? back : fallback;
}
