/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What a change did to its record. */
export type ChangeAction =
  | 'created'
  | 'removed'
  | 'updated';

/** The kinds of record the change log keeps. */
export type ChangeKind =
  | 'employee'
  | 'exemption'
  | 'record'
  | 'requirement'
  | 'training';

/** The change log's filters; each one absent means any. */
export type ChangeQueryInput = {
  /** What the change did (`removed`: the records that may be restored). */
  action?: ChangeAction | null | undefined;
  actorId?: number | null | undefined;
  batchId?: string | number | null | undefined;
  /** The employee's own changes and their records' and exemptions'. */
  employeeId?: string | number | null | undefined;
  kind?: ChangeKind | null | undefined;
  pageNumber?: number | null | undefined;
  pageSize?: number | null | undefined;
  /** One record, as `kind:id`. */
  record?: string | number | null | undefined;
  /** ISO instants: changes at or after `since`, before `until`. */
  since?: string | null | undefined;
  until?: string | null | undefined;
};

/** A completion to record: the day (not after today) and an optional score 0–100. */
export type CompletionInput = {
  completionDate: string;
  score?: number | null | undefined;
};

/** Where an employee stands with a required training on a day (src/domain/compliance.ts). */
export type ComplianceStatus =
  | 'due'
  | 'exempt'
  | 'expired'
  | 'expiring'
  | 'missing'
  | 'valid';

/** An employee to create or change: `hireDate` an ISO 8601 date; `active: false` deactivates. */
export type EmployeeInput = {
  active: boolean;
  code: string;
  departmentId: string | number;
  designationId: string | number;
  email: string;
  firstName: string;
  hireDate: string;
  lastName: string;
  workCenterId: string | number;
};

/** An exemption to grant: the requirement, the employee it binds, and a reason of 1–500 characters. */
export type ExemptionInput = {
  employeeId: string | number;
  reason: string;
  requirementId: string | number;
};

/** The import a request belongs to: the browser's id for it, the same on each of its requests, and the file's name. */
export type ImportBatchInput = {
  file: string;
  id: string | number;
};

/** The columns an import reads. */
export type ImportField =
  | 'completionDate'
  | 'employeeCode'
  | 'expiryDate'
  | 'scheduledDate'
  | 'score'
  | 'trainingCode';

/** Why a row of an import cannot be added (the app words each). An employee outside the importer's node is an unknownEmployee. */
export type ImportReason =
  | 'beforeHire'
  | 'expiryBeforeCompletion'
  | 'futureCompletion'
  | 'inactiveEmployee'
  | 'invalidDate'
  | 'invalidScore'
  | 'noDate'
  | 'unknownEmployee'
  | 'unknownTraining';

/** A row of an imported course-history file: its spreadsheet row number and its cells as text (src/domain/record-import.ts). */
export type ImportRowInput = {
  completionDate: string;
  employeeCode: string;
  expiryDate: string;
  line: number;
  scheduledDate: string;
  score: string;
  trainingCode: string;
};

/**
 * The list request of §3 (src/domain/list-request.ts): `searchTerm` free text; `pageNumber`
 * 1-based; `pageSize` 1–100; `filterKey`/`filterValue` one equality filter; `whereClause`
 * more conditions in URL query syntax (`department=dep-1&status=expired&sort=name&order=desc`).
 */
export type ListRequestInput = {
  filterKey?: string | null | undefined;
  filterValue?: string | null | undefined;
  pageNumber?: number | null | undefined;
  pageSize?: number | null | undefined;
  searchTerm?: string | null | undefined;
  whereClause?: string | null | undefined;
};

/** What the matrix shows: `asOf` an ISO date; `sort` name (A to Z) or gaps (fewest first), `descending` the other way round; each absent value takes the server's default. */
export type MatrixQueryInput = {
  asOf?: string | null | undefined;
  departmentId?: string | number | null | undefined;
  descending?: boolean | null | undefined;
  designationId?: string | number | null | undefined;
  employeeId?: string | number | null | undefined;
  pageNumber?: number | null | undefined;
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: string | null | undefined;
  status?: ComplianceStatus | null | undefined;
  workCenterId?: string | number | null | undefined;
};

/** A training an employee completed, recorded without a session scheduled first: a day up to today, from their hire date on. */
export type PastCompletionInput = {
  completionDate: string;
  employeeId: string | number;
  score?: number | null | undefined;
  trainingId: string | number;
};

/** A requirement to add: `everyone`, or at least one id; never both. */
export type RequirementInput = {
  departmentIds: Array<string | number>;
  designationIds: Array<string | number>;
  effectiveFrom: string;
  everyone: boolean;
  graceDays: number;
  trainingId: string | number;
  workCenterIds: Array<string | number>;
};

/** A view to save. */
export type SavedViewInput = {
  list: string;
  name: string;
  search: string;
  shared: boolean;
};

/** A training to schedule for an employee on a day from today on. */
export type ScheduleInput = {
  employeeId: string | number;
  scheduledDate: string;
  trainingId: string | number;
};

/** A training to create or change (see Training). */
export type TrainingInput = {
  code: string;
  competencyId: string | number;
  durationHours: number;
  title: string;
  typeId: string | number;
  validityMonths?: number | null | undefined;
};

/** Where a training record stands on the server's today (src/domain/training.ts `recordStatus`). */
export type TrainingStatus =
  | 'expired'
  | 'expiring'
  | 'scheduled'
  | 'valid';

export type ChangeFieldsFragment = { id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> };

