import { inScope, type Scope } from '../src/domain/access';
import { localToday, realToday, type TrainingData } from '../src/domain/training';
import { createTrainingIndex, type TrainingIndex } from './training-index';
import { db, saveDb } from './db';
import { generateTrainingData } from './fixtures/training';
import { seedCompliance, type ComplianceData } from './fixtures/requirements';
import { diffSince, nextChangeNumber, snapshotHolds, takeSnapshot, trimLog, type ChangeEntry, type Commit, type Snapshot } from './change-log';
import { nextId } from './handlers/write-helpers';

/**
 * Where the training handlers read and write: the data, indexed for today.
 * Handlers add, replace or remove rows of `data()` and `compliance()` (a stored row is frozen: it is
 * replaced, never changed in place) and then call `changed(commit)`. The store finds what the write
 * did by comparing rows with the last write's, and adds one change-log entry per record it touched
 * (mocks/change-log.ts); the index is rebuilt on the next read (and when the day turns), so a
 * recorded completion shows in every list, count and KPI at once.
 */
export interface TrainingStore {
  data(): TrainingData;
  /** The index of everything, or of what `scope` reaches (its employees, their records and departments; the catalogue whole). */
  index(scope?: Scope): TrainingIndex;
  /** The requirements and exemptions over this data; handlers add, replace or remove them, then call `changed()`. */
  compliance(): ComplianceData;
  /** The change log, oldest first: never edited, only added to by `changed`. */
  changes(): ChangeEntry[];
  /**
   * After a write: logs what it changed as `commit` says (who, batch, what it reverts), drops the
   * index and keeps the change (the default store persists it). @returns the entries it added.
   */
  changed(commit: Commit): ChangeEntry[];
  /**
   * The next `prefix-N` id of `rows` never given before: past the rows there are and past every
   * record the change log names, so a record whose creation was reverted never lends its id (and its
   * history) to a new one.
   */
  freshId(prefix: string, rows: readonly { id: string }[]): string;
}

/**
 * A store over data made by `load` on first use.
 * @param persist called after every write (the default store saves the db).
 * @param loadCompliance the requirements and exemptions, on first use (by default seeded from the data, for today).
 */
function createTrainingStore(
  load: () => TrainingData,
  persist: () => void = () => {},
  loadCompliance: (data: TrainingData) => ComplianceData = (data) => seedCompliance(data, realToday()),
  changeLog: () => ChangeEntry[] = memoryLog(),
  keptChanges = Number.POSITIVE_INFINITY,
): TrainingStore {
  let data: TrainingData | undefined;
  let compliance: ComplianceData | undefined;
  let snapshot: Snapshot | undefined;
  const loadedCompliance = () => (compliance ??= loadCompliance((data ??= load())));
  // The rows as the last write left them, taken again when the db's collections were swapped (a reset).
  const watched = () => {
    const source = (data ??= load());
    const rules = loadedCompliance();
    if (!snapshot || !snapshotHolds(snapshot, source, rules)) snapshot = takeSnapshot(source, rules);
    return { source, rules, snapshot };
  };
  let built: { index: TrainingIndex; today: string; version: number; records: unknown; employees: unknown; trainings: unknown } | undefined;
  let version = 0;
  const current = () => (data ??= load());
  const scoped = new Map<string, { index: TrainingIndex; of: TrainingIndex }>();
  const full = () => {
    const source = current();
    const today = localToday();
    // resetDb() swaps the arrays of the db, so the arrays themselves are part of the key.
    const fresh =
      built &&
      built.today === today &&
      built.version === version &&
      built.records === source.records &&
      built.employees === source.employees &&
      built.trainings === source.trainings;
    if (!fresh) {
      built = { index: createTrainingIndex(source, today), today, version, records: source.records, employees: source.employees, trainings: source.trainings };
      scoped.clear();
    }
    return built!.index;
  };
  return {
    data: () => watched().source,
    compliance: () => watched().rules,
    changes: changeLog,
    index(scope = { kind: 'all' }) {
      const whole = full();
      if (scope.kind === 'all') return whole;
      const key = scope.kind === 'nothing' ? 'nothing' : `${scope.kind}:${scope.id}`;
      const known = scoped.get(key);
      if (known && known.of === whole) return known.index;
      const source = current();
      const employees = source.employees.filter((employee) => inScope(scope, employee));
      const ids = new Set(employees.map((employee) => employee.id));
      // The dashboard's departments are those of the scope's employees.
      const departmentIds = new Set(employees.map((employee) => employee.departmentId));
      const index = createTrainingIndex(
        {
          ...source,
          employees,
          departments: source.departments.filter((department) => departmentIds.has(department.id)),
          records: source.records.filter((record) => ids.has(record.employeeId)),
        },
        built!.today,
      );
      scoped.set(key, { index, of: whole });
      return index;
    },
    changed(commit) {
      const { source, rules, snapshot: last } = watched();
      const entries = changeLog();
      const added = diffSince(last, source, rules, commit, nextChangeNumber(entries));
      entries.push(...added);
      trimLog(entries, keptChanges);
      version++;
      persist();
      return added;
    },
    freshId: (prefix, rows) => nextId(prefix, [...rows, ...changeLog().map((entry) => ({ id: entry.recordId }))]),
  };
}

/** A change log kept in memory, for a store that is never persisted. */
function memoryLog(): () => ChangeEntry[] {
  const entries: ChangeEntry[] = [];
  return () => entries;
}

/**
 * The most change-log entries the demo keeps (past the newest batch, which stays whole): the log lives
 * in the browser's storage with the rest of the demo data (95 KB when seeded, about 5 MB allowed), and
 * an entry of an imported record takes about 410 characters. Older batches go first, whole; a change
 * whose entry went can no longer be reverted.
 */
const KEPT_CHANGES = 4000;

/** The demo data of the fake backend (mocks/db.ts), persisted in the browser. */
export const defaultTrainingStore = createTrainingStore(
  () => db,
  saveDb,
  () => db,
  () => db.changes,
  KEPT_CHANGES,
);

/**
 * The `large` scenario's data (10 000 employees, 200 trainings, 100 000
 * records): generated on its first request only, kept in memory, never
 * persisted (localStorage could not hold it, and it must not slow the default scenario).
 */
export const largeTrainingStore = createTrainingStore(
  () => generateTrainingData({ today: realToday(), size: 'large' }),
  undefined,
  (data) => seedCompliance(data, realToday(), 10, 20),
);

/** No training data at all: the `empty` scenario's lists, pages and KPIs, coherently empty. */
export const emptyTrainingStore = createTrainingStore(() => ({
  departments: [],
  workCenters: [],
  designations: [],
  competencies: [],
  trainingTypes: [],
  employees: [],
  trainings: [],
  records: [],
}));
