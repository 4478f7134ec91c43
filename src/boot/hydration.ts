import { initialLanguage } from '../i18n/languages';
import { loadedMessages, loadMessages } from '../i18n/messages';
import { preloadShellRoot } from '../app/app-routes';
import { preloadPageRoot } from '../app/page-root';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { notFoundPage, routes } from '../routes/route-table';
import type { RouteDefinition } from '../routes/route-types';
import { hasSession } from '../machines/session-persistence';
import { bootTable } from './boot-table';
import { readCookie } from '../i18n/read-cookie';
import { readVisitor, sameFirstRender, visitorKey, type FirstRenderKey } from './first-render';
import { PRERENDER_MARKS, type PrerenderKind } from './markers';

/** What the build prerendered into `#root`, read from its marks; null when there is none or it is unreadable. */
export function prerenderedIn(container: HTMLElement): { kind: PrerenderKind; key: FirstRenderKey } | null {
  const kind = container.getAttribute(PRERENDER_MARKS.kind);
  if (kind !== 'hydrate' && kind !== 'frame') return null;
  try {
    const key = JSON.parse(container.getAttribute(PRERENDER_MARKS.key) ?? '') as FirstRenderKey;
    return { kind, key };
  } catch {
    return null;
  }
}

/**
 * Whether this tab's first render draws the markup the build prerendered as `key`: the same key by
 * the contract (src/boot/first-render.ts) the frame gate applies too. Otherwise the client renders
 * afresh, as on every other page: a hydration that differs would throw the markup away anyway.
 */
export function drawsPrerender(key: FirstRenderKey): boolean {
  return sameFirstRender(key, visitorKey(readVisitor(bootTable, readCookie), bootTable));
}

/** The route the router draws at `path` (its default parser, regexparam's), or null for the 404 page. */
function routeAt(path: string): RouteDefinition | null {
  return routes.find((route) => matchRoute(parse, route.path, path)[0]) ?? null;
}

/**
 * Loads everything the first render of the page at `path` needs: the messages of the language in
 * effect, the page's chunk (the 404's for an unknown path), the shell's for a shell page the tab has
 * a session for (without one the guard sends it on, so the shell is not downloaded), and the root's
 * lazy parts. A render started after it draws the whole page in one pass: a hydration leaves nothing
 * dehydrated (where React would drop a click), a frame is replaced by the whole page at once, and a
 * fresh render shows no loader, which React would keep on screen for at least 300 ms once shown.
 * @returns false when something could not load (offline, a failed fetch): the client then renders
 * afresh, which shows the key-only texts or the offline page (§8).
 */
export async function loadFirstRender(path: string): Promise<boolean> {
  const route = routeAt(path);
  const language = initialLanguage();
  const shell = route?.frame === 'shell';
  try {
    await Promise.all([
      loadMessages(language),
      shell && !hasSession() ? undefined : (route?.page ?? notFoundPage).preload(),
      shell && hasSession() ? preloadShellRoot() : undefined,
      preloadPageRoot(),
    ]);
  } catch {
    return false;
  }
  return Boolean(loadedMessages(language));
}
