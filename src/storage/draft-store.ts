import { DRAFT_PREFIX, sessionStorageOrNone } from './tab-store';

/**
 * Drafts: what a user typed in a form that writes, kept in this tab's sessionStorage under
 * `draft:<user id>:<form id>` until it is saved or discarded. A draft outlives the session's end
 * (expiry, a 401: `clearSessionStorage` keeps every key under `DRAFT_PREFIX`) and a reload, so
 * the same user finds it again on the same page; an explicit sign-out removes them all. Never a
 * password: only the training forms keep drafts. Corrupt entries read as none and are removed.
 */
/** A draft as stored: the form's values, when they were typed (ms since the epoch), and the version of the record the edit began from (none for a new record). */
export interface Draft {
  values: Record<string, unknown>;
  savedAt: number;
  version?: number;
}

/** The user whose drafts are read and written: the session's (`selectDraftOwner`), null when there is none. */
export type DraftOwner = string | null;

const keyOf = (owner: DraftOwner, formId: string) => (owner === null || owner === '' ? null : `${DRAFT_PREFIX}${owner}:${formId}`);

/** When each draft was last discarded or saved in this tab (ms): a write typed before then is stale and dropped. */
const settledAt = new Map<string, number>();
/** When each user last signed out, here or in another tab (ms): a write of theirs typed before then is dropped too. */
const signedOutAt = new Map<string, number>();

/**
 * A draft's values as the form's own: each field of `defaults` takes the draft's value when it has
 * the same type (a field whose default is null takes text, a number or null; a list takes a list of
 * text, the ids a form's boxes tick), else keeps its
 * default; fields the form does not have are dropped. A draft is storage, read from outside: a
 * value of another shape never reaches a field.
 */
export function draftValuesLike<Values extends Record<string, unknown>>(defaults: Values, stored: Record<string, unknown>): Values {
  const fits = (value: unknown, fallback: unknown) =>
    fallback === null
      ? value === null || typeof value === 'string' || typeof value === 'number'
      : Array.isArray(fallback)
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : typeof value === typeof fallback && value !== null && !Array.isArray(value);
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => {
      const value = Object.hasOwn(stored, key) ? stored[key] : undefined;
      return [key, fits(value, fallback) ? value : fallback];
    }),
  ) as Values;
}

/** `owner`'s draft of form `formId`, or null (none, no user, or corrupt: then removed). */
export function readDraft(owner: DraftOwner, formId: string): Draft | null {
  const key = keyOf(owner, formId);
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
  const { values, savedAt, version } = value as Partial<Draft>;
  return (
    !!values &&
    typeof values === 'object' &&
    !Array.isArray(values) &&
    typeof savedAt === 'number' &&
    Number.isFinite(savedAt) &&
    (version === undefined || Number.isSafeInteger(version))
  );
}

/**
 * Keeps `values` as `owner`'s draft of form `formId`, typed at `typedAt` (ms) on the record's `version`
 * (none for a new record); a write typed before the draft was last saved or discarded is dropped.
 * Storage that is full or blocked keeps nothing, silently.
 */
export function writeDraft(owner: DraftOwner, formId: string, values: Record<string, unknown>, typedAt = Date.now(), version?: number): void {
  const key = keyOf(owner, formId);
  if (!key || typedAt < Math.max(settledAt.get(key) ?? 0, signedOutAt.get(owner!) ?? 0)) return;
  try {
    sessionStorageOrNone()?.setItem(key, JSON.stringify({ values, savedAt: typedAt, version } satisfies Draft));
  } catch {
    // Quota or blocked storage: the form still has the values; only the draft is not kept.
  }
}

/**
 * What an edit of a record at `version` starts from, given `owner`'s draft of form `formId`: the version the
 * draft began from when it has one (its save then meets the record's conflict check, never overwriting
 * a change made since in silence), else `version`; and whether the record changed since the draft.
 */
export function draftBase(owner: DraftOwner, formId: string | undefined, version: number | undefined): { version: number | undefined; changedSince: boolean } {
  const drafted = formId ? readDraft(owner, formId)?.version : undefined;
  if (drafted === undefined || version === undefined) return { version, changedSince: false };
  return { version: drafted, changedSince: drafted !== version };
}

/** Removes `owner`'s draft of form `formId`: it was saved, or the user discarded it. */
export function removeDraft(owner: DraftOwner, formId: string): void {
  const key = keyOf(owner, formId);
  if (!key) return;
  settledAt.set(key, Date.now());
  sessionStorageOrNone()?.removeItem(key);
}

/** The ids of `owner`'s drafts whose form id starts with `prefix` (e.g. `completion:`), as `formId` minus the prefix. */
export function draftIdsUnder(owner: DraftOwner, prefix: string): string[] {
  const key = keyOf(owner, prefix);
  const storage = sessionStorageOrNone();
  if (!key || !storage) return [];
  const ids: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (name?.startsWith(key)) ids.push(name.slice(key.length));
  }
  return ids;
}

/**
 * Removes every draft of user `userId` from this tab: that user signed out, here or in another tab. A
 * form still open as the page goes writes nothing of theirs typed before now.
 */
export function removeDraftsOf(userId: string): void {
  signedOutAt.set(userId, Date.now());
  const storage = sessionStorageOrNone();
  if (!storage) return;
  const prefix = `${DRAFT_PREFIX}${userId}:`;
  for (let index = storage.length; index--;) {
    const name = storage.key(index);
    if (name?.startsWith(prefix)) storage.removeItem(name);
  }
}
