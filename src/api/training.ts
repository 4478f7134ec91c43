import type { ListRequest, Page } from '../domain/list-request';
import type { EmployeeRow, RecordExportRow, RecordRow, TrainingRow } from '../domain/training-rows';
import type { EmployeeWrite } from '../domain/employee-rules';
import type { ImportResult, ImportRow } from '../domain/record-import';
import type { Employee, IsoDate } from '../domain/training';
import type { PastCompletionWrite } from '../domain/training-fields';
import type { TrainingWrite } from '../domain/training-rules';
import type { TrainingDashboard } from '../domain/training-stats';
import { allPages, LARGEST_PAGE } from './all-pages';
import { request } from './client';
import {
  CreateEmployeeDocument,
  ImportRecordsDocument,
  CreateTrainingDocument,
  EmployeeDetailDocument,
  EmployeeRowsDocument,
  RecordCompletionDocument,
  RecordExportDocument,
  RecordPastCompletionDocument,
  RecordRowsDocument,
  ScheduleTrainingDocument,
  TrainingDashboardDocument,
  TrainingRowDocument,
  TrainingRowsDocument,
  UpdateEmployeeDocument,
  UpdateTrainingDocument,
} from './generated/training/graphql';
import type { Training } from './reference';

/** An employee's page: where they stand and their course history (newest first). */
export interface EmployeeDetail {
  employee: EmployeeRow;
  history: RecordRow[];
}

/** The most history lines the employee page loads (the server's largest page). */
export const HISTORY_LIMIT = LARGEST_PAGE;

/**
 * The training calls, through the gateway to the REST paths of
 * `rest-paths.ts` (`trainingPaths`). Reads @throw ApiError with the §8 message (already told
 * the user: `handled`). Writes @throw ApiError too; a refusal (`refused`,
 * `success: false`) carries the server's reason and is not told, so the form shows it.
 * The return types are the domain's (src/domain), which the generated types must satisfy.
 */
export const trainingApi = {
  dashboard: async (): Promise<TrainingDashboard> => (await request(TrainingDashboardDocument)).trainingDashboard,
  employees: async (list: ListRequest): Promise<Page<EmployeeRow>> => (await request(EmployeeRowsDocument, { request: list })).employeeRows,
  employeeDetail: async (id: string): Promise<EmployeeDetail> => {
    const data = await request(EmployeeDetailDocument, { id, history: { filterKey: 'employee', filterValue: id, pageSize: HISTORY_LIMIT } });
    return { employee: data.employeeRow, history: data.recordRows.items };
  },
  /** Every employee the request matches (paging ignored), for a CSV export. */
  exportEmployees: (list: ListRequest): Promise<EmployeeRow[]> => allPages(trainingApi.employees, list),
  trainings: async (list: ListRequest): Promise<Page<TrainingRow>> => (await request(TrainingRowsDocument, { request: list })).trainingRows,
  /** Every training the request matches (paging ignored), for a CSV export. */
  exportTrainings: (list: ListRequest): Promise<TrainingRow[]> => allPages(trainingApi.trainings, list),
  training: async (id: string): Promise<TrainingRow> => (await request(TrainingRowDocument, { id })).trainingRow,
  records: async (list: ListRequest): Promise<Page<RecordRow>> => (await request(RecordRowsDocument, { request: list })).recordRows,
  /** Every record the request matches (paging ignored), for a CSV export. */
  exportRecords: async (list: ListRequest): Promise<RecordExportRow[]> =>
    (await request(RecordExportDocument, { request: { ...list, pageNumber: null, pageSize: null } })).recordExport,
  /**
   * Records that a scheduled training was completed, made from `version` of the record.
   * @returns the record's row, now valid, expiring or expired. @throws ConflictError when the record changed meanwhile.
   */
  recordCompletion: async (recordId: string, completion: { completionDate: IsoDate; score: number | null }, version: number): Promise<RecordRow> =>
    (await request(RecordCompletionDocument, { recordId, completion, version })).recordCompletion,
  /** Schedules a training for an employee. @returns the new scheduled record's row. */
  scheduleTraining: async (schedule: { employeeId: string; trainingId: string; scheduledDate: IsoDate }): Promise<RecordRow> =>
    (await request(ScheduleTrainingDocument, { schedule })).scheduleTraining,
  /**
   * Records a training the employee completed without a session scheduled first.
   * @returns the new record's row. @throws ApiError (refused) when the same completion is recorded already.
   */
  recordPastCompletion: async (employeeId: string, completion: PastCompletionWrite): Promise<RecordRow> =>
    (await request(RecordPastCompletionDocument, { completion: { employeeId, ...completion } })).recordPastCompletion,
  createTraining: async (training: TrainingWrite): Promise<Training> => (await request(CreateTrainingDocument, { training })).createTraining,
  /** Changes a training, made from `version` of it. @throws ConflictError when it changed meanwhile. */
  updateTraining: async (id: string, training: TrainingWrite, version: number): Promise<Training> =>
    (await request(UpdateTrainingDocument, { id, training, version })).updateTraining,
  /**
   * Imports course-history rows (one batch): the server checks each row again.
   * @returns how many were added, how many were there already, and the problems of the rest.
   */
  importRecords: async (rows: ImportRow[]): Promise<ImportResult> => (await request(ImportRecordsDocument, { rows })).importRecords,
  /** Adds an employee. @returns the employee with the id the server gave. */
  createEmployee: async (employee: EmployeeWrite): Promise<Employee> => (await request(CreateEmployeeDocument, { employee })).createEmployee,
  /**
   * Changes an employee, made from `version` of them; `active: false` deactivates them.
   * @returns the employee as stored. @throws ConflictError when they changed meanwhile.
   */
  updateEmployee: async (id: string, employee: EmployeeWrite, version: number): Promise<Employee> =>
    (await request(UpdateEmployeeDocument, { id, employee, version })).updateEmployee,
};
