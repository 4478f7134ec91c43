import type { TrainingDashboardQuery } from '../api/generated/training/graphql';
import type { IsoDate } from './training';
import type { RecordRow } from './training-rows';

/** The home page's key figures, over active employees and their current records. */
export interface TrainingKpis {
  /** Active employees. */
  employees: number;
  /** Share 0–1 of the required trainings owed today that are held (§19, `complianceShare`); `null` when nothing is owed. */
  compliance: number | null;
  /** Completions whose expiry falls within the expiring window. */
  expiring: number;
  expired: number;
  /** Trainings scheduled and not yet completed. */
  scheduled: number;
}

/** Compliance of one department, for the chart and its table. */
export interface DepartmentCompliance {
  departmentId: string;
  name: string;
  /** The department's required trainings (§19) held and valid, held and expiring, lapsed, and never held, today. */
  valid: number;
  expiring: number;
  expired: number;
  missing: number;
  /** As in {@link TrainingKpis.compliance}. */
  compliance: number | null;
}

/** A scheduled (not yet completed) training of an active employee, for the calendar (the schema's ScheduledSession). */
export type ScheduledSession = TrainingDashboardQuery['trainingDashboard']['scheduled'][number];

/** The home dashboard for the index's day: the schema's TrainingDashboard. */
export interface TrainingDashboard {
  today: IsoDate;
  kpis: TrainingKpis;
  departments: DepartmentCompliance[];
  nextExpirations: RecordRow[];
  scheduled: ScheduledSession[];
}
