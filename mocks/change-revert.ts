import { AUDITED_KINDS, changeKey, type ChangeEntry, type ChangeKind, type StoredRow } from './change-log';
import type { TrainingStore } from './training-store';

/** A record's version as the change log compares it: its `version`, else 1 while it exists and 0 once removed. */
export const versionOf = (row: StoredRow | null): number => (row === null ? 0 : typeof row.version === 'number' ? row.version : 1);

/**
 * The row a revert writes: the entry's `before` again, at the version after the current one
 * (`current`, the row as it is now), or null (the row goes) when the entry created it. A row
 * without a version comes back as it was. Pure.
 */
export function revertedRow(before: StoredRow | null, current: StoredRow | null): StoredRow | null {
  if (before === null) return null;
  if (typeof before.version !== 'number') return before;
  return { ...before, version: Math.max(versionOf(current), before.version) + 1 };
}

/** Why a record cannot be taken back: it changed since (`changed`), or taking it back would break another record (`blocked`). */
export interface RevertProblem {
  kind: ChangeKind;
  recordId: string;
  reason: 'changed' | 'blocked';
  /** The entries written to the record since the ones being taken back, oldest first. */
  since: ChangeEntry[];
  /** What a person reads about a blocked one. */
  detail: string | null;
}

/** One record a revert takes back: to `before` of its first entry, from the state its last entry left. */
interface Target {
  kind: ChangeKind;
  recordId: string;
  first: ChangeEntry;
  last: ChangeEntry;
}

/** The records `entries` touched, each with its oldest and newest of them (log order). */
function targetsOf(entries: readonly ChangeEntry[]): Target[] {
  const byKey = new Map<string, Target>();
  for (const entry of entries) {
    const key = changeKey(entry.kind, entry.recordId);
    const known = byKey.get(key);
    if (known) known.last = entry;
    else byKey.set(key, { kind: entry.kind, recordId: entry.recordId, first: entry, last: entry });
  }
  return [...byKey.values()];
}

/** What each kind points at: the field, and the kind of record it names. */
const PARENTS: Partial<Record<ChangeKind, readonly { field: string; kind: ChangeKind }[]>> = {
  record: [
    { field: 'employeeId', kind: 'employee' },
    { field: 'trainingId', kind: 'training' },
  ],
  exemption: [
    { field: 'employeeId', kind: 'employee' },
    { field: 'requirementId', kind: 'requirement' },
  ],
  requirement: [{ field: 'trainingId', kind: 'training' }],
};

/** Fields no two rows of a kind may share (the forms' checks say so too). */
const UNIQUE_FIELDS: Partial<Record<ChangeKind, readonly string[]>> = { employee: ['code', 'email'], training: ['code'] };

const rowsOf = (store: TrainingStore, kind: ChangeKind): StoredRow[] =>
  AUDITED_KINDS.find((audited) => audited.kind === kind)!.rows(store.data(), store.compliance()) as StoredRow[];

/**
 * The rows there will be after a revert that gives `restored` (by key: a row, or null for one that
 * goes): each kind's rows now, with those swapped in.
 */
function rowsAfter(store: TrainingStore, restored: ReadonlyMap<string, StoredRow | null>) {
  const cache = new Map<ChangeKind, Map<string, StoredRow>>();
  return (kind: ChangeKind) => {
    let rows = cache.get(kind);
    if (!rows) {
      rows = new Map(rowsOf(store, kind).map((row) => [row.id, row]));
      for (const [key, row] of restored) {
        if (!key.startsWith(`${kind}:`)) continue;
        const id = key.slice(kind.length + 1);
        if (row === null) rows.delete(id);
        else rows.set(id, row);
      }
      cache.set(kind, rows);
    }
    return rows;
  };
}

/** Why the rows after a revert would not hold together: a row pointing at one that is gone, or two sharing a unique value. */
function breakage(kind: ChangeKind, id: string, row: StoredRow | null, after: ReturnType<typeof rowsAfter>): string | null {
  if (row === null) {
    // A row that goes: nothing left may point at it.
    for (const [child, parents] of Object.entries(PARENTS) as [ChangeKind, (typeof PARENTS)[ChangeKind]][]) {
      for (const parent of parents ?? []) {
        if (parent.kind === kind && [...after(child).values()].some((candidate) => candidate[parent.field] === id)) return 'Other records depend on it now.';
      }
    }
    return null;
  }
  for (const parent of PARENTS[kind] ?? []) {
    if (!after(parent.kind).has(String(row[parent.field]))) return `The ${parent.kind} it belongs to is gone.`;
  }
  for (const field of UNIQUE_FIELDS[kind] ?? []) {
    const value = String(row[field] ?? '').toLowerCase();
    const taken = [...after(kind).values()].some((other) => other.id !== id && String(other[field] ?? '').toLowerCase() === value);
    // Who holds it now may be outside the reader's scope: the value is theirs to see, the other record is not named.
    if (taken) return `${String(row[field])} is now used by another ${kind}.`;
  }
  return null;
}

/**
 * Why `entries` cannot be taken back as one: records written to by anything else since the first of
 * them; a row that would point at one that is gone, or that others would point at once gone; a value
 * another record now holds. Empty when it can.
 */
export function revertProblems(store: TrainingStore, entries: readonly ChangeEntry[]): RevertProblem[] {
  const log = store.changes();
  const own = new Set(entries.map((entry) => entry.id));
  const position = new Map(log.map((entry, index) => [entry.id, index]));
  const problems: RevertProblem[] = [];
  const targets = targetsOf(entries);
  const restored = new Map<string, StoredRow | null>();
  for (const target of targets) {
    const current = rowsOf(store, target.kind).find((row) => row.id === target.recordId) ?? null;
    restored.set(changeKey(target.kind, target.recordId), revertedRow(target.first.before, current));
  }
  const after = rowsAfter(store, restored);
  for (const target of targets) {
    const from = position.get(target.first.id) ?? log.length;
    const since = log.slice(from + 1).filter((entry) => entry.kind === target.kind && entry.recordId === target.recordId && !own.has(entry.id));
    if (since.length > 0) {
      problems.push({ kind: target.kind, recordId: target.recordId, reason: 'changed', since, detail: null });
      continue;
    }
    const detail = breakage(target.kind, target.recordId, restored.get(changeKey(target.kind, target.recordId)) ?? null, after);
    if (detail) problems.push({ kind: target.kind, recordId: target.recordId, reason: 'blocked', since: [], detail });
  }
  return problems;
}

/**
 * Takes `entries` back as one write: each record they touched returns to what it was before the
 * first of them (a creation goes, a removal comes back). Check `revertProblems` first.
 * @returns the rows' keys mapped to the entry each takes back (the newest of that record), for the commit.
 */
export function applyRevert(store: TrainingStore, entries: readonly ChangeEntry[]): Map<string, string> {
  const reverting = new Map<string, string>();
  for (const target of targetsOf(entries).reverse()) {
    const rows = rowsOf(store, target.kind);
    const at = rows.findIndex((row) => row.id === target.recordId);
    const next = revertedRow(target.first.before, at < 0 ? null : rows[at]!);
    if (next === null) {
      if (at >= 0) rows.splice(at, 1);
    } else if (at >= 0) rows[at] = next;
    else rows.push(next);
    reverting.set(changeKey(target.kind, target.recordId), target.last.id);
  }
  return reverting;
}
