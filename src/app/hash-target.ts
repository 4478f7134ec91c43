/**
 * The element id a URL hash names (§2: scroll to the anchor): percent-decoded, or as written when it
 * is not valid percent-encoding (`#%`, which made decodeURIComponent throw in render). Never throws.
 */
export function hashTarget(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
