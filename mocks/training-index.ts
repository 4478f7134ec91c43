import { booleanFilter, createList, dateBoundFilter, equalsFilter, oneOfFilter, textKey, type ListQueryFunction } from './list-engine';
import {
  currentRecordIds,
  employeeStatus,
  statusClock,
  TRAINING_STATUSES,
  type Department,
  type Employee,
  type IsoDate,
  type TrainingData,
  type TrainingStatus,
} from '../src/domain/training';
import type { EmployeeRow, RecordExportRow, RecordRow, StatusCounts, TrainingRow } from '../src/domain/training-rows';

/** @returns the record as one flat export line: codes, names, dates, score and status. */
export function toExportRow({ record, employee, training, status }: RecordRow, departmentName: string): RecordExportRow {
  return {
    id: record.id,
    employeeCode: employee.code,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    department: departmentName,
    trainingCode: training.code,
    trainingTitle: training.title,
    scheduledDate: record.scheduledDate,
    completionDate: record.completionDate,
    expiryDate: record.expiryDate,
    score: record.score,
    status,
  };
}

/** The training data joined and ready to answer list requests for one day. */
export interface TrainingIndex {
  today: IsoDate;
  employees: EmployeeRow[];
  records: RecordRow[];
  trainings: TrainingRow[];
  departments: Department[];
  /**
   * Employees page. Filters: `department`, `designation`, `workCenter` (ids), `status`, `active`.
   * Sorts: `name` (default), `code`, `department`, `designation`, `workCenter`, `hireDate`, `status` (most urgent last).
   */
  queryEmployees: ListQueryFunction<EmployeeRow>;
  /**
   * Course history. Filters: `employee`, `training`, `department` (ids), `status`, `current`, `active`
   * (the employee's flag), `from`/`to` (inclusive, on the record's date: completion, else scheduled).
   * Sorts: `date` (default, newest first), `employee`, `training`, `scheduledDate`, `completionDate`,
   * `expiryDate` (never-expiring last), `status`, `score`.
   */
  queryRecords: ListQueryFunction<RecordRow>;
  /** Trainings page. Filters: `type`, `competency` (ids). Sorts: `code` (default), `title`, `validity`, `duration`, `valid`, `expiring`, `expired`. */
  queryTrainings: ListQueryFunction<TrainingRow>;
}

const emptyCounts = (): StatusCounts => ({ scheduled: 0, valid: 0, expiring: 0, expired: 0 });

const STATUS_RANK: Record<TrainingStatus, number> = { scheduled: 1, valid: 2, expiring: 3, expired: 4 };

/** Sorts after every ISO date, so records without a date come last in ascending order. */
const NO_DATE = '\uffff';

function byId<T extends { id: string }>(kind: string, items: readonly T[]): (id: string) => T {
  const map = new Map(items.map((item) => [item.id, item]));
  return (id) => {
    const item = map.get(id);
    if (!item) throw new Error(`Unknown ${kind} '${id}'`);
    return item;
  };
}

/**
 * Joins the data for `today`: statuses, which records are current, counts per
 * employee and training, and the three server-side lists. Build it again
 * after a write or when the day changes.
 * @throws Error when a record or employee points at an id that does not exist.
 */
