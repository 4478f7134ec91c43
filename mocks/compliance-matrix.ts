import {
  complianceShare,
  complianceStatus,
  employeeOnRoll,
  latestCompletion,
  noStatusCounts,
  type Completion,
  type ComplianceStatus,
  type StatusCounts,
} from '../src/domain/compliance';
import { STATUS_URGENCY, type ComplianceMatrix, type MatrixQuery, type MatrixRow } from '../src/domain/compliance-matrix';
import { addDays, EXPIRING_WINDOW_DAYS, fullName, type IsoDate, type TrainingData } from '../src/domain/training';
import type { ComplianceData } from './fixtures/requirements';
import { lapseMonth, type Lapse } from '../src/domain/compliance-forecast';

/** Each status's place in STATUS_URGENCY (0 the most urgent). */
const URGENCY = new Map(STATUS_URGENCY.map((status, rank) => [status, rank]));

/** The most urgent of `statuses` (STATUS_URGENCY), `null` when none counts. */
function mostUrgent(statuses: (ComplianceStatus | null)[]): ComplianceStatus | null {
  let best: ComplianceStatus | null = null;
  for (const status of statuses) if (status !== null && (best === null || URGENCY.get(status)! < URGENCY.get(best)!)) best = status;
  return best;
}

/** A matrix row with the id of its employee's department, which the dashboard's chart groups by. */
interface PlacedRow extends MatrixRow {
  departmentId: string;
}

/** The requirements, completions and exemptions of `data`, indexed by employee then training or requirement: a cell is then two lookups. */
interface MatrixIndex {
  /** The matrix's columns: every training some requirement names, by code. */
  columnIds: string[];
  /** The requirements naming each column's training. */
  requirementsOf: ComplianceData['requirements'][];
  completions: Map<string, Map<string, Completion[]>>;
  /** The trainings each employee has a session of scheduled from `today` on (a record not completed; one left in the past renews nothing). */
  scheduled: Map<string, Set<string>>;
  exempt: Map<string, Set<string>>;
  trainings: Map<string, TrainingData['trainings'][number]>;
  departments: Map<string, string>;
}

function matrixIndex(data: TrainingData, compliance: ComplianceData, today: IsoDate): MatrixIndex {
  const trainings = new Map(data.trainings.map((training) => [training.id, training]));
  const columnIds = [...new Set(compliance.requirements.map((requirement) => requirement.trainingId))]
    .filter((id) => trainings.has(id))
    .sort((a, b) => trainings.get(a)!.code.localeCompare(trainings.get(b)!.code));
  const completions = new Map<string, Map<string, Completion[]>>();
  const scheduled = new Map<string, Set<string>>();
  for (const record of data.records) {
    if (record.completionDate === null) {
      if (record.scheduledDate === null || record.scheduledDate >= today)
        scheduled.set(record.employeeId, (scheduled.get(record.employeeId) ?? new Set()).add(record.trainingId));
      continue;
    }
    const byTraining = completions.get(record.employeeId) ?? new Map<string, Completion[]>();
    completions.set(record.employeeId, byTraining);
    const list = byTraining.get(record.trainingId) ?? [];
    list.push({ completionDate: record.completionDate, expiryDate: record.expiryDate });
    byTraining.set(record.trainingId, list);
  }
  const requirementsOf = columnIds.map((trainingId) => compliance.requirements.filter((requirement) => requirement.trainingId === trainingId));
  const exempt = new Map<string, Set<string>>();
  for (const { employeeId, requirementId } of compliance.exemptions) exempt.set(employeeId, (exempt.get(employeeId) ?? new Set()).add(requirementId));
  const departments = new Map(data.departments.map((department) => [department.id, department.name]));
  return { columnIds, requirementsOf, completions, scheduled, exempt, trainings, departments };
}

const NO_COMPLETIONS: Completion[] = [];

/** Where `employee` stands with each column's training on `day` (`null`: not required of them then). */
function cellsOf(index: MatrixIndex, employee: TrainingData['employees'][number], day: IsoDate, today: IsoDate): (ComplianceStatus | null)[] {
  const onRoll = employeeOnRoll(employee, today);
  const held = index.completions.get(employee.id);
  const exempted = index.exempt.get(employee.id);
  return index.requirementsOf.map((requirements, column) =>
    mostUrgent(
      requirements.map((requirement) =>
        complianceStatus(onRoll, requirement, held?.get(index.columnIds[column]!) ?? NO_COMPLETIONS, exempted?.has(requirement.id) ?? false, day),
      ),
    ),
  );
}

