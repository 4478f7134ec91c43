import { sessionStorageOrNone } from './tab-store';

// Apart from tab-store.ts, which every page's entry holds: only the signed-in shell reads this.

/** What was unread when the user last opened their notifications (ids of the first page, and the count). */
const NEW_AT_VISIT_KEY = 'notificationsNewAtVisit';

/** The notifications unread at the user's last visit: the ids among the first page, and how many in all. */
export interface NewAtVisit {
  ids: string[];
  count: number;
}

/**
 * The notifications new at the last visit as a typed value: `ids` a list of text (at most 100),
 * `count` a whole number at least the ids'; anything else reads as nothing new.
 */
export function parseNewAtVisit(raw: string | null | undefined): NewAtVisit {
  const nothing = { ids: [], count: 0 };
  if (!raw) return nothing;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return nothing;
  }
  if (!value || typeof value !== 'object') return nothing;
  const { ids, count } = value as Record<string, unknown>;
  if (!Array.isArray(ids) || ids.length > 100 || !ids.every((id) => typeof id === 'string')) return nothing;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < ids.length) return nothing;
  return { ids: ids as string[], count };
}

export function readNewAtVisit(): NewAtVisit {
  return parseNewAtVisit(sessionStorageOrNone()?.getItem(NEW_AT_VISIT_KEY));
}

export function writeNewAtVisit(value: NewAtVisit): void {
  sessionStorageOrNone()?.setItem(NEW_AT_VISIT_KEY, JSON.stringify(value));
}
