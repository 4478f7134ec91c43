import { canEditCatalogue, canWrite, hasAccess, inScope, type Access } from '../src/domain/access';
import { fullName, type Employee, type TrainingData } from '../src/domain/training';
import type { ComplianceData } from './fixtures/requirements';
import type { ChangeEntry, ChangeKind, StoredRow } from './change-log';
import { versionOf } from './change-revert';

/** One field of a change as a person reads it: ids already the names they stand for. */
interface FieldChangeView {
  field: string;
  before: unknown;
  after: unknown;
}

/** A change-log entry as the REST answer gives it (docs/rest-contract.md "Changes"). */
export interface ChangeView {
  id: string;
  at: string;
  actorId: number;
  actorName: string;
  kind: ChangeKind;
  recordId: string;
  recordLabel: string;
  action: 'created' | 'updated' | 'removed';
  fields: FieldChangeView[];
  batchId: string | null;
  batchLabel: string | null;
  revertOf: string | null;
  /** The record's version after the change (0 once removed): what a revert of it names. */
  version: number;
  /** Whether the caller may take it back (their role and scope). */
  canRevert: boolean;
}

/** What the views are made from: the data (for names and scope) and who reads. */
export interface ViewContext {
  data: TrainingData;
  compliance: ComplianceData;
  access: Access;
}

/** Fields a person does not read as a change: the row's identity and its counter. */
const HIDDEN = new Set(['id', 'version']);

/** Reads a row's nested objects (a requirement's scope) as fields of their own. */
function flatten(row: StoredRow | null): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row ?? {})) {
    if (HIDDEN.has(key)) continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) if (inner !== '__proto__') fields[inner] = innerValue;
    } else if (key !== '__proto__') fields[key] = value;
  }
  return fields;
}

/** Names by id of what the rows point at, per field. */
function namers(data: TrainingData, compliance: ComplianceData): Record<string, (id: string) => string | undefined> {
  const byId = <Row extends { id: string }>(rows: readonly Row[], name: (row: Row) => string) => {
    const map = new Map(rows.map((row) => [row.id, name(row)]));
    return (id: string) => map.get(id);
  };
  const department = byId(data.departments, (row) => row.name);
  const designation = byId(data.designations, (row) => row.name);
  const workCenter = byId(data.workCenters, (row) => row.name);
  const training = byId(data.trainings, (row) => row.title);
  const requirement = byId(compliance.requirements, (row) => training(row.trainingId) ?? row.trainingId);
  return {
    departmentId: department,
    departmentIds: department,
    designationId: designation,
    designationIds: designation,
    workCenterId: workCenter,
    workCenterIds: workCenter,
    typeId: byId(data.trainingTypes, (row) => row.name),
    competencyId: byId(data.competencies, (row) => row.name),
    employeeId: byId(data.employees, fullName),
    trainingId: training,
    requirementId: requirement,
  };
}

/** What a change did to its record. */
const actionOf = (entry: ChangeEntry): ChangeView['action'] => (entry.before === null ? 'created' : entry.after === null ? 'removed' : 'updated');

/** The employee a change is about, when it is about one (for the caller's scope). */
function employeeIdOf(entry: ChangeEntry): string | null {
  if (entry.kind === 'employee') return entry.recordId;
  if (entry.kind === 'record' || entry.kind === 'exemption') return String((entry.after ?? entry.before)?.employeeId ?? '');
  return null;
}

/** The training a change is about, when it is about one. */
function trainingIdOf(entry: ChangeEntry): string | null {
  if (entry.kind === 'training') return entry.recordId;
  if (entry.kind === 'record' || entry.kind === 'requirement') return String((entry.after ?? entry.before)?.trainingId ?? '');
  return null;
}

/** The employees by id, made once per request's context (a page of the log asks for one per entry). */
const employeesById = new WeakMap<ViewContext, Map<string, Employee>>();
function employeeById(context: ViewContext, id: string): Employee | undefined {
  let byId = employeesById.get(context);
  if (!byId) {
    byId = new Map(context.data.employees.map((employee) => [employee.id, employee]));
    employeesById.set(context, byId);
  }
  return byId.get(id);
}

/** Whether the caller reads `entry`: the catalogue's changes with any access, an employee's (and their records') within their scope. */
export function canSee(entry: ChangeEntry, context: ViewContext): boolean {
  const { access } = context;
  if (!hasAccess(access)) return false;
  const employeeId = employeeIdOf(entry);
  if (employeeId === null) return true;
  if (access.scope.kind === 'all') return true;
  const rows = [employeeById(context, employeeId)];
  if (entry.kind === 'employee') rows.push(entry.before as never, entry.after as never);
  return rows.some((row) => row && inScope(access.scope, row));
}

/**
 * Whether the caller may take `entry` back: records within their scope for writers, the catalogue and
 * requirements for admins. An employee's change is a manager's to take back only when the employee is
 * theirs before it, after it and now: a revert must not move anyone into or out of their scope.
 */
