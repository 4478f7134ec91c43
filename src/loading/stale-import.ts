/** The module URL a browser names in a failed dynamic import's message (Chromium and Firefox name it; Safari does not). */
const MODULE_URL = /https?:\/\/[^\s'"]+\.js\b/;

/**
 * Whether a dynamic import failed again only because the browser keeps the first failure: some
 * browsers (Chromium 150, as Debian bookworm ships it) hold a failed module fetch for the page's
 * life, so `import()` of that URL fails at once, without a request, even once the network is back
 * (newer ones fetch again). Told apart from being offline by fetching the chunk itself: it is
 * there, the import still fails. Only then is a reload the way to load it; never throws.
 */
export async function keptImportFailure(cause: unknown): Promise<boolean> {
  const url = MODULE_URL.exec(cause instanceof Error ? cause.message : String(cause))?.[0];
  if (!url || globalThis.navigator?.onLine === false) return false;
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