export type RevertResultFieldsFragment = { message: string, changes: Array<{ id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> }>, conflicts: Array<{ kind: ChangeKind, recordId: string, label: string, detail: string | null, changes: Array<{ id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> }> }> };

export type ChangesQueryVariables = Exact<{
  query: ChangeQueryInput;
}>;


export type ChangesQuery = { changes: { totalCount: number, pageNumber: number, pageSize: number, items: Array<{ id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> }> } };

export type ChangeExportQueryVariables = Exact<{
  query: ChangeQueryInput;
}>;


export type ChangeExportQuery = { changeExport: Array<{ id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> }> };

export type ChangePeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangePeopleQuery = { changePeople: Array<{ id: number, name: string }> };

export type RevertChangeMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type RevertChangeMutation = { revertChange: { message: string, changes: Array<{ id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> }>, conflicts: Array<{ kind: ChangeKind, recordId: string, label: string, detail: string | null, changes: Array<{ id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> }> }> } };

export type UndoBatchMutationVariables = Exact<{
  batchId: string | number;
}>;


export type UndoBatchMutation = { undoBatch: { message: string, changes: Array<{ id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> }>, conflicts: Array<{ kind: ChangeKind, recordId: string, label: string, detail: string | null, changes: Array<{ id: string, at: string, actorId: number, actorName: string, kind: ChangeKind, recordId: string, recordLabel: string, action: ChangeAction, batchId: string | null, batchLabel: string | null, revertOf: string | null, version: number, canRevert: boolean, fields: Array<{ field: string, before: unknown, after: unknown }> }> }> } };

export type DepartmentFieldsFragment = { id: string, code: string, name: string };

export type WorkCenterFieldsFragment = { id: string, code: string, name: string, location: string };

export type DesignationFieldsFragment = { id: string, name: string, departmentId: string };

export type CompetencyFieldsFragment = { id: string, code: string, name: string, description: string };

export type TrainingTypeFieldsFragment = { id: string, name: string, description: string };

export type TrainingFieldsFragment = { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number };

export type EmployeeFieldsFragment = { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number };

export type DepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartmentsQuery = { departments: Array<{ id: string, code: string, name: string }> };

export type DepartmentQueryVariables = Exact<{
  id: string | number;
}>;


export type DepartmentQuery = { department: { id: string, code: string, name: string } };

export type WorkCentersQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkCentersQuery = { workCenters: Array<{ id: string, code: string, name: string, location: string }> };

export type WorkCenterQueryVariables = Exact<{
  id: string | number;
}>;


export type WorkCenterQuery = { workCenter: { id: string, code: string, name: string, location: string } };

export type DesignationsQueryVariables = Exact<{ [key: string]: never; }>;


export type DesignationsQuery = { designations: Array<{ id: string, name: string, departmentId: string }> };

export type DesignationQueryVariables = Exact<{
  id: string | number;
}>;


export type DesignationQuery = { designation: { id: string, name: string, departmentId: string } };

export type CompetenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type CompetenciesQuery = { competencies: Array<{ id: string, code: string, name: string, description: string }> };

export type CompetencyQueryVariables = Exact<{
  id: string | number;
}>;


export type CompetencyQuery = { competency: { id: string, code: string, name: string, description: string } };

export type TrainingTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingTypesQuery = { trainingTypes: Array<{ id: string, name: string, description: string }> };

export type TrainingTypeQueryVariables = Exact<{
  id: string | number;
}>;


export type TrainingTypeQuery = { trainingType: { id: string, name: string, description: string } };

export type EmployeesQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeesQuery = { employees: Array<{ id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }> };

export type EmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type EmployeeQuery = { employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number } };

export type TrainingsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingsQuery = { trainings: Array<{ id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number }> };

export type TrainingQueryVariables = Exact<{
  id: string | number;
}>;


export type TrainingQuery = { training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } };

export type SavedViewFieldsFragment = { id: string, list: string, name: string, search: string, shared: boolean, ownerName: string, canDelete: boolean };

export type SavedViewsQueryVariables = Exact<{
  list: string;
}>;


export type SavedViewsQuery = { savedViews: Array<{ id: string, list: string, name: string, search: string, shared: boolean, ownerName: string, canDelete: boolean }> };

export type SaveViewMutationVariables = Exact<{
  view: SavedViewInput;
}>;


export type SaveViewMutation = { saveView: { id: string, list: string, name: string, search: string, shared: boolean, ownerName: string, canDelete: boolean } };

export type DeleteViewMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteViewMutation = { deleteView: string };

export type TrainingRecordFieldsFragment = { id: string, employeeId: string, trainingId: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, version: number };

export type StatusCountsFieldsFragment = { scheduled: number, valid: number, expiring: number, expired: number };

export type EmployeeRowFieldsFragment = { status: TrainingStatus | null, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, department: { id: string, code: string, name: string }, designation: { id: string, name: string, departmentId: string }, workCenter: { id: string, code: string, name: string, location: string }, counts: { scheduled: number, valid: number, expiring: number, expired: number } };

export type TrainingRowFieldsFragment = { training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number }, type: { id: string, name: string, description: string }, competency: { id: string, code: string, name: string, description: string }, counts: { scheduled: number, valid: number, expiring: number, expired: number } };

export type RecordRowFieldsFragment = { status: TrainingStatus, current: boolean, record: { id: string, employeeId: string, trainingId: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, version: number }, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } };

