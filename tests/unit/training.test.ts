import { describe, expect, it } from 'vitest';
import { generateTrainingData } from '../../mocks/fixtures/training';
import { ListRequestError, parseListRequest } from '../../mocks/list-engine';
import { pageCountOf, type ListRequest } from '../../src/domain/list-request';
import {
  currentRecordIds,
  employeeStatus,
  EXPIRING_WINDOW_DAYS,
  expiryDateOf,
  recordStatus,
  type TrainingData,
  type TrainingRecord,
} from '../../src/domain/training';
import { createTrainingIndex } from '../../mocks/training-index';
import { complianceByDepartment, nextExpirations, trainingKpis } from '../../mocks/training-stats';
import { noStatusCounts } from '../../src/domain/compliance';
import { requiredCounts } from '../../mocks/compliance-matrix';
import { seedCompliance } from '../../mocks/fixtures/requirements';

const TODAY = '2026-03-15';

function completedOn(completionDate: string, expiryDate: string | null): Pick<TrainingRecord, 'completionDate' | 'expiryDate'> {
  return { completionDate, expiryDate };
}

describe('recordStatus', () => {
  it('keeps a training that expires today valid for the day, so it is expiring', () => {
    expect(recordStatus(completedOn('2025-03-15', '2026-03-15'), TODAY)).toBe('expiring');
  });

  it('calls a training expired from the day after its expiry', () => {
    expect(recordStatus(completedOn('2025-03-14', '2026-03-14'), TODAY)).toBe('expired');
  });

  it(`counts an expiry in exactly ${EXPIRING_WINDOW_DAYS} days as expiring and in 31 days as valid`, () => {
    expect(EXPIRING_WINDOW_DAYS).toBe(30);
    expect(recordStatus(completedOn('2025-04-14', '2026-04-14'), TODAY)).toBe('expiring');
    expect(recordStatus(completedOn('2025-04-15', '2026-04-15'), TODAY)).toBe('valid');
  });

  it('keeps a training that never expires valid', () => {
    expect(recordStatus(completedOn('1999-01-01', null), TODAY)).toBe('valid');
  });

  it('calls a record without a completion scheduled', () => {
    expect(recordStatus({ completionDate: null, expiryDate: null }, TODAY)).toBe('scheduled');
  });
});

describe('expiryDateOf', () => {
  it('adds the validity in months, clamping to the end of a shorter month', () => {
    expect(expiryDateOf('2025-01-31', 1)).toBe('2025-02-28');
    expect(expiryDateOf('2024-02-29', 12)).toBe('2025-02-28');
    expect(expiryDateOf('2025-06-10', 24)).toBe('2027-06-10');
  });

  it('gives no expiry for a training that never expires', () => {
    expect(expiryDateOf('2025-06-10', null)).toBeNull();
  });
});

describe('employeeStatus', () => {
  it('names the most urgent status', () => {
    expect(employeeStatus(['valid', 'expiring', 'scheduled'])).toBe('expiring');
    expect(employeeStatus(['valid', 'expired', 'expiring'])).toBe('expired');
    expect(employeeStatus(['scheduled', 'valid'])).toBe('valid');
    expect(employeeStatus(['scheduled'])).toBe('scheduled');
    expect(employeeStatus([])).toBeNull();
  });
});

describe('currentRecordIds', () => {
  it('keeps only the latest completion of a training per employee, and every scheduled record', () => {
    const record = (id: string, employeeId: string, completionDate: string | null): TrainingRecord => ({
      id,
      employeeId,
      trainingId: 't1',
      scheduledDate: null,
      completionDate,
      expiryDate: null,
      score: null,
      version: 1,
    });
    const ids = currentRecordIds([
      record('old', 'e1', '2023-01-01'),
      record('new', 'e1', '2025-01-01'),
      record('next', 'e1', null),
      record('other', 'e2', '2022-01-01'),
    ]);
    expect([...ids].sort()).toEqual(['new', 'next', 'other']);
  });
});

