import type { TrainingData } from '../src/domain/training';
import type { ComplianceData } from './fixtures/requirements';

/** The kinds of record whose every write the backend keeps in the change log. */
export type ChangeKind = 'employee' | 'training' | 'record' | 'requirement' | 'exemption';

/** A stored row of any audited kind, as the log keeps it (the whole row, so that a revert restores it exactly). */
export type StoredRow = Readonly<Record<string, unknown>> & { readonly id: string };

/** Who made a change: the account's id and name as it was then. */
interface ChangeActor {
  id: number;
  name: string;
}

/** The writes that belong together (an import, the undo of one): one id, and what a person calls it. */
export interface ChangeBatch {
  id: string;
  label: string;
}

/**
 * One entry of the change log: one record's state before and after one write. Entries are only
 * ever added. `before` null is a creation, `after` null a removal; `revertOf` names the entry a
 * revert took back.
 */
export interface ChangeEntry {
  id: string;
  /** When, as an ISO instant (UTC). */
  at: string;
  actor: ChangeActor;
  kind: ChangeKind;
  recordId: string;
  before: StoredRow | null;
  after: StoredRow | null;
  batch: ChangeBatch | null;
  revertOf: string | null;
}

/** What a write is recorded as: who made it, the batch it belongs to, and the entries it takes back, by `changeKey`. */
export interface Commit {
  by: ChangeActor;
  batch?: ChangeBatch | null;
  reverting?: ReadonlyMap<string, string>;
}

/** The collections the log watches, each with the rows it holds. A rule over the data, not a list of handlers. */
export const AUDITED_KINDS: readonly { kind: ChangeKind; rows: (data: TrainingData, compliance: ComplianceData) => readonly StoredRow[] }[] = [
  { kind: 'employee', rows: (data) => data.employees },
  { kind: 'training', rows: (data) => data.trainings },
  { kind: 'record', rows: (data) => data.records },
  { kind: 'requirement', rows: (_data, compliance) => compliance.requirements as unknown as StoredRow[] },
  { kind: 'exemption', rows: (_data, compliance) => compliance.exemptions as unknown as StoredRow[] },
];

/** The key of one record of one kind, e.g. `employee:emp-4`. */
export const changeKey = (kind: ChangeKind, id: string): string => `${kind}:${id}`;

/** The rows of every audited collection as they were after the last write, by id; the arrays they came from tell a swapped db. */
export interface Snapshot {
  sources: readonly (readonly StoredRow[])[];
  rows: Map<string, StoredRow>[];
}

/** Freezes a row and what it holds (a requirement's scope and its lists), so no part of it changes in place. */
function freeze<Value>(value: Value): Value {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
}

/**
 * The rows as they are now. Each row is frozen, deeply: a write replaces a row and never changes one
 * in place, which is what lets a write be found by comparing rows by identity (and a handler that
 * forgets it throws at once, in strict mode, instead of going unrecorded).
 */
export function takeSnapshot(data: TrainingData, compliance: ComplianceData): Snapshot {
  const sources = AUDITED_KINDS.map(({ rows }) => rows(data, compliance));
  return { sources, rows: sources.map((rows) => new Map(rows.map((row) => [row.id, freeze(row)]))) };
}

/**
 * Drops the oldest entries past `kept`, whole batches at a time, so a batch is either all there (its
 * undo takes it all back) or gone (its undo finds nothing); the newest batch always stays whole,
 * however large.
 */
export function trimLog(entries: ChangeEntry[], kept: number): void {
  if (entries.length <= kept) return;
  const batchAt = (index: number) => entries[index]?.batch?.id ?? null;
  let newestStart = entries.length - 1;
  while (newestStart > 0 && batchAt(newestStart) !== null && batchAt(newestStart - 1) === batchAt(newestStart)) newestStart--;
  let cut = entries.length - kept;
  while (cut < entries.length && batchAt(cut) !== null && batchAt(cut) === batchAt(cut - 1)) cut++;
  entries.splice(0, Math.min(cut, newestStart));
}

/** The number the next entry takes: one more than the newest's, so a log trimmed at its start never gives an id twice. */
export function nextChangeNumber(log: readonly ChangeEntry[]): number {
  const newest = Number(log.at(-1)?.id.slice('chg-'.length));
  return Number.isInteger(newest) ? newest + 1 : log.length + 1;
}

/** Whether the db's collections are still the arrays the snapshot was taken of (a reset swaps them). */
export const snapshotHolds = (snapshot: Snapshot, data: TrainingData, compliance: ComplianceData): boolean =>
  AUDITED_KINDS.every(({ rows }, index) => rows(data, compliance) === snapshot.sources[index]);

const sameRow = (a: StoredRow, b: StoredRow) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The writes made since `snapshot`, as log entries (numbered on from `nextNumber`), and the snapshot
 * brought up to date. Costs one pass over each collection, comparing rows by identity.
 * @returns the entries in collection order, then row order; an unchanged copy of a row is no entry.
 */
export function diffSince(snapshot: Snapshot, data: TrainingData, compliance: ComplianceData, commit: Commit, nextNumber: number): ChangeEntry[] {
  const at = new Date().toISOString();
  const entries: ChangeEntry[] = [];
  const add = (kind: ChangeKind, recordId: string, before: StoredRow | null, after: StoredRow | null) =>
    entries.push({
      id: `chg-${nextNumber + entries.length}`,
      at,
      actor: commit.by,
      kind,
      recordId,
      before,
      after,
      batch: commit.batch ?? null,
      revertOf: commit.reverting?.get(changeKey(kind, recordId)) ?? null,
    });
  AUDITED_KINDS.forEach(({ kind, rows: rowsOf }, index) => {
    const previous = snapshot.rows[index]!;
    const rows = rowsOf(data, compliance);
    let matched = 0;
    const changed: [StoredRow | null, StoredRow][] = [];
    for (const row of rows) {
      const old = previous.get(row.id);
      if (old) matched++;
      if (old !== row) changed.push([old ?? null, row]);
    }
    for (const [old, row] of changed) {
      previous.set(row.id, freeze(row));
      if (!old || !sameRow(old, row)) add(kind, row.id, old, row);
    }
    if (matched < previous.size) {
      const present = new Set(rows.map((row) => row.id));
      for (const [id, old] of [...previous]) {
        if (present.has(id)) continue;
        previous.delete(id);
        add(kind, id, old, null);
      }
    }
  });
  return entries;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isRowOrNull = (value: unknown, id: unknown) => value === null || (isObject(value) && value.id === id);
const KINDS = new Set(['employee', 'training', 'record', 'requirement', 'exemption']);

/**
 * Whether a stored value is a change-log entry the backend can read (a db kept in the browser's
 * storage is outside input): its ids, time, actor, kind, and rows that are objects of its record.
 */
export function isChangeEntry(value: unknown): value is ChangeEntry {
  if (!isObject(value) || !isObject(value.actor)) return false;
  const batch = value.batch;
  return (
    typeof value.id === 'string' &&
    typeof value.at === 'string' &&
    !Number.isNaN(Date.parse(value.at)) &&
    typeof value.actor.id === 'number' &&
    typeof value.actor.name === 'string' &&
    typeof value.kind === 'string' &&
    KINDS.has(value.kind) &&
    typeof value.recordId === 'string' &&
    isRowOrNull(value.before, value.recordId) &&
    isRowOrNull(value.after, value.recordId) &&
    (value.before !== null || value.after !== null) &&
    (batch === null || (isObject(batch) && typeof batch.id === 'string' && typeof batch.label === 'string')) &&
    (value.revertOf === null || typeof value.revertOf === 'string')
  );
}
