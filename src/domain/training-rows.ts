/** The rows the lists and the dashboard show: a record, employee or training with what the server works out for it (status, counts). */
import type { RecordExportQuery } from '../api/generated/training/graphql';
import type { Competency, Department, Designation, Employee, Training, TrainingRecord, TrainingStatus, TrainingType, WorkCenter } from './training';

/** How many current records are in each status. */
export type StatusCounts = Record<TrainingStatus, number>;

/** An employee with their reference data resolved and where their trainings stand. */
export interface EmployeeRow {
  employee: Employee;
  department: Department;
  designation: Designation;
  workCenter: WorkCenter;
  /** The most urgent status of their current records ({@link employeeStatus}); `null` without records. */
  status: TrainingStatus | null;
  counts: StatusCounts;
}

/** A training record with its employee, course and status on the index's day. */
export interface RecordRow {
  record: TrainingRecord;
  employee: Employee;
  training: Training;
  status: TrainingStatus;
  /** False for a completion that a later completion of the same training renewed. */
  current: boolean;
}

/** A course with its reference data and, over active employees' current records, how many are in each status. */
export interface TrainingRow {
  training: Training;
  type: TrainingType;
  competency: Competency;
  counts: StatusCounts;
}

/** A training record flattened for a CSV export (the schema's RecordExportRow). */
export type RecordExportRow = RecordExportQuery['recordExport'][number];