export type TrainingDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type TrainingDashboardQuery = { trainingDashboard: { today: string, kpis: { employees: number, compliance: number | null, expiring: number, expired: number, scheduled: number }, departments: Array<{ departmentId: string, name: string, valid: number, expiring: number, expired: number, missing: number, compliance: number | null }>, nextExpirations: Array<{ status: TrainingStatus, current: boolean, record: { id: string, employeeId: string, trainingId: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, version: number }, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } }>, scheduled: Array<{ recordId: string, date: string, trainingTitle: string, employeeId: string, employeeName: string }> } };

export type EmployeeRowsQueryVariables = Exact<{
  request?: ListRequestInput | null | undefined;
}>;


export type EmployeeRowsQuery = { employeeRows: { totalCount: number, pageNumber: number, pageSize: number, items: Array<{ status: TrainingStatus | null, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, department: { id: string, code: string, name: string }, designation: { id: string, name: string, departmentId: string }, workCenter: { id: string, code: string, name: string, location: string }, counts: { scheduled: number, valid: number, expiring: number, expired: number } }> } };

export type EmployeeDetailQueryVariables = Exact<{
  id: string | number;
  history: ListRequestInput;
}>;


export type EmployeeDetailQuery = { employeeRow: { status: TrainingStatus | null, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, department: { id: string, code: string, name: string }, designation: { id: string, name: string, departmentId: string }, workCenter: { id: string, code: string, name: string, location: string }, counts: { scheduled: number, valid: number, expiring: number, expired: number } }, recordRows: { totalCount: number, pageNumber: number, pageSize: number, items: Array<{ status: TrainingStatus, current: boolean, record: { id: string, employeeId: string, trainingId: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, version: number }, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } }> } };

export type TrainingRowsQueryVariables = Exact<{
  request?: ListRequestInput | null | undefined;
}>;


export type TrainingRowsQuery = { trainingRows: { totalCount: number, pageNumber: number, pageSize: number, items: Array<{ training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number }, type: { id: string, name: string, description: string }, competency: { id: string, code: string, name: string, description: string }, counts: { scheduled: number, valid: number, expiring: number, expired: number } }> } };

export type TrainingRowQueryVariables = Exact<{
  id: string | number;
}>;


export type TrainingRowQuery = { trainingRow: { training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number }, type: { id: string, name: string, description: string }, competency: { id: string, code: string, name: string, description: string }, counts: { scheduled: number, valid: number, expiring: number, expired: number } } };

export type RecordRowsQueryVariables = Exact<{
  request?: ListRequestInput | null | undefined;
}>;


export type RecordRowsQuery = { recordRows: { totalCount: number, pageNumber: number, pageSize: number, items: Array<{ status: TrainingStatus, current: boolean, record: { id: string, employeeId: string, trainingId: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, version: number }, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } }> } };

export type RecordExportQueryVariables = Exact<{
  request?: ListRequestInput | null | undefined;
}>;


export type RecordExportQuery = { recordExport: Array<{ id: string, employeeCode: string, employeeName: string, department: string, trainingCode: string, trainingTitle: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, status: TrainingStatus }> };

export type RecordCompletionMutationVariables = Exact<{
  recordId: string | number;
  completion: CompletionInput;
  version: number;
}>;


export type RecordCompletionMutation = { recordCompletion: { status: TrainingStatus, current: boolean, record: { id: string, employeeId: string, trainingId: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, version: number }, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } } };

export type ScheduleTrainingMutationVariables = Exact<{
  schedule: ScheduleInput;
}>;


export type ScheduleTrainingMutation = { scheduleTraining: { status: TrainingStatus, current: boolean, record: { id: string, employeeId: string, trainingId: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, version: number }, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } } };

export type RecordPastCompletionMutationVariables = Exact<{
  completion: PastCompletionInput;
}>;


export type RecordPastCompletionMutation = { recordPastCompletion: { status: TrainingStatus, current: boolean, record: { id: string, employeeId: string, trainingId: string, scheduledDate: string | null, completionDate: string | null, expiryDate: string | null, score: number | null, version: number }, employee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number }, training: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } } };

export type CreateTrainingMutationVariables = Exact<{
  training: TrainingInput;
}>;


export type CreateTrainingMutation = { createTraining: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } };

export type UpdateTrainingMutationVariables = Exact<{
  id: string | number;
  training: TrainingInput;
  version: number;
}>;


export type UpdateTrainingMutation = { updateTraining: { id: string, code: string, title: string, typeId: string, competencyId: string, validityMonths: number | null, durationHours: number, version: number } };

export type CreateEmployeeMutationVariables = Exact<{
  employee: EmployeeInput;
}>;


export type CreateEmployeeMutation = { createEmployee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number } };

export type UpdateEmployeeMutationVariables = Exact<{
  id: string | number;
  employee: EmployeeInput;
  version: number;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { id: string, code: string, firstName: string, lastName: string, email: string, departmentId: string, designationId: string, workCenterId: string, hireDate: string, active: boolean, version: number } };

export type ImportRecordsMutationVariables = Exact<{
  rows: Array<ImportRowInput> | ImportRowInput;
  batch: ImportBatchInput;
}>;


export type ImportRecordsMutation = { importRecords: { added: number, present: number, batch: { id: string, label: string }, problems: Array<{ line: number, field: ImportField, reason: ImportReason, value: string }> } };

export type ComplianceCountsFieldsFragment = { valid: number, expiring: number, expired: number, missing: number, due: number, exempt: number };

export type ComplianceMatrixQueryVariables = Exact<{
  query: MatrixQueryInput;
}>;


