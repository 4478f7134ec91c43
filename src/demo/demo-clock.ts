import { isIsoDate, type IsoDate } from '../domain/training';
import { scenariosOffered } from './scenario-choice';

/** sessionStorage key of the demo clock's day, kept for the tab as the scenario is. */
export const DEMO_TODAY_STORAGE_KEY = 'demo-today';

/** The `?today=` value that returns the demo clock to the real date. */
const REAL_TODAY = 'real';

/**
 * The demo clock's day for a page: `?today=YYYY-MM-DD` sets it, `?today=real` clears it, anything
 * else in the URL leaves the stored one (a value that is not a real date is ignored, as is a corrupt
 * stored one); the result is stored for the tab. @returns the day, or null for the real date.
 */
export function chooseDemoToday(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): IsoDate | null {
  const fromUrl = new URLSearchParams(search).get('today');
  const candidate = fromUrl === REAL_TODAY ? null : fromUrl !== null && isIsoDate(fromUrl) ? fromUrl : storage.getItem(DEMO_TODAY_STORAGE_KEY);
  const day = candidate !== null && isIsoDate(candidate) ? candidate : null;
  keep(day, storage);
  return day;
}

function keep(day: IsoDate | null, storage: Pick<Storage, 'setItem' | 'removeItem'>): void {
  try {
    if (day === null) storage.removeItem(DEMO_TODAY_STORAGE_KEY);
    else storage.setItem(DEMO_TODAY_STORAGE_KEY, day);
  } catch {
    // Blocked storage: the clock holds for this page only.
  }
}

let chosen: IsoDate | null | undefined;

/**
 * The day QA's demo clock pins as today in this tab, chosen once per page load; null for the real
 * date, and always null where the build offers no demo controls (API, oidc, the product alone) or
 * there is no browser (the prerender). Sign out clears session storage, so the day is written back
 * when the page is left, as the scenario is.
 */
export function demoToday(): IsoDate | null {
  if (typeof location === 'undefined' || !scenariosOffered) return null;
  if (chosen === undefined) {
    const day = chooseDemoToday(location.search, sessionStorage);
    chosen = day;
    addEventListener('pagehide', () => keep(chosen ?? null, sessionStorage));
  }
  return chosen;
}

/** Returns the tab to the real date: forgets the stored day (the caller loads a URL without `?today=`). */
export function forgetDemoToday(): void {
  chosen = null;
  keep(null, sessionStorage);
}
