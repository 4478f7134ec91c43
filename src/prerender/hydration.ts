import { hasStoredSession } from '../routes/guards';
import { DEFAULT_LANGUAGE, initialLanguage } from '../i18n/languages';
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