export type ComplianceMatrixQuery = { complianceMatrix: { asOf: string, totalCount: number, pageNumber: number, pageSize: number, share: number | null, columns: Array<{ trainingId: string, code: string, title: string, counts: { valid: number, expiring: number, expired: number, missing: number, due: number, exempt: number } }>, rows: Array<{ employeeId: string, code: string, name: string, department: string, statuses: Array<ComplianceStatus | null>, gaps: number }>, counts: { valid: number, expiring: number, expired: number, missing: number, due: number, exempt: number } } };

export type ForecastLineFieldsFragment = { id: string, name: string, counts: Array<number> };

export type ComplianceForecastQueryVariables = Exact<{
  departmentId?: string | number | null | undefined;
}>;


export type ComplianceForecastQuery = { complianceForecast: { from: string, months: Array<string>, total: Array<number>, byDepartment: Array<{ id: string, name: string, counts: Array<number> }>, byTraining: Array<{ id: string, name: string, counts: Array<number> }> } };

export type LapsesQueryVariables = Exact<{
  month?: string | null | undefined;
  departmentId?: string | number | null | undefined;
  trainingId?: string | number | null | undefined;
}>;


export type LapsesQuery = { lapses: Array<{ employeeId: string, employeeName: string, employeeCode: string, departmentId: string, department: string, trainingId: string, trainingTitle: string, expiryDate: string, month: string }> };

export type RequirementFieldsFragment = { id: string, trainingId: string, effectiveFrom: string, graceDays: number, version: number, scope: { departmentIds: Array<string>, designationIds: Array<string>, workCenterIds: Array<string> } };

export type ExemptionFieldsFragment = { id: string, requirementId: string, employeeId: string, reason: string, employeeName: string, employeeCode: string, trainingId: string, trainingTitle: string };

export type CreateRequirementMutationVariables = Exact<{
  requirement: RequirementInput;
}>;


export type CreateRequirementMutation = { createRequirement: { id: string, trainingId: string, effectiveFrom: string, graceDays: number, version: number, scope: { departmentIds: Array<string>, designationIds: Array<string>, workCenterIds: Array<string> } } };

export type RequirementsQueryVariables = Exact<{ [key: string]: never; }>;


export type RequirementsQuery = { requirements: { requirements: Array<{ id: string, trainingId: string, effectiveFrom: string, graceDays: number, version: number, scope: { departmentIds: Array<string>, designationIds: Array<string>, workCenterIds: Array<string> } }>, exemptions: Array<{ id: string, requirementId: string, employeeId: string, reason: string, employeeName: string, employeeCode: string, trainingId: string, trainingTitle: string }> } };

export type GrantExemptionMutationVariables = Exact<{
  exemption: ExemptionInput;
}>;


export type GrantExemptionMutation = { grantExemption: { id: string, requirementId: string, employeeId: string, reason: string, employeeName: string, employeeCode: string, trainingId: string, trainingTitle: string } };

export type LiftExemptionMutationVariables = Exact<{
  id: string | number;
}>;


export type LiftExemptionMutation = { liftExemption: { id: string, requirementId: string, employeeId: string, reason: string, employeeName: string, employeeCode: string, trainingId: string, trainingTitle: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ChangeFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChangeFields on Change {
  id
  at
  actorId
  actorName
  kind
  recordId
  recordLabel
  action
  fields {
    field
    before
    after
  }
  batchId
  batchLabel
  revertOf
  version
  canRevert
}
    `, {"fragmentName":"ChangeFields"}) as unknown as TypedDocumentString<ChangeFieldsFragment, unknown>;
export const RevertResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment RevertResultFields on RevertResult {
  message
  changes {
    ...ChangeFields
  }
  conflicts {
    kind
    recordId
    label
    detail
    changes {
      ...ChangeFields
    }
  }
}
    fragment ChangeFields on Change {
  id
  at
  actorId
  actorName
  kind
  recordId
  recordLabel
  action
  fields {
    field
    before
    after
  }
  batchId
  batchLabel
  revertOf
  version
  canRevert
}`, {"fragmentName":"RevertResultFields"}) as unknown as TypedDocumentString<RevertResultFieldsFragment, unknown>;
export const SavedViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedViewFields on SavedView {
  id
  list
  name
  search
  shared
  ownerName
  canDelete
}
    `, {"fragmentName":"SavedViewFields"}) as unknown as TypedDocumentString<SavedViewFieldsFragment, unknown>;
export const EmployeeFieldsFragmentDoc = new TypedDocumentString(`
    fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
    `, {"fragmentName":"EmployeeFields"}) as unknown as TypedDocumentString<EmployeeFieldsFragment, unknown>;
export const DepartmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment DepartmentFields on Department {
  id
  code
  name
}
    `, {"fragmentName":"DepartmentFields"}) as unknown as TypedDocumentString<DepartmentFieldsFragment, unknown>;
export const DesignationFieldsFragmentDoc = new TypedDocumentString(`
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}
    `, {"fragmentName":"DesignationFields"}) as unknown as TypedDocumentString<DesignationFieldsFragment, unknown>;
export const WorkCenterFieldsFragmentDoc = new TypedDocumentString(`
    fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
    `, {"fragmentName":"WorkCenterFields"}) as unknown as TypedDocumentString<WorkCenterFieldsFragment, unknown>;
export const StatusCountsFieldsFragmentDoc = new TypedDocumentString(`
    fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
    `, {"fragmentName":"StatusCountsFields"}) as unknown as TypedDocumentString<StatusCountsFieldsFragment, unknown>;