/**
 * The columns and the rows of the matrix of `data` on `query.asOf`, filtered but not sorted or paged
 * (see {@link complianceMatrix}).
 */
function matrixRows(
  data: TrainingData,
  compliance: ComplianceData,
  query: Pick<MatrixQuery, 'asOf' | 'employeeId' | 'departmentId' | 'designationId' | 'workCenterId' | 'status' | 'search'>,
  today: IsoDate,
): { columnIds: string[]; rows: PlacedRow[] } {
  const index = matrixIndex(data, compliance, today);
  const search = query.search.toLocaleLowerCase();
  const rows: PlacedRow[] = [];
  for (const employee of data.employees) {
    if (query.employeeId && employee.id !== query.employeeId) continue;
    if (query.departmentId && employee.departmentId !== query.departmentId) continue;
    if (query.designationId && employee.designationId !== query.designationId) continue;
    if (query.workCenterId && employee.workCenterId !== query.workCenterId) continue;
    const name = fullName(employee);
    if (search && !`${name} ${employee.code}`.toLocaleLowerCase().includes(search)) continue;
    const statuses = cellsOf(index, employee, query.asOf, today);
    if (statuses.every((status) => status === null)) continue;
    if (query.status && !statuses.includes(query.status)) continue;
    const gaps = statuses.filter((status) => status === 'missing' || status === 'expired').length;
    rows.push({
      employeeId: employee.id,
      code: employee.code,
      name,
      department: index.departments.get(employee.departmentId) ?? '',
      departmentId: employee.departmentId,
      statuses,
      gaps,
    });
  }
  return { columnIds: index.columnIds, rows };
}

/**
 * Every required training of the employees of `data` (the caller's scope already applied) that
 * lapses within the forecast from `today`: held now, expiring in one of its months, and with no
 * session of it scheduled for the employee (`lapseMonth`, §19).
 */
export function lapsesOn(data: TrainingData, compliance: ComplianceData, today: IsoDate): Lapse[] {
  return lapsesOver(matrixIndex(data, compliance, today), data, today);
}

/** {@link lapsesOn} over an index already made of the data. */
function lapsesOver(index: MatrixIndex, data: TrainingData, today: IsoDate): Lapse[] {
  const lapses: Lapse[] = [];
  for (const employee of data.employees) {
    const statuses = cellsOf(index, employee, today, today);
    statuses.forEach((status, column) => {
      const trainingId = index.columnIds[column]!;
      const latest = latestCompletion(index.completions.get(employee.id)?.get(trainingId) ?? NO_COMPLETIONS, today);
      const month = lapseMonth(status, latest?.expiryDate ?? null, index.scheduled.get(employee.id)?.has(trainingId) ?? false, today);
      if (month === null) return;
      lapses.push({
        employeeId: employee.id,
        employeeName: fullName(employee),
        employeeCode: employee.code,
        departmentId: employee.departmentId,
        department: index.departments.get(employee.departmentId) ?? '',
        trainingId,
        trainingTitle: index.trainings.get(trainingId)!.title,
        expiryDate: latest!.expiryDate!,
        month,
      });
    });
  }
  return lapses;
}

/**
 * The statuses of every required training owed on `day` by the employees of `data` (the caller's
 * scope already applied), in all and per department: what the dashboard's compliance figure and
 * chart are (§19).
 */
export function requiredCounts(
  data: TrainingData,
  compliance: ComplianceData,
  day: IsoDate,
): { counts: StatusCounts; byDepartment: Map<string, StatusCounts> } {
  const { rows } = matrixRows(
    data,
    compliance,
    { asOf: day, employeeId: null, departmentId: null, designationId: null, workCenterId: null, status: null, search: '' },
    day,
  );
  const counts = noStatusCounts();
  const byDepartment = new Map<string, StatusCounts>();
  for (const row of rows) {
    const department = byDepartment.get(row.departmentId) ?? noStatusCounts();
    byDepartment.set(row.departmentId, department);
    for (const status of row.statuses) {
      if (status === null) continue;
      counts[status] += 1;
      department[status] += 1;
    }
  }
  return { counts, byDepartment };
}

