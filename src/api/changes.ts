import { getLocalTimeZone, parseDate } from '@internationalized/date';
import type { ActivityQuery, Change, ChangeKind, RevertResult } from '../domain/change';
import type { Page } from '../domain/list-request';
import { request } from './client';
import {
  ChangeExportDocument,
  ChangePeopleDocument,
  ChangesDocument,
  RevertChangeDocument,
  UndoBatchDocument,
  type ChangeQueryInput,
} from './generated/training/graphql';

/** How many changes a page of a history or of the activity log shows. */
export const CHANGE_PAGE_SIZE = 20;

/** The start of a calendar day in the viewer's time zone, as an ISO instant. */
const startOf = (day: string) => parseDate(day).toDate(getLocalTimeZone()).toISOString();

/** The activity log's filters as the server reads them: its days become the instants they start and end at, here. */
export function changeQueryOf(query: ActivityQuery): ChangeQueryInput {
  return {
    kind: query.kind,
    actorId: query.actorId,
    since: query.from ? startOf(query.from) : null,
    until: query.to ? startOf(parseDate(query.to).add({ days: 1 }).toString()) : null,
    batchId: query.batchId,
    employeeId: query.employeeId,
    record: query.record,
    action: query.action,
    pageNumber: query.page,
    pageSize: CHANGE_PAGE_SIZE,
  };
}

/** Whose history a page shows: an employee's (with their records and exemptions), or one record's. */
export type HistorySubject = { employeeId: string } | { kind: ChangeKind; id: string };

/**
 * The change log's calls, through the gateway (docs/rest-contract.md "Changes"). Reads @throw ApiError
 * with the §8 message (told already). A revert or an undo that meets a record changed since resolves
 * with its `conflicts` (nothing was written); any other refusal throws (a 403 told as 'Permission Denied').
 */
export const changesApi = {
  /** A page of the activity log. */
  list: async (query: ChangeQueryInput): Promise<Page<Change>> => (await request(ChangesDocument, { query })).changes,
  /** A page of one subject's history, newest first. */
  history: (subject: HistorySubject, pageNumber = 1): Promise<Page<Change>> =>
    changesApi.list({
      ...('employeeId' in subject ? { employeeId: subject.employeeId } : { record: `${subject.kind}:${subject.id}` }),
      pageNumber,
      pageSize: CHANGE_PAGE_SIZE,
    }),
  /** Every change the filters match, for a CSV export. */
  exportAll: async (query: ChangeQueryInput): Promise<Change[]> =>
    (await request(ChangeExportDocument, { query: { ...query, pageNumber: null, pageSize: null } })).changeExport,
  /** Who made the changes the user reads, for the person filter. */
  people: async (): Promise<{ id: number; name: string }[]> => (await request(ChangePeopleDocument)).changePeople,
  /** Takes `change` back, made from the version it left the record at. */
  revert: async (change: Pick<Change, 'id' | 'version'>): Promise<RevertResult> =>
    (await request(RevertChangeDocument, { id: change.id, version: change.version })).revertChange,
  /**
   * Undo of a save just made: takes back the change that left the record at `version`.
   * @returns the revert's result; a conflict when the record changed since (or the change is not found).
   */
  undoSave: async (kind: ChangeKind, id: string, version: number): Promise<RevertResult> => {
    const latest = (await changesApi.list({ record: `${kind}:${id}`, pageNumber: 1, pageSize: 1 })).items[0];
    if (!latest || latest.version !== version) {
      return { message: '', changes: [], conflicts: latest ? [{ kind, recordId: id, label: latest.recordLabel, detail: null, changes: [latest] }] : [] };
    }
    return changesApi.revert(latest);
  },
  /** Takes back every change of an import's batch, or none. */
  undoBatch: async (batchId: string): Promise<RevertResult> => (await request(UndoBatchDocument, { batchId })).undoBatch,
};
