import { hasStoredSession } from '../routes/guards';
import { DEFAULT_LANGUAGE, initialLanguage } from '../i18n/languages';
import { loadedMessages, loadMessages } from '../i18n/messages';
import { preloadShellRoot } from '../routes/app-routes';
import { preloadPageRoot } from '../routes/page-root';
import { routes } from '../routes/route-table';
import { readStoredLayout } from '../theme/layout-dom';
import { effectiveDirection, initialLayoutState } from '../theme/layout-state';

/**
 * Whether the app's first render in this tab equals the markup the build
 * prerendered into `container` (scripts/vite-prerender.ts): the page it was
 * rendered for, in the same year, in English, left to right, signed out. Otherwise the client
 * renders afresh, as on every other page: a hydration that differs would
 * throw the markup away anyway, with an error in the console.
 */
export function matchesPrerender(container: HTMLElement): boolean {
  if (container.dataset.prerendered !== window.location.pathname) return false;
  // The footers' copyright shows the current year.
  if (container.dataset.prerenderedYear !== String(new Date().getFullYear())) return false;
  if (initialLanguage() !== DEFAULT_LANGUAGE || hasStoredSession()) return false;
  // A chosen right-to-left layout changes react-aria's locale (light-root.tsx).
  const layout = initialLayoutState({ stored: readStoredLayout(), viewportWidth: window.innerWidth });
  return effectiveDirection(layout) === 'ltr';
}

/**
 * Loads everything the first render of the page at `path` needs: the
 * messages of the language in effect, the page's chunk (and the shell's, for
 * a shell page) and the root's lazy parts. A render started after it draws
 * the whole page in one pass: a hydration leaves nothing dehydrated (where
 * React would drop a click), and a frame is replaced by the whole page at once.
 * @returns false when something could not load (offline, a failed fetch): the
 * client then renders afresh, which shows the key-only texts or the offline page (§8).
 */
export async function loadFirstRender(path: string): Promise<boolean> {
  const route = routes.find((candidate) => candidate.path === path);
  const language = initialLanguage();
  try {
    await Promise.all([loadMessages(language), route?.page.preload(), route?.frame === 'shell' ? preloadShellRoot() : undefined, preloadPageRoot()]);
  } catch {
    return false;
  }
  return Boolean(route && loadedMessages(language));
}
