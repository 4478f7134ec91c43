import { DRAFT_PREFIX, readSessionUser, sessionStorageOrNone } from './session-store';

/**
 * Drafts: what a user typed in a form that writes, kept in this tab's sessionStorage under
 * `draft:<user id>:<form id>` until it is saved or discarded. A draft outlives the session's end
 * (expiry, a 401: `clearSessionStorage` keeps every key under `DRAFT_PREFIX`) and a reload, so
 * the same user finds it again on the same page; an explicit sign-out removes them all. Never a
 * password: only the training forms keep drafts. Corrupt entries read as none and are removed.
 */
/** A draft as stored: the form's values and when they were typed (ms since the epoch). */
export interface Draft {
  values: Record<string, unknown>;
  savedAt: number;
}

/** The user a draft belongs to: the session's, else the one the tab last signed in as (the session may have just ended). */
function userKey(): string | null {
  const id = readSessionUser().user_id ?? lastUser;
  if (id === undefined || id === null || id === '') return null;
  lastUser = id;
  return String(id);
}
let lastUser: string | number | undefined;

const keyOf = (formId: string) => {
  const user = userKey();
  return user === null ? null : `${DRAFT_PREFIX}${user}:${formId}`;
};

/** When each draft was last discarded or saved in this tab (ms): a write typed before then is stale and dropped. */
const settledAt = new Map<string, number>();

/**
 * A draft's values as the form's own: each field of `defaults` takes the draft's value when it has
 * the same type (a field whose default is null takes text, a number or null), else keeps its
 * default; fields the form does not have are dropped. A draft is storage, read from outside: a
 * value of another shape never reaches a field.
 */
export function draftValuesLike<Values extends Record<string, unknown>>(defaults: Values, stored: Record<string, unknown>): Values {
  const fits = (value: unknown, fallback: unknown) =>
    fallback === null ? value === null || typeof value === 'string' || typeof value === 'number' : typeof value === typeof fallback && value !== null;
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => {
      const value = Object.hasOwn(stored, key) ? stored[key] : undefined;
      return [key, fits(value, fallback) ? value : fallback];
    }),
  ) as Values;
}

/** The signed-in user's draft of form `formId`, or null (none, no user, or corrupt: then removed). */
export function readDraft(formId: string): Draft | null {
  const key = keyOf(formId);
  const storage = sessionStorageOrNone();
  if (!key || !storage) return null;
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isDraft(parsed)) return parsed;
  } catch {
    // Falls through: a draft that is no JSON is removed like any other corrupt one.
  }
  storage.removeItem(key);
  return null;
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const { values, savedAt } = value as Partial<Draft>;
  return !!values && typeof values === 'object' && !Array.isArray(values) && typeof savedAt === 'number' && Number.isFinite(savedAt);
}

/**
 * Keeps `values` as the draft of form `formId`, typed at `typedAt` (ms); a write typed before the
 * draft was last saved or discarded is dropped. Storage that is full or blocked keeps nothing, silently.
 */
export function writeDraft(formId: string, values: Record<string, unknown>, typedAt = Date.now()): void {
  const key = keyOf(formId);
  if (!key || typedAt < (settledAt.get(key) ?? 0)) return;
  try {
    sessionStorageOrNone()?.setItem(key, JSON.stringify({ values, savedAt: typedAt } satisfies Draft));
  } catch {
    // Quota or blocked storage: the form still has the values; only the draft is not kept.
  }
}

/** Removes the draft of form `formId`: it was saved, or the user discarded it. */
export function removeDraft(formId: string): void {
  const key = keyOf(formId);
  if (!key) return;
  settledAt.set(key, Date.now());
  sessionStorageOrNone()?.removeItem(key);
}

/** The ids of the signed-in user's drafts whose form id starts with `prefix` (e.g. `completion:`), as `formId` minus the prefix. */
export function draftIdsUnder(prefix: string): string[] {
  const key = keyOf(prefix);
  const storage = sessionStorageOrNone();
  if (!key || !storage) return [];
  const ids: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (name?.startsWith(key)) ids.push(name.slice(key.length));
  }
  return ids;
}
