import { isIsoDate } from './training';
import type { ChangeAction, ChangeFieldsFragment, ChangeKind, RevertResultFieldsFragment } from '../api/generated/training/graphql';

/** One entry of the change log as the pages read it (docs/rest-contract.md "Changes"). */
export type Change = ChangeFieldsFragment;

/** What a revert or an undo did: the changes it wrote, or the records in its way (nothing written). */
export type RevertResult = RevertResultFieldsFragment;

export type { ChangeAction, ChangeKind };

/** Every kind of record the log keeps, in the order the filters list them. */
export const CHANGE_KINDS: readonly ChangeKind[] = ['employee', 'training', 'record', 'requirement', 'exemption'];

/** What a change can do to its record, in the order the filter lists them. */
export const CHANGE_ACTIONS: readonly ChangeAction[] = ['created', 'updated', 'removed'];

/** A field's value as the log sends it, read at the boundary: text, a number, yes/no, a list of texts, or nothing. */
export type FieldValue =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'date'; date: string }
  | { kind: 'number'; value: number }
  | { kind: 'flag'; value: boolean }
  | { kind: 'list'; items: string[] };

/** Reads a field's value (any JSON) into what a page shows; an object or anything else unreadable shows as its text. */
export function readFieldValue(value: unknown): FieldValue {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  if (typeof value === 'boolean') return { kind: 'flag', value };
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'number', value };
  if (typeof value === 'string') return isIsoDate(value) ? { kind: 'date', date: value } : { kind: 'text', text: value };
  if (Array.isArray(value))
    return value.length === 0
      ? { kind: 'none' }
      : { kind: 'list', items: value.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))) };
  return { kind: 'text', text: JSON.stringify(value) ?? '' };
}

/** The filters of the activity log, as its address keeps them (`/activity?kind&person&from&to&batch&employee&record&action&page`). */
export interface ActivityQuery {
  kind: ChangeKind | null;
  actorId: number | null;
  /** Calendar days (YYYY-MM-DD) in the viewer's time zone, both included. */
  from: string | null;
  to: string | null;
  batchId: string | null;
  /** One employee's history (theirs, their records' and exemptions'), as a page's history links to it. */
  employeeId: string | null;
  /** One record's history, as `kind:id`. */
  record: string | null;
  /** What the change did; `removed` lists the records that can be restored. */
  action: ChangeAction | null;
  page: number;
}

/** The longest id the address may name (a longer one is no filter). */
const MAX_ID = 200;

/** Reads the activity log's filters from its address; anything unreadable is no filter (page 1). */
export function readActivityQuery(params: URLSearchParams): ActivityQuery {
  const text = (name: string) => params.get(name)?.trim() || null;
  const day = (name: string) => {
    const value = text(name);
    return value && isIsoDate(value) ? value : null;
  };
  const id = (value: string | null) => (value !== null && value.length <= MAX_ID ? value : null);
  const kind = text('kind');
  const action = text('action');
  const person = text('person');
  const page = Number(text('page'));
  return {
    kind: CHANGE_KINDS.find((candidate) => candidate === kind) ?? null,
    actorId: person !== null && /^\d{1,9}$/.test(person) ? Number(person) : null,
    from: day('from'),
    to: day('to'),
    batchId: id(text('batch')),
    employeeId: id(text('employee')),
    record: id(text('record')),
    action: CHANGE_ACTIONS.find((candidate) => candidate === action) ?? null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address query of the activity log's filters: only what is set, in a fixed order. */
export function writeActivityQuery(query: ActivityQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.actorId !== null) params.set('person', String(query.actorId));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.batchId) params.set('batch', query.batchId);
  if (query.employeeId) params.set('employee', query.employeeId);
  if (query.record) params.set('record', query.record);
  if (query.action) params.set('action', query.action);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