/** A small hand-made world: two departments, three employees, two trainings. */
function smallWorld(): TrainingData {
  const employee = (id: string, firstName: string, lastName: string, departmentId: string, active = true) => ({
    id,
    code: `EMP-${id}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    departmentId,
    designationId: 'des-1',
    workCenterId: 'wc-1',
    hireDate: '2020-01-01',
    active,
    version: 1,
  });
  const record = (
    id: string,
    employeeId: string,
    trainingId: string,
    completionDate: string | null,
    expiryDate: string | null,
    scheduledDate: string | null = null,
  ) => ({
    id,
    employeeId,
    trainingId,
    scheduledDate,
    completionDate,
    expiryDate,
    score: null,
    version: 1,
  });
  return {
    departments: [
      { id: 'd1', code: 'OPS', name: 'Operations' },
      { id: 'd2', code: 'FIN', name: 'Finance' },
    ],
    workCenters: [{ id: 'wc-1', code: 'HQ', name: 'Head Office', location: 'Madrid' }],
    designations: [{ id: 'des-1', name: 'Operator', departmentId: 'd1' }],
    competencies: [{ id: 'c1', code: 'FS', name: 'Fire Safety', description: '' }],
    trainingTypes: [{ id: 'ty1', name: 'Classroom', description: '' }],
    trainings: [
      { id: 't1', code: 'FS-101', title: 'Fire Safety Awareness', typeId: 'ty1', competencyId: 'c1', validityMonths: 12, durationHours: 2, version: 1 },
      { id: 't2', code: 'FA-102', title: 'Basic First Aid', typeId: 'ty1', competencyId: 'c1', validityMonths: null, durationHours: 8, version: 1 },
    ],
    employees: [
      employee('e1', 'Ana', 'Garcia', 'd1'),
      employee('e2', 'Ben', 'Okafor', 'd1'),
      employee('e3', 'Chen', 'Wang', 'd2'),
      employee('e4', 'Dina', 'Left', 'd2', false),
    ],
    records: [
      record('r1', 'e1', 't1', '2025-04-01', '2026-04-01'), // expiring (17 days)
      record('r2', 'e1', 't2', '2020-05-01', null), // valid, never expires
      record('r3', 'e2', 't1', '2024-01-10', '2025-01-10'), // renewed below: not current
      record('r4', 'e2', 't1', '2025-02-01', '2026-02-01'), // expired
      record('r5', 'e2', 't2', null, null, '2026-04-20'), // scheduled
      record('r6', 'e3', 't1', '2025-12-01', '2026-12-01'), // valid
      record('r7', 'e4', 't1', '2024-01-01', '2025-01-01'), // expired, but the employee left
    ],
  };
}

describe('KPIs', () => {
  const index = createTrainingIndex(smallWorld(), TODAY);

  it('counts active employees and their current records; compliance is held over owed among the required trainings', () => {
    const required = { ...noStatusCounts(), valid: 2, expiring: 1, expired: 1, missing: 2, due: 4, exempt: 1 };
    expect(trainingKpis(index, required)).toEqual({ employees: 3, compliance: 3 / 6, expiring: 1, expired: 1, scheduled: 1 });
    expect(trainingKpis(index, noStatusCounts()).compliance).toBeNull();
  });

  it('gives compliance per department over its required trainings, and none for a department that owes none', () => {
    const operations = { ...noStatusCounts(), valid: 1, expiring: 1, expired: 1, missing: 1, due: 2 };
    expect(complianceByDepartment(index, new Map([['d1', operations]]))).toEqual([
      { departmentId: 'd1', name: 'Operations', valid: 1, expiring: 1, expired: 1, missing: 1, compliance: 2 / 4 },
      { departmentId: 'd2', name: 'Finance', valid: 0, expiring: 0, expired: 0, missing: 0, compliance: null },
    ]);
  });

  it('lists the next expirations from today, soonest first', () => {
    expect(nextExpirations(index).map((row) => row.record.id)).toEqual(['r1', 'r6']);
  });

  it('gives each employee their most urgent status and counts', () => {
    const rows = Object.fromEntries(index.employees.map((row) => [row.employee.id, row]));
    expect(rows.e1.status).toBe('expiring');
    expect(rows.e2.status).toBe('expired');
    expect(rows.e2.counts).toEqual({ scheduled: 1, valid: 0, expiring: 0, expired: 1 });
    expect(index.trainings[0].counts).toEqual({ scheduled: 0, valid: 1, expiring: 1, expired: 1 });
  });
});

describe('list request mapping (§3)', () => {
  const index = createTrainingIndex(smallWorld(), TODAY);
  const names = (request: ListRequest) => index.queryEmployees(request).items.map((row) => row.employee.firstName);

  it('searches names, codes and email case-insensitively, every word', () => {
    expect(names({ searchTerm: 'GARCIA' })).toEqual(['Ana']);
    expect(names({ searchTerm: 'emp-e' })).toEqual(['Ana', 'Dina', 'Ben', 'Chen']);
    expect(names({ searchTerm: 'ana garcia' })).toEqual(['Ana']);
    expect(names({ searchTerm: 'ana wang' })).toEqual([]);
  });

  it('applies filterKey/filterValue and the where clause together', () => {
    expect(names({ filterKey: 'department', filterValue: 'd1' })).toEqual(['Ana', 'Ben']);
    expect(names({ filterKey: 'department', filterValue: 'd2', whereClause: 'active=true' })).toEqual(['Chen']);
    expect(names({ whereClause: 'status=expiring&status=expired' })).toEqual(['Ana', 'Dina', 'Ben']);
  });

  it('sorts by a named key in either order', () => {
    expect(names({})).toEqual(['Ana', 'Dina', 'Ben', 'Chen']);
    expect(names({ whereClause: 'sort=name&order=desc' })).toEqual(['Chen', 'Ben', 'Dina', 'Ana']);
    // Ties (Dina and Ben are both expired) stay in name order.
    expect(names({ whereClause: 'sort=status&order=desc' })).toEqual(['Dina', 'Ben', 'Ana', 'Chen']);
    expect(names({ whereClause: 'sort=status' })).toEqual(['Chen', 'Ana', 'Dina', 'Ben']);
  });

  it('pages on the server: items of the page, total and page count', () => {
    const page = index.queryEmployees({ pageNumber: 2, pageSize: 3 });
    expect(page.items.map((row) => row.employee.firstName)).toEqual(['Chen']);
    expect(page).toMatchObject({ totalCount: 4, pageNumber: 2, pageSize: 3 });
    expect(pageCountOf(page.totalCount, page.pageSize)).toBe(2);
    expect(index.queryEmployees({ searchTerm: 'nobody' })).toMatchObject({ items: [], totalCount: 0 });
    expect(pageCountOf(0, 10)).toBe(1);
  });

  it('defaults to page 1 of 10 rows', () => {
    expect(index.queryEmployees({})).toMatchObject({ pageNumber: 1, pageSize: 10 });
  });

  it('filters course history by employee, status, current and an inclusive date range', () => {
    const ids = (whereClause: string) => index.queryRecords({ whereClause }).items.map((row) => row.record.id);
    expect(ids('employee=e2')).toEqual(['r5', 'r4', 'r3']);
    expect(ids('employee=e2&current=true&status=expired')).toEqual(['r4']);
    expect(ids('from=2025-02-01&to=2025-12-01&sort=date&order=asc')).toEqual(['r4', 'r1', 'r6']);
    expect(ids('from=2025-02-01&to=2025-12-01&sort=date')).toEqual(['r6', 'r1', 'r4']);
    expect(ids('employee=e1&sort=expiryDate')).toEqual(['r1', 'r2']);
  });

  it('refuses unknown keys and bad values with a message', () => {
    const spec = { searchText: () => '', filters: {}, sorts: { name: () => '' }, defaultSort: { key: 'name', descending: false } };
    expect(() => parseListRequest({ filterKey: 'salary', filterValue: '1' }, spec)).toThrow(new ListRequestError("Unknown filter 'salary'"));
    expect(() => parseListRequest({ whereClause: 'sort=salary' }, spec)).toThrow("Unknown sort 'salary'");
    expect(() => parseListRequest({ whereClause: 'order=up' }, spec)).toThrow('order must be asc or desc');
    expect(() => parseListRequest({ pageSize: 0 }, spec)).toThrow('pageSize must be an integer from 1 to 100');
    expect(() => parseListRequest({ pageNumber: 1.5 }, spec)).toThrow(ListRequestError);
    expect(() => index.queryEmployees({ whereClause: 'status=late' })).toThrow("Unknown filter value 'late'");
    expect(() => index.queryRecords({ whereClause: 'from=15/03/2026' })).toThrow("Invalid date '15/03/2026'");
  });
});

describe('generated training data', () => {
  it('is the same for the same day and seed, and holds every status', () => {
    const data = generateTrainingData({ today: TODAY });
    expect(generateTrainingData({ today: TODAY })).toEqual(data);
    expect(data.employees).toHaveLength(60);
    expect(data.trainings).toHaveLength(20);
    expect(data.records).toHaveLength(400);
    const index = createTrainingIndex(data, TODAY);
    const kpis = trainingKpis(index, requiredCounts(data, seedCompliance(data, TODAY), TODAY).counts);
    for (const count of [kpis.expiring, kpis.expired, kpis.scheduled]) expect(count).toBeGreaterThan(15);
    // Some of the demo's people miss a required training, so the figure says something.
    expect(kpis.compliance).toBeGreaterThan(0.3);
    expect(kpis.compliance).toBeLessThan(0.95);
    for (const { record } of index.records) {
      const employee = data.employees.find((item) => item.id === record.employeeId);
      if (record.completionDate) expect(record.completionDate >= (employee?.hireDate ?? '')).toBe(true);
    }
  });
});
