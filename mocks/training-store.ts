import { localToday, type TrainingData } from '../src/domain/training';
import { createTrainingIndex, type TrainingIndex } from '../src/domain/training-index';
import { db, saveDb } from './db';
import { generateTrainingData } from './fixtures/training';

/**
 * Where the training handlers read and write: the data, indexed for today.
 * Handlers change `data()` in place and then call `changed()`; the index is
 * rebuilt on the next read (and when the day turns), so a recorded completion
 * shows in every list, count and KPI at once.
 */
export interface TrainingStore {
  data(): TrainingData;
  index(): TrainingIndex;
  /** After a write: drops the index and keeps the change (the default store persists it). */
  changed(): void;
}

/**
 * A store over data made by `load` on first use.
 * @param persist called after every write (the default store saves the db).
 */
export function createTrainingStore(load: () => TrainingData, persist: () => void = () => {}): TrainingStore {
  let data: TrainingData | undefined;
  let built: { index: TrainingIndex; today: string; version: number; records: unknown; employees: unknown; trainings: unknown } | undefined;
  let version = 0;
  const current = () => (data ??= load());
  return {
    data: current,
    index() {
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
      }
      return built!.index;
    },
    changed() {
      version++;
      persist();
    },
  };
}

/** The demo data of the fake backend (mocks/db.ts), persisted in the browser. */
export const defaultTrainingStore = createTrainingStore(() => db, saveDb);

/**
 * The `large` scenario's data (10 000 employees, 200 trainings, 100 000
 * records): generated on its first request only, kept in memory, never
 * persisted (localStorage could not hold it, and it must not slow the default scenario).
 */
export const largeTrainingStore = createTrainingStore(() => generateTrainingData({ today: localToday(), size: 'large' }));

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