export function createTrainingIndex(data: TrainingData, today: IsoDate): TrainingIndex {
  const statusOf = statusClock(today);
  const current = currentRecordIds(data.records);
  const employee = byId('employee', data.employees);
  const training = byId('training', data.trainings);

  const records: RecordRow[] = data.records.map((record) => ({
    record,
    employee: employee(record.employeeId),
    training: training(record.trainingId),
    status: statusOf(record),
    current: current.has(record.id),
  }));

  const countsByEmployee = new Map<string, StatusCounts>();
  const countsByTraining = new Map<string, StatusCounts>();
  for (const row of records) {
    if (!row.current) continue;
    const forEmployee = countsByEmployee.get(row.employee.id) ?? emptyCounts();
    forEmployee[row.status]++;
    countsByEmployee.set(row.employee.id, forEmployee);
    if (!row.employee.active) continue;
    const forTraining = countsByTraining.get(row.training.id) ?? emptyCounts();
    forTraining[row.status]++;
    countsByTraining.set(row.training.id, forTraining);
  }

  const department = byId('department', data.departments);
  const designation = byId('designation', data.designations);
  const workCenter = byId('work center', data.workCenters);
  const employees: EmployeeRow[] = data.employees.map((item) => {
    const counts = countsByEmployee.get(item.id) ?? emptyCounts();
    return {
      employee: item,
      department: department(item.departmentId),
      designation: designation(item.designationId),
      workCenter: workCenter(item.workCenterId),
      status: employeeStatus(TRAINING_STATUSES.filter((status) => counts[status] > 0)),
      counts,
    };
  });

  const type = byId('training type', data.trainingTypes);
  const competency = byId('competency', data.competencies);
  const trainings: TrainingRow[] = data.trainings.map((item) => ({
    training: item,
    type: type(item.typeId),
    competency: competency(item.competencyId),
    counts: countsByTraining.get(item.id) ?? emptyCounts(),
  }));

  const personName = (person: Employee) => textKey(`${person.lastName} ${person.firstName}`);
  const recordDate = (row: RecordRow) => row.record.completionDate ?? row.record.scheduledDate;

  return {
    today,
    employees,
    records,
    trainings,
    departments: data.departments,
    queryEmployees: createList(employees, {
      searchText: ({ employee: e }) => `${e.firstName} ${e.lastName} ${e.code} ${e.email}`,
      filters: {
        department: equalsFilter((row) => row.department.id),
        designation: equalsFilter((row) => row.designation.id),
        workCenter: equalsFilter((row) => row.workCenter.id),
        status: oneOfFilter(TRAINING_STATUSES, (row) => row.status),
        active: booleanFilter((row) => row.employee.active),
      },
      sorts: {
        name: (row) => personName(row.employee),
        code: (row) => row.employee.code,
        department: (row) => textKey(row.department.name),
        designation: (row) => textKey(row.designation.name),
        workCenter: (row) => textKey(row.workCenter.name),
        hireDate: (row) => row.employee.hireDate,
        status: (row) => (row.status ? STATUS_RANK[row.status] : 0),
      },
      defaultSort: { key: 'name', descending: false },
    }),
    queryRecords: createList(records, {
      searchText: ({ employee: e, training: t }) => `${e.firstName} ${e.lastName} ${e.code} ${t.code} ${t.title}`,
      filters: {
        employee: equalsFilter((row) => row.employee.id),
        training: equalsFilter((row) => row.training.id),
        department: equalsFilter((row) => row.employee.departmentId),
        status: oneOfFilter(TRAINING_STATUSES, (row) => row.status),
        current: booleanFilter((row) => row.current),
        active: booleanFilter((row) => row.employee.active),
        from: dateBoundFilter('from', recordDate),
        to: dateBoundFilter('to', recordDate),
      },
      sorts: {
        date: (row) => recordDate(row) ?? NO_DATE,
        employee: (row) => personName(row.employee),
        training: (row) => textKey(row.training.title),
        scheduledDate: (row) => row.record.scheduledDate ?? NO_DATE,
        completionDate: (row) => row.record.completionDate ?? NO_DATE,
        expiryDate: (row) => row.record.expiryDate ?? NO_DATE,
        status: (row) => STATUS_RANK[row.status],
        score: (row) => row.record.score ?? -1,
      },
      defaultSort: { key: 'date', descending: true },
    }),
    queryTrainings: createList(trainings, {
      searchText: ({ training: t }) => `${t.code} ${t.title}`,
      filters: {
        type: equalsFilter((row) => row.type.id),
        competency: equalsFilter((row) => row.competency.id),
      },
      sorts: {
        code: (row) => row.training.code,
        title: (row) => textKey(row.training.title),
        validity: (row) => row.training.validityMonths ?? Number.MAX_SAFE_INTEGER,
        duration: (row) => row.training.durationHours,
        valid: (row) => row.counts.valid,
        expiring: (row) => row.counts.expiring,
        expired: (row) => row.counts.expired,
      },
      defaultSort: { key: 'code', descending: false },
    }),
  };
}