export const EmployeeRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment EmployeeRowFields on EmployeeRow {
  employee {
    ...EmployeeFields
  }
  department {
    ...DepartmentFields
  }
  designation {
    ...DesignationFields
  }
  workCenter {
    ...WorkCenterFields
  }
  status
  counts {
    ...StatusCountsFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}
fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
fragment DesignationFields on Designation {
  id
  name
  departmentId
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}`, {"fragmentName":"EmployeeRowFields"}) as unknown as TypedDocumentString<EmployeeRowFieldsFragment, unknown>;
export const TrainingFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
    `, {"fragmentName":"TrainingFields"}) as unknown as TypedDocumentString<TrainingFieldsFragment, unknown>;
export const TrainingTypeFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
    `, {"fragmentName":"TrainingTypeFields"}) as unknown as TypedDocumentString<TrainingTypeFieldsFragment, unknown>;
export const CompetencyFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
    `, {"fragmentName":"CompetencyFields"}) as unknown as TypedDocumentString<CompetencyFieldsFragment, unknown>;
export const TrainingRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrainingRowFields on TrainingRow {
  training {
    ...TrainingFields
  }
  type {
    ...TrainingTypeFields
  }
  competency {
    ...CompetencyFields
  }
  counts {
    ...StatusCountsFields
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}`, {"fragmentName":"TrainingRowFields"}) as unknown as TypedDocumentString<TrainingRowFieldsFragment, unknown>;
export const TrainingRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
  version
}
    `, {"fragmentName":"TrainingRecordFields"}) as unknown as TypedDocumentString<TrainingRecordFieldsFragment, unknown>;
export const RecordRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
  version
}`, {"fragmentName":"RecordRowFields"}) as unknown as TypedDocumentString<RecordRowFieldsFragment, unknown>;
export const ComplianceCountsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ComplianceCountsFields on ComplianceCounts {
  valid
  expiring
  expired
  missing
  due
  exempt
}
    `, {"fragmentName":"ComplianceCountsFields"}) as unknown as TypedDocumentString<ComplianceCountsFieldsFragment, unknown>;
export const ForecastLineFieldsFragmentDoc = new TypedDocumentString(`
    fragment ForecastLineFields on ForecastLine {
  id
  name
  counts
}
    `, {"fragmentName":"ForecastLineFields"}) as unknown as TypedDocumentString<ForecastLineFieldsFragment, unknown>;
export const RequirementFieldsFragmentDoc = new TypedDocumentString(`
    fragment RequirementFields on Requirement {
  id
  trainingId
  scope {
    departmentIds
    designationIds
    workCenterIds
  }
  effectiveFrom
  graceDays
  version
}
    `, {"fragmentName":"RequirementFields"}) as unknown as TypedDocumentString<RequirementFieldsFragment, unknown>;