/**
 * The compliance matrix of `data` on `query.asOf`: a column per training some requirement names (by
 * code), a row per employee of `data` (the caller's scope already applied) who is bound by at least
 * one requirement that day. A cell is the most urgent status of the requirements that name its
 * training and bind the employee, so an exemption from one does not hide another. The filters
 * (department, designation, work center, a status some cell has, a search of name and code) and the order apply to the rows;
 * the counts and the share are over every row kept; one page of rows is answered.
 */
export function complianceMatrix(data: TrainingData, compliance: ComplianceData, query: MatrixQuery, today: IsoDate): ComplianceMatrix {
  const trainings = new Map(data.trainings.map((training) => [training.id, training]));
  const { columnIds, rows: placed } = matrixRows(data, compliance, query, today);
  const rows: MatrixRow[] = placed.map(({ departmentId: _departmentId, ...row }) => row);
  // By name A to Z, or by gaps fewest first (ties by name); `descending` turns the chosen order round.
  // One collator for the whole sort: String.localeCompare sets one up per call, seconds on the large data.
  const direction = query.descending ? -1 : 1;
  const { compare } = new Intl.Collator();
  rows.sort((a, b) => direction * ((query.sort === 'gaps' ? a.gaps - b.gaps : 0) || compare(a.name, b.name) || compare(a.code, b.code)));

  const counts = noStatusCounts();
  const columns = columnIds.map((trainingId) => ({
    trainingId,
    code: trainings.get(trainingId)!.code,
    title: trainings.get(trainingId)!.title,
    counts: noStatusCounts(),
  }));
  for (const row of rows) {
    row.statuses.forEach((status, index) => {
      if (status === null) return;
      counts[status] += 1;
      columns[index]!.counts[status] += 1;
    });
  }
  const lastPage = Math.max(1, Math.ceil(rows.length / query.pageSize));
  const pageNumber = Math.min(query.pageNumber, lastPage);
  return {
    asOf: query.asOf,
    columns,
    rows: rows.slice((pageNumber - 1) * query.pageSize, pageNumber * query.pageSize),
    totalCount: rows.length,
    pageNumber,
    pageSize: query.pageSize,
    counts,
    share: complianceShare(counts),
  };
}

/** A required training an employee has never completed and is past their grace period for: since when it is owed. */
export interface MissingRequirement {
  employeeId: string;
  trainingId: string;
  /** The first day it counted as missing: the requirement in force and the grace period over. */
  since: IsoDate;
}

/** What the notifications say of required trainings on a day: the gaps never filled, and the held ones about to lapse. */
export interface RequiredGaps {
  missing: MissingRequirement[];
  /** `employeeId:trainingId` of each required training expiring within the window with no session scheduled. */
  lapsing: ReadonlySet<string>;
}

/** No requirement: nothing missing, nothing lapsing. */
export const NO_REQUIRED_GAPS: RequiredGaps = { missing: [], lapsing: new Set() };

/**
 * The required trainings of the employees of `data` (the caller's scope applied) that are missing
 * on `today`, with the day each gap began, and those expiring within the window with nothing
 * scheduled (§19): what the notifications raise beyond the records' own expiry.
 */
export function requiredGaps(data: TrainingData, compliance: ComplianceData, today: IsoDate): RequiredGaps {
  const index = matrixIndex(data, compliance, today);
  const missing: MissingRequirement[] = [];
  for (const employee of data.employees) {
    const onRoll = employeeOnRoll(employee, today);
    cellsOf(index, employee, today, today).forEach((status, column) => {
      if (status !== 'missing') return;
      const trainingId = index.columnIds[column]!;
      // The earliest of the requirements that make it missing: in force, and past the grace it gives.
      const since = index.requirementsOf[column]!.filter(
        (requirement) =>
          complianceStatus(onRoll, requirement, NO_COMPLETIONS, index.exempt.get(employee.id)?.has(requirement.id) ?? false, today) === 'missing',
      )
        .map((requirement) => [requirement.effectiveFrom, addDays(employee.hireDate, requirement.graceDays)].sort()[1]!)
        .sort()[0]!;
      missing.push({ employeeId: employee.id, trainingId, since });
    });
  }
  const windowEnd = addDays(today, EXPIRING_WINDOW_DAYS);
  const lapsing = new Set(
    lapsesOver(index, data, today)
      .filter((lapse) => lapse.expiryDate <= windowEnd)
      .map((lapse) => `${lapse.employeeId}:${lapse.trainingId}`),
  );
  return { missing, lapsing };
}
