import { LAYOUT_STORAGE_KEY, serializeLayout, type LayoutAttributes, type StoredLayout } from './layout-settings.js';

/** The stored layout settings (raw), or null when absent or storage is blocked. */
export function readStoredLayout(): string | null {
  try {
    return localStorage.getItem(LAYOUT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the settings for the next visit; a full or blocked storage only loses persistence. */
export function writeStoredLayout(stored: StoredLayout): void {
  try {
    localStorage.setItem(LAYOUT_STORAGE_KEY, serializeLayout(stored));
  } catch {
    // The choice still applies to this page.
  }
}

/** Sets (or, for null, removes) each attribute on `<html>`. */
export function applyHtmlAttributes(attributes: LayoutAttributes): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}

/** Sets `<html lang>` to the active language's BCP 47 tag (§9). */
export function applyHtmlLanguage(tag: string): void {
  document.documentElement.lang = tag;
}
