import { fullName } from '../src/domain/training';
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

/** Rows that would point at nothing if `target` went: records and exemptions of an employee, records and requirements of a training, exemptions of a requirement. */
function dependants(store: TrainingStore, kind: ChangeKind, id: string): number {
  const data = store.data();
  const { requirements, exemptions } = store.compliance();
  if (kind === 'employee') return data.records.filter((row) => row.employeeId === id).length + exemptions.filter((row) => row.employeeId === id).length;
  if (kind === 'training') return data.records.filter((row) => row.trainingId === id).length + requirements.filter((row) => row.trainingId === id).length;
  if (kind === 'requirement') return exemptions.filter((row) => row.requirementId === id).length;
  return 0;
}

/** Fields no two rows of a kind may share (the forms' checks say so too). */
const UNIQUE_FIELDS: Partial<Record<ChangeKind, readonly string[]>> = { employee: ['code', 'email'], training: ['code'] };

const rowsOf = (store: TrainingStore, kind: ChangeKind): StoredRow[] =>
  AUDITED_KINDS.find((audited) => audited.kind === kind)!.rows(store.data(), store.compliance()) as StoredRow[];

/** A person's words for what another record now holds that the reverted one would take again. */
function clash(store: TrainingStore, kind: ChangeKind, row: StoredRow): string | null {
  for (const field of UNIQUE_FIELDS[kind] ?? []) {
    const value = String(row[field] ?? '').toLowerCase();
    const other = rowsOf(store, kind).find((candidate) => candidate.id !== row.id && String(candidate[field] ?? '').toLowerCase() === value);
    if (other) {
      const name = kind === 'employee' ? fullName(other as unknown as { firstName: string; lastName: string }) : String(other.title ?? other.id);
      return `${String(row[field])} is now used by ${name}.`;
    }
  }
  return null;
}

/**
 * Why `entries` cannot be taken back as one: records written to since (their newest entry is not
 * among them), a creation others now depend on, a value another record now holds. Empty when it can.
 */
export function revertProblems(store: TrainingStore, entries: readonly ChangeEntry[]): RevertProblem[] {
  const log = store.changes();
  const latest = new Map<string, number>();
  log.forEach((entry, position) => latest.set(changeKey(entry.kind, entry.recordId), position));
  const positions = new Map(log.map((entry, position) => [entry.id, position]));
  const problems: RevertProblem[] = [];
  for (const target of targetsOf(entries)) {
    const newest = latest.get(changeKey(target.kind, target.recordId)) ?? -1;
    const own = positions.get(target.last.id) ?? -1;
    if (newest > own) {
      const since = log.slice(own + 1).filter((entry) => entry.kind === target.kind && entry.recordId === target.recordId);
      problems.push({ kind: target.kind, recordId: target.recordId, reason: 'changed', since, detail: null });
      continue;
    }
    const before = target.first.before;
    const blocked =
      before === null ? (dependants(store, target.kind, target.recordId) > 0 ? 'Other records depend on it now.' : null) : clash(store, target.kind, before);
    if (blocked) problems.push({ kind: target.kind, recordId: target.recordId, reason: 'blocked', since: [], detail: blocked });
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
