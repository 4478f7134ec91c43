/** The hex digits of a file's SHA-256 the app shows: enough to tell two exports apart at a glance. */
const SHOWN_DIGITS = 12;

/**
 * The start of `file`'s SHA-256 in lowercase hex ({@link SHOWN_DIGITS} digits), what `sha256sum`
 * prints first for the same bytes, so an auditor can check a copy of an export (§19).
 * @returns `null` where the browser offers no digest (a page not served over https or from localhost).
 */
export async function fingerprint(file: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, SHOWN_DIGITS);
}