export function canRevert(entry: ChangeEntry, context: ViewContext): boolean {
  if (!canSee(entry, context)) return false;
  if (entry.kind !== 'employee' && entry.kind !== 'record') return canEditCatalogue(context.access);
  if (!canWrite(context.access)) return false;
  if (entry.kind === 'record' || context.access.scope.kind === 'all') return true;
  const current = employeeById(context, entry.recordId);
  const sides = [entry.before, entry.after, current].filter((row) => row !== null && row !== undefined) as unknown as {
    departmentId: string;
    workCenterId: string;
  }[];
  return sides.every((row) => inScope(context.access.scope, row));
}

/** The entry as a person reads it. */
function changeView(entry: ChangeEntry, context: ViewContext, names = namers(context.data, context.compliance)): ChangeView {
  const before = flatten(entry.before);
  const after = flatten(entry.after);
  const named = (field: string, value: unknown): unknown => {
    const name = names[field];
    if (!name) return value ?? null;
    if (Array.isArray(value)) return value.map((id) => name(String(id)) ?? String(id));
    return typeof value === 'string' ? (name(value) ?? value) : (value ?? null);
  };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const fields = keys
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: entry.before ? named(field, before[field]) : null, after: entry.after ? named(field, after[field]) : null }));
  return {
    id: entry.id,
    at: entry.at,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    kind: entry.kind,
    recordId: entry.recordId,
    recordLabel: labelOf(entry, names),
    action: actionOf(entry),
    fields,
    batchId: entry.batch?.id ?? null,
    batchLabel: entry.batch?.label ?? null,
    revertOf: entry.revertOf,
    version: versionOf(entry.after),
    canRevert: canRevert(entry, context),
  };
}

/** What a person calls the record: a name, a title, or whose training it is. */
function labelOf(entry: ChangeEntry, names: ReturnType<typeof namers>): string {
  const row = (entry.after ?? entry.before)!;
  const text = (field: string) => names[field]!(String(row[field] ?? '')) ?? String(row[field] ?? '');
  switch (entry.kind) {
    case 'employee':
      return `${String(row.firstName)} ${String(row.lastName)}`;
    case 'training':
      return String(row.title);
    case 'requirement':
      return text('trainingId');
    case 'record':
      return `${text('employeeId')} · ${text('trainingId')}`;
    case 'exemption':
      return `${text('employeeId')} · ${text('requirementId')}`;
  }
}

/** The views of many entries, sharing one set of name lookups. */
export function changeViews(entries: readonly ChangeEntry[], context: ViewContext): ChangeView[] {
  const names = namers(context.data, context.compliance);
  return entries.map((entry) => changeView(entry, context, names));
}

/** The filters of the change log's list (GET /training/changes). */
export interface ChangeQuery {
  kind: ChangeKind | null;
  actorId: number | null;
  /** ISO instants: changes at or after `since`, before `until`. */
  since: number | null;
  until: number | null;
  batchId: string | null;
  employeeId: string | null;
  trainingId: string | null;
  /** One record, as `kind:id`. */
  record: string | null;
  /** What the change did: removals are the records an admin may restore. */
  action: ChangeView['action'] | null;
}

const KINDS: readonly ChangeKind[] = ['employee', 'training', 'record', 'requirement', 'exemption'];
const ACTIONS: readonly ChangeView['action'][] = ['created', 'updated', 'removed'];

/** The list's filters from a query string; an unreadable value is no filter. */
export function readChangeQuery(params: URLSearchParams): ChangeQuery {
  const text = (name: string) => params.get(name)?.trim() || null;
  const instant = (name: string) => {
    const value = Date.parse(text(name) ?? '');
    return Number.isNaN(value) ? null : value;
  };
  const kind = text('kind');
  const action = text('action');
  const actor = Number(text('actor') ?? '');
  return {
    kind: KINDS.find((candidate) => candidate === kind) ?? null,
    actorId: Number.isInteger(actor) && text('actor') !== null ? actor : null,
    since: instant('since'),
    until: instant('until'),
    batchId: text('batch'),
    employeeId: text('employee'),
    trainingId: text('training'),
    record: text('record'),
    action: ACTIONS.find((candidate) => candidate === action) ?? null,
  };
}

/** Whether `entry` passes the filters. */
export function matchesQuery(entry: ChangeEntry, query: ChangeQuery): boolean {
  const at = Date.parse(entry.at);
  return (
    (query.kind === null || entry.kind === query.kind) &&
    (query.actorId === null || entry.actor.id === query.actorId) &&
    (query.since === null || at >= query.since) &&
    (query.until === null || at < query.until) &&
    (query.batchId === null || entry.batch?.id === query.batchId) &&
    (query.employeeId === null || employeeIdOf(entry) === query.employeeId) &&
    (query.trainingId === null || trainingIdOf(entry) === query.trainingId) &&
    (query.record === null || `${entry.kind}:${entry.recordId}` === query.record) &&
    (query.action === null || actionOf(entry) === query.action)
  );
}
