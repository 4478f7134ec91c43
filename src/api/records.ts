import type { ListRequest, Page } from '../domain/list-request';
import type { RecordExportRow, RecordRow } from '../domain/training-rows';
import type { ImportResult, ImportRow } from '../domain/record-import';
import type { IsoDate } from '../domain/training';
import type { PastCompletionWrite } from '../domain/training-fields';
import { request } from './client';
import {
  ImportRecordsDocument,
  RecordCompletionDocument,
  RecordExportDocument,
  RecordPastCompletionDocument,
  RecordRowsDocument,
  ScheduleTrainingDocument,
} from './generated/training/graphql';

/**
 * The training records' calls (course history: scheduling, completing, importing), through the
 * gateway to the REST paths of `rest-paths.ts`. Reads @throw ApiError with the §8 message (already told the user: `handled`). Writes @throw ApiError too; a refusal (`refused`, `success: false`) carries the server's reason and is not told, so the form shows it. The return types are the domain's (src/domain), which the generated types must satisfy.
 */
export const recordsApi = {
  list: async (list: ListRequest): Promise<Page<RecordRow>> => (await request(RecordRowsDocument, { request: list })).recordRows,
  /** Every record the request matches (paging ignored), for a CSV export. */
  exportAll: async (list: ListRequest): Promise<RecordExportRow[]> =>
    (await request(RecordExportDocument, { request: { ...list, pageNumber: null, pageSize: null } })).recordExport,
  /**
   * Records that a scheduled training was completed, made from `version` of the record.
   * @returns the record's row, now valid, expiring or expired. @throws ConflictError when the record changed meanwhile.
   */
  recordCompletion: async (recordId: string, completion: { completionDate: IsoDate; score: number | null }, version: number): Promise<RecordRow> =>
    (await request(RecordCompletionDocument, { recordId, completion, version })).recordCompletion,
  /** Schedules a training for an employee. @returns the new scheduled record's row. */
  schedule: async (schedule: { employeeId: string; trainingId: string; scheduledDate: IsoDate }): Promise<RecordRow> =>
    (await request(ScheduleTrainingDocument, { schedule })).scheduleTraining,
  /**
   * Records a training the employee completed without a session scheduled first.
   * @returns the new record's row. @throws ApiError (refused) when the same completion is recorded already.
   */
  recordPastCompletion: async (employeeId: string, completion: PastCompletionWrite): Promise<RecordRow> =>
    (await request(RecordPastCompletionDocument, { completion: { employeeId, ...completion } })).recordPastCompletion,
  /**
   * Imports course-history rows (one request of an import whose every request names `batch`: the
   * browser's id for the import, and the file's name): the server checks each row again.
   * @returns how many were added, how many were there already, the problems of the rest, and the batch the server keeps it under.
   */
  importRows: async (rows: ImportRow[], batch: { id: string; file: string }): Promise<ImportResult> =>
    (await request(ImportRecordsDocument, { rows, batch })).importRecords,
};