export const ExemptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExemptionFields on Exemption {
  id
  requirementId
  employeeId
  reason
  employeeName
  employeeCode
  trainingId
  trainingTitle
}
    `, {"fragmentName":"ExemptionFields"}) as unknown as TypedDocumentString<ExemptionFieldsFragment, unknown>;
export const ChangesDocument = new TypedDocumentString(`
    query Changes($query: ChangeQueryInput!) {
  changes(query: $query) {
    items {
      ...ChangeFields
    }
    totalCount
    pageNumber
    pageSize
  }
}
    fragment ChangeFields on Change {
  id
  at
  actorId
  actorName
  kind
  recordId
  recordLabel
  action
  fields {
    field
    before
    after
  }
  batchId
  batchLabel
  revertOf
  version
  canRevert
}`) as unknown as TypedDocumentString<ChangesQuery, ChangesQueryVariables>;
export const ChangeExportDocument = new TypedDocumentString(`
    query ChangeExport($query: ChangeQueryInput!) {
  changeExport(query: $query) {
    ...ChangeFields
  }
}
    fragment ChangeFields on Change {
  id
  at
  actorId
  actorName
  kind
  recordId
  recordLabel
  action
  fields {
    field
    before
    after
  }
  batchId
  batchLabel
  revertOf
  version
  canRevert
}`) as unknown as TypedDocumentString<ChangeExportQuery, ChangeExportQueryVariables>;
export const ChangePeopleDocument = new TypedDocumentString(`
    query ChangePeople {
  changePeople {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ChangePeopleQuery, ChangePeopleQueryVariables>;
export const RevertChangeDocument = new TypedDocumentString(`
    mutation RevertChange($id: ID!, $version: Int!) {
  revertChange(id: $id, version: $version) {
    ...RevertResultFields
  }
}
    fragment ChangeFields on Change {
  id
  at
  actorId
  actorName
  kind
  recordId
  recordLabel
  action
  fields {
    field
    before
    after
  }
  batchId
  batchLabel
  revertOf
  version
  canRevert
}
fragment RevertResultFields on RevertResult {
  message
  changes {
    ...ChangeFields
  }
  conflicts {
    kind
    recordId
    label
    detail
    changes {
      ...ChangeFields
    }
  }
}`) as unknown as TypedDocumentString<RevertChangeMutation, RevertChangeMutationVariables>;
export const UndoBatchDocument = new TypedDocumentString(`
    mutation UndoBatch($batchId: ID!) {
  undoBatch(batchId: $batchId) {
    ...RevertResultFields
  }
}
    fragment ChangeFields on Change {
  id
  at
  actorId
  actorName
  kind
  recordId
  recordLabel
  action
  fields {
    field
    before
    after
  }
  batchId
  batchLabel
  revertOf
  version
  canRevert
}
fragment RevertResultFields on RevertResult {
  message
  changes {
    ...ChangeFields
  }
  conflicts {
    kind
    recordId
    label
    detail
    changes {
      ...ChangeFields
    }
  }
}`) as unknown as TypedDocumentString<UndoBatchMutation, UndoBatchMutationVariables>;
export const DepartmentsDocument = new TypedDocumentString(`
    query Departments {
  departments {
    ...DepartmentFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}`) as unknown as TypedDocumentString<DepartmentsQuery, DepartmentsQueryVariables>;
export const DepartmentDocument = new TypedDocumentString(`
    query Department($id: ID!) {
  department(id: $id) {
    ...DepartmentFields
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}`) as unknown as TypedDocumentString<DepartmentQuery, DepartmentQueryVariables>;
export const WorkCentersDocument = new TypedDocumentString(`
    query WorkCenters {
  workCenters {
    ...WorkCenterFields
  }
}
    fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}`) as unknown as TypedDocumentString<WorkCentersQuery, WorkCentersQueryVariables>;
export const WorkCenterDocument = new TypedDocumentString(`
    query WorkCenter($id: ID!) {
  workCenter(id: $id) {
    ...WorkCenterFields
  }
}
    fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}`) as unknown as TypedDocumentString<WorkCenterQuery, WorkCenterQueryVariables>;
export const DesignationsDocument = new TypedDocumentString(`
    query Designations {
  designations {
    ...DesignationFields
  }
}
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}`) as unknown as TypedDocumentString<DesignationsQuery, DesignationsQueryVariables>;
export const DesignationDocument = new TypedDocumentString(`
    query Designation($id: ID!) {
  designation(id: $id) {
    ...DesignationFields
  }
}
    fragment DesignationFields on Designation {
  id
  name
  departmentId
}`) as unknown as TypedDocumentString<DesignationQuery, DesignationQueryVariables>;
export const CompetenciesDocument = new TypedDocumentString(`
    query Competencies {
  competencies {
    ...CompetencyFields
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}`) as unknown as TypedDocumentString<CompetenciesQuery, CompetenciesQueryVariables>;
export const CompetencyDocument = new TypedDocumentString(`
    query Competency($id: ID!) {
  competency(id: $id) {
    ...CompetencyFields
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}`) as unknown as TypedDocumentString<CompetencyQuery, CompetencyQueryVariables>;
export const TrainingTypesDocument = new TypedDocumentString(`
    query TrainingTypes {
  trainingTypes {
    ...TrainingTypeFields
  }
}
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}`) as unknown as TypedDocumentString<TrainingTypesQuery, TrainingTypesQueryVariables>;
export const TrainingTypeDocument = new TypedDocumentString(`
    query TrainingType($id: ID!) {
  trainingType(id: $id) {
    ...TrainingTypeFields
  }
}
    fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}`) as unknown as TypedDocumentString<TrainingTypeQuery, TrainingTypeQueryVariables>;
export const EmployeesDocument = new TypedDocumentString(`
    query Employees {
  employees {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}`) as unknown as TypedDocumentString<EmployeesQuery, EmployeesQueryVariables>;
export const EmployeeDocument = new TypedDocumentString(`
    query Employee($id: ID!) {
  employee(id: $id) {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}`) as unknown as TypedDocumentString<EmployeeQuery, EmployeeQueryVariables>;
export const TrainingsDocument = new TypedDocumentString(`
    query Trainings {
  trainings {
    ...TrainingFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}`) as unknown as TypedDocumentString<TrainingsQuery, TrainingsQueryVariables>;
export const TrainingDocument = new TypedDocumentString(`
    query Training($id: ID!) {
  training(id: $id) {
    ...TrainingFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}`) as unknown as TypedDocumentString<TrainingQuery, TrainingQueryVariables>;
export const SavedViewsDocument = new TypedDocumentString(`
    query SavedViews($list: String!) {
  savedViews(list: $list) {
    ...SavedViewFields
  }
}
    fragment SavedViewFields on SavedView {
  id
  list
  name
  search
  shared
  ownerName
  canDelete
}`) as unknown as TypedDocumentString<SavedViewsQuery, SavedViewsQueryVariables>;
export const SaveViewDocument = new TypedDocumentString(`
    mutation SaveView($view: SavedViewInput!) {
  saveView(view: $view) {
    ...SavedViewFields
  }
}
    fragment SavedViewFields on SavedView {
  id
  list
  name
  search
  shared
  ownerName
  canDelete
}`) as unknown as TypedDocumentString<SaveViewMutation, SaveViewMutationVariables>;
export const DeleteViewDocument = new TypedDocumentString(`
    mutation DeleteView($id: ID!) {
  deleteView(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteViewMutation, DeleteViewMutationVariables>;
export const TrainingDashboardDocument = new TypedDocumentString(`
    query TrainingDashboard {
  trainingDashboard {
    today
    kpis {
      employees
      compliance
      expiring
      expired
      scheduled
    }
    departments {
      departmentId
      name
      valid
      expiring
      expired
      missing
      compliance
    }
    nextExpirations {
      ...RecordRowFields
    }
    scheduled {
      recordId
      date
      trainingTitle
      employeeId
      employeeName
    }
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
  version
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`) as unknown as TypedDocumentString<TrainingDashboardQuery, TrainingDashboardQueryVariables>;
export const EmployeeRowsDocument = new TypedDocumentString(`
    query EmployeeRows($request: ListRequestInput) {
  employeeRows(request: $request) {
    items {
      ...EmployeeRowFields
    }
    totalCount
    pageNumber
    pageSize
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}
fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
fragment DesignationFields on Designation {
  id
  name
  departmentId
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
fragment EmployeeRowFields on EmployeeRow {
  employee {
    ...EmployeeFields
  }
  department {
    ...DepartmentFields
  }
  designation {
    ...DesignationFields
  }
  workCenter {
    ...WorkCenterFields
  }
  status
  counts {
    ...StatusCountsFields
  }
}`) as unknown as TypedDocumentString<EmployeeRowsQuery, EmployeeRowsQueryVariables>;
export const EmployeeDetailDocument = new TypedDocumentString(`
    query EmployeeDetail($id: ID!, $history: ListRequestInput!) {
  employeeRow(id: $id) {
    ...EmployeeRowFields
  }
  recordRows(request: $history) {
    items {
      ...RecordRowFields
    }
    totalCount
    pageNumber
    pageSize
  }
}
    fragment DepartmentFields on Department {
  id
  code
  name
}
fragment WorkCenterFields on WorkCenter {
  id
  code
  name
  location
}
fragment DesignationFields on Designation {
  id
  name
  departmentId
}
fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
  version
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
fragment EmployeeRowFields on EmployeeRow {
  employee {
    ...EmployeeFields
  }
  department {
    ...DepartmentFields
  }
  designation {
    ...DesignationFields
  }
  workCenter {
    ...WorkCenterFields
  }
  status
  counts {
    ...StatusCountsFields
  }
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`) as unknown as TypedDocumentString<EmployeeDetailQuery, EmployeeDetailQueryVariables>;
export const TrainingRowsDocument = new TypedDocumentString(`
    query TrainingRows($request: ListRequestInput) {
  trainingRows(request: $request) {
    items {
      ...TrainingRowFields
    }
    totalCount
    pageNumber
    pageSize
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
fragment TrainingRowFields on TrainingRow {
  training {
    ...TrainingFields
  }
  type {
    ...TrainingTypeFields
  }
  competency {
    ...CompetencyFields
  }
  counts {
    ...StatusCountsFields
  }
}`) as unknown as TypedDocumentString<TrainingRowsQuery, TrainingRowsQueryVariables>;
export const TrainingRowDocument = new TypedDocumentString(`
    query TrainingRow($id: ID!) {
  trainingRow(id: $id) {
    ...TrainingRowFields
  }
}
    fragment CompetencyFields on Competency {
  id
  code
  name
  description
}
fragment TrainingTypeFields on TrainingType {
  id
  name
  description
}
fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment StatusCountsFields on StatusCounts {
  scheduled
  valid
  expiring
  expired
}
fragment TrainingRowFields on TrainingRow {
  training {
    ...TrainingFields
  }
  type {
    ...TrainingTypeFields
  }
  competency {
    ...CompetencyFields
  }
  counts {
    ...StatusCountsFields
  }
}`) as unknown as TypedDocumentString<TrainingRowQuery, TrainingRowQueryVariables>;
export const RecordRowsDocument = new TypedDocumentString(`
    query RecordRows($request: ListRequestInput) {
  recordRows(request: $request) {
    items {
      ...RecordRowFields
    }
    totalCount
    pageNumber
    pageSize
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
  version
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`) as unknown as TypedDocumentString<RecordRowsQuery, RecordRowsQueryVariables>;
export const RecordExportDocument = new TypedDocumentString(`
    query RecordExport($request: ListRequestInput) {
  recordExport(request: $request) {
    id
    employeeCode
    employeeName
    department
    trainingCode
    trainingTitle
    scheduledDate
    completionDate
    expiryDate
    score
    status
  }
}
    `) as unknown as TypedDocumentString<RecordExportQuery, RecordExportQueryVariables>;
export const RecordCompletionDocument = new TypedDocumentString(`
    mutation RecordCompletion($recordId: ID!, $completion: CompletionInput!, $version: Int!) {
  recordCompletion(
    recordId: $recordId
    completion: $completion
    version: $version
  ) {
    ...RecordRowFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
  version
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`) as unknown as TypedDocumentString<RecordCompletionMutation, RecordCompletionMutationVariables>;
export const ScheduleTrainingDocument = new TypedDocumentString(`
    mutation ScheduleTraining($schedule: ScheduleInput!) {
  scheduleTraining(schedule: $schedule) {
    ...RecordRowFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
  version
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`) as unknown as TypedDocumentString<ScheduleTrainingMutation, ScheduleTrainingMutationVariables>;
export const RecordPastCompletionDocument = new TypedDocumentString(`
    mutation RecordPastCompletion($completion: PastCompletionInput!) {
  recordPastCompletion(completion: $completion) {
    ...RecordRowFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}
fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}
fragment TrainingRecordFields on TrainingRecord {
  id
  employeeId
  trainingId
  scheduledDate
  completionDate
  expiryDate
  score
  version
}
fragment RecordRowFields on RecordRow {
  record {
    ...TrainingRecordFields
  }
  employee {
    ...EmployeeFields
  }
  training {
    ...TrainingFields
  }
  status
  current
}`) as unknown as TypedDocumentString<RecordPastCompletionMutation, RecordPastCompletionMutationVariables>;
export const CreateTrainingDocument = new TypedDocumentString(`
    mutation CreateTraining($training: TrainingInput!) {
  createTraining(training: $training) {
    ...TrainingFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}`) as unknown as TypedDocumentString<CreateTrainingMutation, CreateTrainingMutationVariables>;
export const UpdateTrainingDocument = new TypedDocumentString(`
    mutation UpdateTraining($id: ID!, $training: TrainingInput!, $version: Int!) {
  updateTraining(id: $id, training: $training, version: $version) {
    ...TrainingFields
  }
}
    fragment TrainingFields on Training {
  id
  code
  title
  typeId
  competencyId
  validityMonths
  durationHours
  version
}`) as unknown as TypedDocumentString<UpdateTrainingMutation, UpdateTrainingMutationVariables>;
export const CreateEmployeeDocument = new TypedDocumentString(`
    mutation CreateEmployee($employee: EmployeeInput!) {
  createEmployee(employee: $employee) {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}`) as unknown as TypedDocumentString<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = new TypedDocumentString(`
    mutation UpdateEmployee($id: ID!, $employee: EmployeeInput!, $version: Int!) {
  updateEmployee(id: $id, employee: $employee, version: $version) {
    ...EmployeeFields
  }
}
    fragment EmployeeFields on Employee {
  id
  code
  firstName
  lastName
  email
  departmentId
  designationId
  workCenterId
  hireDate
  active
  version
}`) as unknown as TypedDocumentString<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const ImportRecordsDocument = new TypedDocumentString(`
    mutation ImportRecords($rows: [ImportRowInput!]!, $batch: ImportBatchInput!) {
  importRecords(rows: $rows, batch: $batch) {
    added
    present
    batch {
      id
      label
    }
    problems {
      line
      field
      reason
      value
    }
  }
}
    `) as unknown as TypedDocumentString<ImportRecordsMutation, ImportRecordsMutationVariables>;
export const ComplianceMatrixDocument = new TypedDocumentString(`
    query ComplianceMatrix($query: MatrixQueryInput!) {
  complianceMatrix(query: $query) {
    asOf
    columns {
      trainingId
      code
      title
      counts {
        ...ComplianceCountsFields
      }
    }
    rows {
      employeeId
      code
      name
      department
      statuses
      gaps
    }
    totalCount
    pageNumber
    pageSize
    counts {
      ...ComplianceCountsFields
    }
    share
  }
}
    fragment ComplianceCountsFields on ComplianceCounts {
  valid
  expiring
  expired
  missing
  due
  exempt
}`) as unknown as TypedDocumentString<ComplianceMatrixQuery, ComplianceMatrixQueryVariables>;
export const ComplianceForecastDocument = new TypedDocumentString(`
    query ComplianceForecast($departmentId: ID) {
  complianceForecast(departmentId: $departmentId) {
    from
    months
    total
    byDepartment {
      ...ForecastLineFields
    }
    byTraining {
      ...ForecastLineFields
    }
  }
}
    fragment ForecastLineFields on ForecastLine {
  id
  name
  counts
}`) as unknown as TypedDocumentString<ComplianceForecastQuery, ComplianceForecastQueryVariables>;
export const LapsesDocument = new TypedDocumentString(`
    query Lapses($month: String, $departmentId: ID, $trainingId: ID) {
  lapses(month: $month, departmentId: $departmentId, trainingId: $trainingId) {
    employeeId
    employeeName
    employeeCode
    departmentId
    department
    trainingId
    trainingTitle
    expiryDate
    month
  }
}
    `) as unknown as TypedDocumentString<LapsesQuery, LapsesQueryVariables>;
export const CreateRequirementDocument = new TypedDocumentString(`
    mutation CreateRequirement($requirement: RequirementInput!) {
  createRequirement(requirement: $requirement) {
    ...RequirementFields
  }
}
    fragment RequirementFields on Requirement {
  id
  trainingId
  scope {
    departmentIds
    designationIds
    workCenterIds
  }
  effectiveFrom
  graceDays
  version
}`) as unknown as TypedDocumentString<CreateRequirementMutation, CreateRequirementMutationVariables>;
export const RequirementsDocument = new TypedDocumentString(`
    query Requirements {
  requirements {
    requirements {
      ...RequirementFields
    }
    exemptions {
      ...ExemptionFields
    }
  }
}
    fragment RequirementFields on Requirement {
  id
  trainingId
  scope {
    departmentIds
    designationIds
    workCenterIds
  }
  effectiveFrom
  graceDays
  version
}
fragment ExemptionFields on Exemption {
  id
  requirementId
  employeeId
  reason
  employeeName
  employeeCode
  trainingId
  trainingTitle
}`) as unknown as TypedDocumentString<RequirementsQuery, RequirementsQueryVariables>;
export const GrantExemptionDocument = new TypedDocumentString(`
    mutation GrantExemption($exemption: ExemptionInput!) {
  grantExemption(exemption: $exemption) {
    ...ExemptionFields
  }
}
    fragment ExemptionFields on Exemption {
  id
  requirementId
  employeeId
  reason
  employeeName
  employeeCode
  trainingId
  trainingTitle
}`) as unknown as TypedDocumentString<GrantExemptionMutation, GrantExemptionMutationVariables>;
export const LiftExemptionDocument = new TypedDocumentString(`
    mutation LiftExemption($id: ID!) {
  liftExemption(id: $id) {
    ...ExemptionFields
  }
}
    fragment ExemptionFields on Exemption {
  id
  requirementId
  employeeId
  reason
  employeeName
  employeeCode
  trainingId
  trainingTitle
}`) as unknown as TypedDocumentString<LiftExemptionMutation, LiftExemptionMutationVariables>;