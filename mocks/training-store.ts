import { inScope, type Scope } from '../src/domain/access';
import { localToday, realToday, type TrainingData } from '../src/domain/training';
import { createTrainingIndex, type TrainingIndex } from './training-index';
import { db, saveDb } from './db';
import { generateTrainingData } from './fixtures/training';
import { seedCompliance, type ComplianceData } from './fixtures/requirements';

/**
 * Where the training handlers read and write: the data, indexed for today.
 * Handlers change `data()` in place and then call `changed()`; the index is
 * rebuilt on the next read (and when the day turns), so a recorded completion
 * shows in every list, count and KPI at once.
 */
export interface TrainingStore {
  data(): TrainingData;
  /** The index of everything, or of what `scope` reaches (its employees, their records and departments; the catalogue whole). */
  index(scope?: Scope): TrainingIndex;
  /** The requirements and exemptions over this data; handlers change them in place, then call `changed()`. */
  compliance(): ComplianceData;
  /** After a write: drops the index and keeps the change (the default store persists it). */
  changed(): void;
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
): TrainingStore {
  let data: TrainingData | undefined;
  let compliance: ComplianceData | undefined;
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
    data: current,
    compliance: () => (compliance ??= loadCompliance(current())),
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
    changed() {
      version++;
      persist();
    },
  };
}

/** The demo data of the fake backend (mocks/db.ts), persisted in the browser. */
export const defaultTrainingStore = createTrainingStore(
  () => db,
  saveDb,
  () => db,
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
