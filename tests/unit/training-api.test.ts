import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setHttpFaultHandlers } from '../../src/api/rest-session';
import { signInWithToken } from '../session';
import { fetchTrainingDashboard } from '../../src/api/dashboard';
import { employeesApi } from '../../src/api/employees';
import { recordsApi } from '../../src/api/records';
import { trainingsApi } from '../../src/api/trainings';
import { addDays, localToday } from '../../src/domain/training';
import { DEMO_MANAGER, DEMO_USER, DEMO_VIEWER, seedUsers } from '../../mocks/fixtures/users';
import { issueToken } from '../../mocks/jwt';
import { server } from '../../mocks/node';
import { scenarios } from '../../mocks/scenarios';
import { installMemoryStorage } from '../storage';
import { failure, restCall } from '../api-calls';

/** A REST call straight to the handlers, past the gateway. */

/** A scheduled record of an active employee, as the course history lists it. */
async function aScheduledRecord() {
  const page = await recordsApi.list({ whereClause: 'status=scheduled&active=true' });
  return page.items[0]!;
}

let faults: { notify: Mock<(message: string) => void>; signOut: Mock<() => void> };
const today = localToday();

beforeAll(() => installMemoryStorage());
beforeEach(async () => {
  faults = { notify: vi.fn(), signOut: vi.fn() };
  setHttpFaultHandlers(faults);
  signInWithToken(await issueToken(DEMO_USER));
});

describe('list endpoints: the §3 list request as query parameters, a page back', () => {
  it('maps every field of the list request to the query and answers { items, totalCount, pageNumber, pageSize }', async () => {
    const query = new URLSearchParams({
      searchTerm: '',
      pageNumber: '2',
      pageSize: '5',
      filterKey: 'active',
      filterValue: 'true',
      whereClause: 'sort=code&order=desc',
    });
    const { status, body } = await restCall(`/training/employees?${query}`);
    expect(status).toBe(200);
    const page = body.data as { items: { employee: { code: string; active: boolean } }[]; totalCount: number; pageNumber: number; pageSize: number };
    expect(Object.keys(page).sort()).toEqual(['items', 'pageNumber', 'pageSize', 'totalCount']);
    expect(page).toMatchObject({ pageNumber: 2, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.items.every((row) => row.employee.active)).toBe(true);
    const codes = page.items.map((row) => row.employee.code);
    expect(codes).toEqual([...codes].sort().reverse());
    const all = await employeesApi.list({ pageSize: 100 });
    expect(page.totalCount).toBe(all.items.filter((row) => row.employee.active).length);
  });

  it('sends the list request through the gateway: search, filters and sort reach the server', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).search));
    const page = await employeesApi.list({ searchTerm: 'fischer', whereClause: 'sort=name&order=desc', pageSize: 3 });
    server.events.removeAllListeners();
    expect(new URLSearchParams(seen[0])).toEqual(new URLSearchParams({ searchTerm: 'fischer', pageSize: '3', whereClause: 'sort=name&order=desc' }));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((row) => `${row.employee.firstName} ${row.employee.lastName}`.toLowerCase().includes('fischer'))).toBe(true);
  });

  it('a page past the end is empty but keeps the count', async () => {
    const page = await trainingsApi.list({ pageNumber: 99 });
    expect(page).toEqual({ items: [], totalCount: 20, pageNumber: 99, pageSize: 10 });
  });

  it.each([
    ['an unknown filter', { whereClause: 'colour=red' }, "Unknown filter 'colour'"],
    ['an unknown sort', { whereClause: 'sort=shoeSize' }, "Unknown sort 'shoeSize'"],
    ['a page size over 100', { pageSize: 500 }, 'pageSize must be an integer from 1 to 100'],
    ['a bad status', { filterKey: 'status', filterValue: 'late' }, "Unknown filter value 'late'; expected one of scheduled, valid, expiring, expired"],
  ])('refuses %s with a 400 and the reason', async (_name, request, message) => {
    const error = await failure(recordsApi.list(request));
    expect(error).toMatchObject({ status: 400, message, handled: true });
  });

  it('a page number that is not a number is refused', async () => {
    const { status, body } = await restCall('/training/records?pageNumber=abc');
    expect(status).toBe(400);
    expect(body.message).toBe('pageNumber must be an integer from 1 to 9007199254740991');
  });

  it('derives each record status on the server', async () => {
    const page = await recordsApi.list({ filterKey: 'status', filterValue: 'expired', pageSize: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const row of page.items) {
      expect(row.status).toBe('expired');
      expect(row.record.expiryDate! < today).toBe(true);
    }
  });

  it('exports every filtered record unpaged, flat', async () => {
    const rows = await recordsApi.exportAll({ whereClause: 'status=valid', pageSize: 10, pageNumber: 3 });
    const total = (await recordsApi.list({ whereClause: 'status=valid' })).totalCount;
    expect(total).toBeGreaterThan(100);
    expect(rows).toHaveLength(total);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      employeeCode: expect.stringMatching(/^EMP-\d{5}$/),
      employeeName: expect.any(String),
      department: expect.any(String),
      trainingCode: expect.any(String),
      trainingTitle: expect.any(String),
      scheduledDate: rows[0]!.scheduledDate,
      completionDate: expect.any(String),
      expiryDate: rows[0]!.expiryDate,
      score: rows[0]!.score,
      status: 'valid',
    });
  });

  it('answers one employee and one training by id, and 404 for an unknown id', async () => {
    await expect(employeesApi.detail('emp-2')).resolves.toMatchObject({
      employee: { employee: { id: 'emp-2', firstName: 'Yusuf' }, department: { id: 'dep-8' } },
    });
    await expect(trainingsApi.item('trn-1')).resolves.toMatchObject({ training: { code: 'FS-101' }, type: { id: 'type-1' }, competency: { id: 'comp-1' } });
    expect(await failure(trainingsApi.item('trn-999'))).toMatchObject({ status: 404, message: 'No training with id trn-999.' });
  });

  it("an employee's detail holds their whole history, newest first", async () => {
    const { history } = await employeesApi.detail('emp-2');
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((row) => row.employee.id === 'emp-2')).toBe(true);
  });
});

describe('dashboard and writes: a recorded completion changes the figures', () => {
  it('recording a completion makes the record valid and moves the KPIs', async () => {
    const before = await fetchTrainingDashboard();
    expect(before.today).toBe(today);
    const scheduled = await aScheduledRecord();
    const row = await recordsApi.recordCompletion(scheduled.record.id, { completionDate: today, score: 88 }, scheduled.record.version);
    expect(row.record).toMatchObject({ id: scheduled.record.id, completionDate: today, score: 88 });
    expect(row.status === 'valid' || row.status === 'expiring').toBe(true);

    const after = await fetchTrainingDashboard();
    expect(after.kpis.scheduled).toBe(before.kpis.scheduled - 1);
    expect(after.scheduled.some((session) => session.recordId === scheduled.record.id)).toBe(false);
  });

  it('scheduling adds a scheduled record that the history and calendar show', async () => {
    const { employee } = (await employeesApi.list({ whereClause: 'active=true', pageSize: 1 })).items[0]!;
    const pending = await recordsApi.list({ whereClause: `employee=${employee.id}&status=scheduled`, pageSize: 100 });
    const taken = new Set(pending.items.map((row) => row.training.id));
    const training = (await trainingsApi.list({ pageSize: 100 })).items.find((row) => !taken.has(row.training.id))!.training;
    const date = addDays(today, 10);
    const row = await recordsApi.schedule({ employeeId: employee.id, trainingId: training.id, scheduledDate: date });
    expect(row).toMatchObject({
      status: 'scheduled',
      record: { scheduledDate: date, completionDate: null },
      employee: { id: employee.id },
      training: { id: training.id },
    });
    expect((await fetchTrainingDashboard()).scheduled).toContainEqual(expect.objectContaining({ recordId: row.record.id, date }));

    const again = await failure(recordsApi.schedule({ employeeId: employee.id, trainingId: training.id, scheduledDate: date }));
    expect(again).toMatchObject({
      refused: true,
      handled: false,
      message: `${employee.firstName} ${employee.lastName} already has ${training.title} scheduled on ${date}.`,
    });
  });

  it('creates and edits a training; the catalogue and the list show it', async () => {
    const values = { code: 'FS-900', title: 'Evacuation Drill Lead', typeId: 'type-1', competencyId: 'comp-1', validityMonths: 6, durationHours: 1.5 };
    const created = await trainingsApi.create(values);
    expect(created).toEqual({ id: 'trn-21', ...values, version: 1 });
    const edited = await trainingsApi.update(created.id, { ...values, title: 'Evacuation Drill Leader', validityMonths: null }, created.version);
    expect(edited).toMatchObject({ id: 'trn-21', title: 'Evacuation Drill Leader', validityMonths: null, version: 2 });
    const page = await trainingsApi.list({ searchTerm: 'FS-900' });
    expect(page.items.map((row) => row.training.title)).toEqual(['Evacuation Drill Leader']);
  });

  it('records a course taken before it was tracked, without scheduling it: a day up to today, from the hire date, once', async () => {
    const { employee } = (await employeesApi.list({ whereClause: 'active=true', pageSize: 1 })).items[0]!;
    const training = (await trainingsApi.list({ searchTerm: 'FS-101' })).items[0]!.training;
    const date = addDays(today, -40);
    const row = await recordsApi.recordPastCompletion(employee.id, { trainingId: training.id, completionDate: date, score: 77 });
    expect(row).toMatchObject({
      employee: { id: employee.id },
      training: { id: training.id },
      record: { scheduledDate: null, completionDate: date, score: 77, version: 1 },
    });
    expect(row.status).not.toBe('scheduled');
    const history = await employeesApi.detail(employee.id);
    expect(history.history.some((line) => line.record.id === row.record.id)).toBe(true);

    const refusals: [Parameters<typeof recordsApi.recordPastCompletion>[1], string][] = [
      [
        { trainingId: training.id, completionDate: date, score: 77 },
        `${training.title} completed on ${date} is already recorded for ${employee.firstName} ${employee.lastName}.`,
      ],
      [{ trainingId: training.id, completionDate: addDays(today, 1), score: null }, 'The completion date cannot be in the future.'],
      [
        { trainingId: training.id, completionDate: addDays(employee.hireDate, -1), score: null },
        `The completion date cannot be before ${employee.firstName} ${employee.lastName} was hired (${employee.hireDate}).`,
      ],
      [{ trainingId: training.id, completionDate: date, score: 101 }, 'The score must be a whole number from 0 to 100.'],
      [{ trainingId: '', completionDate: date, score: null }, 'The training is required.'],
      [{ trainingId: 'trn-999', completionDate: date, score: null }, 'No training with id trn-999.'],
    ];
    for (const [completion, message] of refusals) {
      expect(await failure(recordsApi.recordPastCompletion(employee.id, completion))).toMatchObject({ refused: true, handled: false, message });
    }
  });
});

describe('the server checks writes as the forms do and answers success: false with the reason', () => {
  it.each([
    ['a future date', () => ({ completionDate: addDays(today, 1), score: null }), 'The completion date cannot be in the future.'],
    ['a score over 100', () => ({ completionDate: today, score: 101 }), 'The score must be a whole number from 0 to 100.'],
    ['a date that is not one', () => ({ completionDate: '2026-02-30', score: null }), 'The completion date must be a date written as YYYY-MM-DD.'],
  ])('completion: refuses %s', async (_name, completion, message) => {
    const scheduled = await aScheduledRecord();
    const error = await failure(recordsApi.recordCompletion(scheduled.record.id, completion(), scheduled.record.version));
    expect(error).toMatchObject({ message, refused: true, handled: false });
    expect(faults.notify).not.toHaveBeenCalled();
  });

  it('completion: the REST endpoint itself refuses a fractional score (the gateway would not even send one)', async () => {
    const scheduled = await aScheduledRecord();
    const { body } = await restCall(`/training/records/${scheduled.record.id}/completion`, {
      method: 'POST',
      body: JSON.stringify({ completionDate: today, score: 70.5, version: scheduled.record.version }),
    });
    expect(body).toEqual({ success: false, message: 'The score must be a whole number from 0 to 100.', data: null });
  });

  it('completion: refuses a date before the hire date, a record already completed and an unknown record', async () => {
    const scheduled = await aScheduledRecord();
    const { employee } = scheduled;
    const early = await failure(
      recordsApi.recordCompletion(scheduled.record.id, { completionDate: addDays(employee.hireDate, -1), score: null }, scheduled.record.version),
    );
    expect(early.message).toBe(`The completion date cannot be before ${employee.firstName} ${employee.lastName} was hired (${employee.hireDate}).`);
    const done = await recordsApi.recordCompletion(scheduled.record.id, { completionDate: today, score: null }, scheduled.record.version);
    expect((await failure(recordsApi.recordCompletion(scheduled.record.id, { completionDate: today, score: null }, done.record.version))).message).toBe(
      'This training is already completed.',
    );
    expect(await failure(recordsApi.recordCompletion('rec-0', { completionDate: today, score: null }, 1))).toMatchObject({
      status: 404,
      message: 'No training record with id rec-0.',
      handled: true,
    });
  });

  it('schedule: refuses a past date, an inactive employee and unknown ids', async () => {
    const active = (await employeesApi.list({ whereClause: 'active=true', pageSize: 1 })).items[0]!.employee;
    const inactive = (await employeesApi.list({ whereClause: 'active=false', pageSize: 1 })).items[0]!.employee;
    const cases: [Parameters<typeof recordsApi.schedule>[0], string][] = [
      [{ employeeId: active.id, trainingId: 'trn-1', scheduledDate: addDays(today, -1) }, 'The scheduled date cannot be in the past.'],
      [
        { employeeId: inactive.id, trainingId: 'trn-1', scheduledDate: today },
        `${inactive.firstName} ${inactive.lastName} is no longer active, so no training can be scheduled.`,
      ],
      [{ employeeId: 'emp-0', trainingId: 'trn-1', scheduledDate: today }, 'No employee with id emp-0.'],
      [{ employeeId: active.id, trainingId: 'trn-0', scheduledDate: today }, 'No training with id trn-0.'],
    ];
    for (const [schedule, message] of cases) {
      expect(await failure(recordsApi.schedule(schedule))).toMatchObject({ message, refused: true });
    }
  });

  it.each([
    ['a code in lower case', { code: 'fs-1' }, 'The code must be 2 to 20 capital letters, digits or dashes, e.g. FS-101.'],
    ['a code already used', { code: 'FS-101' }, 'The code FS-101 is already used by Fire Safety Awareness.'],
    ['an empty title', { title: '  ' }, 'The title is required.'],
    ['an unknown type', { typeId: 'type-99' }, 'No training type with id type-99.'],
    ['an unknown competency', { competencyId: 'comp-99' }, 'No competency with id comp-99.'],
    ['a validity of 0 months', { validityMonths: 0 }, 'The validity must be a whole number of months from 1 to 120, or none.'],
    ['a duration of 0 hours', { durationHours: 0 }, 'The duration must be above 0 and at most 1000 hours, with at most two decimals.'],
  ])('training: refuses %s', async (_name, change, message) => {
    const values = { code: 'QA-500', title: 'Root Cause Analysis', typeId: 'type-2', competencyId: 'comp-8', validityMonths: 24, durationHours: 4, ...change };
    expect(await failure(trainingsApi.create(values))).toMatchObject({ message, refused: true });
  });

  it('training: editing keeps its own code, refuses another one and 404s an unknown id', async () => {
    const own = (await trainingsApi.item('trn-2')).training;
    const { id: _id, version, ...values } = own;
    const saved = await trainingsApi.update('trn-2', { ...values, durationHours: 7 }, version);
    expect(saved).toMatchObject({ id: 'trn-2', durationHours: 7, version: version + 1 });
    expect((await failure(trainingsApi.update('trn-2', { ...values, code: 'FS-101' }, saved.version))).message).toBe(
      'The code FS-101 is already used by Fire Safety Awareness.',
    );
    expect(await failure(trainingsApi.update('trn-999', values, 1))).toMatchObject({ status: 404, message: 'No training with id trn-999.' });
  });
});

describe("employee writes (§11): the form's schema and the server's checks", () => {
  const newcomer = {
    code: 'EMP-09001',
    firstName: 'Noor',
    lastName: 'Haddad',
    email: 'noor.haddad@trendmfg.example',
    departmentId: 'dep-1',
    designationId: 'des-2',
    workCenterId: 'wc-1',
    hireDate: addDays(today, -30),
    active: true,
  };

  it('adds an employee who then counts in the list and the KPIs; editing and deactivating change both', async () => {
    const before = (await fetchTrainingDashboard()).kpis.employees;
    const created = await employeesApi.create({ ...newcomer, firstName: '  Noor ' });
    expect(created).toEqual({ id: 'emp-61', ...newcomer, version: 1 });
    expect((await fetchTrainingDashboard()).kpis.employees).toBe(before + 1);
    expect((await employeesApi.list({ searchTerm: 'EMP-09001' })).items.map((row) => row.employee.lastName)).toEqual(['Haddad']);

    const edited = await employeesApi.update(created.id, { ...newcomer, lastName: 'Haddad-Saleh' }, created.version);
    expect(edited).toMatchObject({ id: 'emp-61', lastName: 'Haddad-Saleh', version: 2 });
    await employeesApi.update(created.id, { ...newcomer, active: false }, edited.version);
    expect((await fetchTrainingDashboard()).kpis.employees).toBe(before);
    expect((await employeesApi.list({ searchTerm: 'EMP-09001', whereClause: 'active=false' })).totalCount).toBe(1);
  });

  it.each([
    ['a code in lower case', { code: 'emp-1' }, 'The code must be 2 to 20 capital letters, digits or dashes, e.g. EMP-00042.'],
    ['a code already used', { code: 'EMP-00001' }, /^The code EMP-00001 is already used by .+\.$/],
    [
      'an e-mail already used, in other capitals',
      { email: 'NOOR.HADDAD@trendmfg.example' },
      'The email NOOR.HADDAD@trendmfg.example is already used by Noor Haddad.',
    ],
    ['an e-mail that is not one', { email: 'noor@' }, 'The email is not a valid email address.'],
    ['a blank first name', { firstName: '   ' }, 'The first name is required.'],
    ['a last name of 61 characters', { lastName: 'x'.repeat(61) }, 'A name must be at most 60 characters.'],
    ['a designation of another department', { designationId: 'des-5' }, 'Maintenance Lead is not a designation of the chosen department.'],
    ['an unknown work center', { workCenterId: 'wc-99' }, 'No work center with id wc-99.'],
    ['a hire date that is not a date', { hireDate: '2026-02-30' }, 'The hire date must be a date written as YYYY-MM-DD.'],
    ['a hire date in the future', { hireDate: addDays(today, 1) }, 'The hire date cannot be in the future.'],
  ])('refuses %s', async (_name, change, message) => {
    await employeesApi.create(newcomer).catch(() => undefined);
    const values = { ...newcomer, code: 'EMP-09002', email: 'someone.else@trendmfg.example', ...change };
    const error = await failure(employeesApi.create(values));
    expect(error).toMatchObject({ refused: true, handled: false });
    // A text is the server's exact words; only the clash, which names a generated employee, is a pattern.
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
    expect(faults.notify).not.toHaveBeenCalled();
  });

  it('the REST endpoint refuses a body that is not an employee, and 404s an unknown id', async () => {
    expect((await restCall('/training/employees', { method: 'POST', body: '[1,2]' })).body).toEqual({
      success: false,
      message: 'The code is required.',
      data: null,
    });
    expect((await restCall('/training/employees', { method: 'POST', body: 'not json' })).body.success).toBe(false);
    expect(await failure(employeesApi.update('emp-0', newcomer, 1))).toMatchObject({ status: 404, message: 'No employee with id emp-0.' });
  });

  it('editing keeps their own code and e-mail, and refuses a hire date after a completed training', async () => {
    const row = (await recordsApi.list({ whereClause: 'status=valid&active=true', pageSize: 1 })).items[0]!;
    const { id, version, ...values } = row.employee;
    const saved = await employeesApi.update(id, values, version);
    expect(saved).toMatchObject({ id, code: values.code });
    const detail = await employeesApi.detail(id);
    const first = detail.history
      .map((line) => line.record.completionDate)
      .filter((date): date is string => date !== null)
      .sort()[0]!;
    expect((await failure(employeesApi.update(id, { ...values, hireDate: addDays(first, 1) }, saved.version))).message).toBe(
      `The hire date cannot be after the first completed training (${first}).`,
    );
  });
});

describe('roles (§10): the fake backend limits each caller to their node and role', () => {
  const signInAs = async (user: typeof DEMO_USER) => signInWithToken(await issueToken(user));
  const noRole = seedUsers.find((user) => user.user_type === 'staff')!;

  it('a manager of Operations reads only its employees, their records, KPIs and notifications', async () => {
    const all = await employeesApi.list({ pageSize: 1 });
    await signInAs(DEMO_MANAGER);
    const page = await employeesApi.list({ pageSize: 100 });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.totalCount).toBeLessThan(all.totalCount);
    expect(new Set(page.items.map((row) => row.employee.departmentId))).toEqual(new Set(['dep-1']));
    const records = await recordsApi.list({ pageSize: 100 });
    expect(records.items.every((row) => row.employee.departmentId === 'dep-1')).toBe(true);
    const dashboard = await fetchTrainingDashboard();
    expect(dashboard.kpis.employees).toBe((await employeesApi.list({ whereClause: 'active=true' })).totalCount);
    expect(dashboard.departments.map((department) => department.departmentId).filter((id) => id !== 'dep-1')).toEqual([]);
    const outside = all.items[0]!.employee.departmentId === 'dep-1' ? null : all.items[0]!.employee.id;
    if (outside) expect(await failure(employeesApi.detail(outside))).toMatchObject({ status: 404 });
  });

  it('a manager writes within their node; outside it, or on the catalogue, the answer is 403 Permission Denied (told, still signed in)', async () => {
    const outsider = (await employeesApi.list({ whereClause: 'department=dep-2&active=true', pageSize: 1 })).items[0]!.employee;
    const insider = (await employeesApi.list({ whereClause: 'department=dep-1&active=true', pageSize: 1 })).items[0]!.employee;
    await signInAs(DEMO_MANAGER);
    const date = addDays(today, 20);
    await expect(recordsApi.schedule({ employeeId: insider.id, trainingId: 'trn-20', scheduledDate: date })).resolves.toMatchObject({
      status: 'scheduled',
    });
    expect(await failure(recordsApi.schedule({ employeeId: outsider.id, trainingId: 'trn-20', scheduledDate: date }))).toMatchObject({
      status: 403,
      message: 'Permission Denied',
      handled: true,
    });
    const { id: _id, version, ...values } = insider;
    expect(await failure(employeesApi.update(insider.id, { ...values, departmentId: 'dep-2', designationId: 'des-5' }, version))).toMatchObject({
      status: 403,
    });
    // A clash with someone of another department does not name them to a manager.
    expect((await failure(employeesApi.create({ ...values, code: outsider.code, email: 'new.hire@trendmfg.example' }))).message).toBe(
      `The code ${outsider.code} is already used by another employee.`,
    );
    expect(await failure(employeesApi.update(outsider.id, { ...values, code: 'EMP-09100', email: 'x.y@trendmfg.example' }, outsider.version))).toMatchObject({
      status: 404,
    });
    expect(
      await failure(
        trainingsApi.create({ code: 'OPS-900', title: 'Line Safety', typeId: 'type-1', competencyId: 'comp-1', validityMonths: 12, durationHours: 1 }),
      ),
    ).toMatchObject({ status: 403 });
    expect(faults.notify).toHaveBeenCalledWith('Permission Denied');
    expect(faults.signOut).not.toHaveBeenCalled();
  });

  it('a viewer reads their node and every write is 403', async () => {
    const insider = (await employeesApi.list({ whereClause: 'department=dep-1&active=true', pageSize: 1 })).items[0]!.employee;
    await signInAs(DEMO_VIEWER);
    expect((await employeesApi.list({})).items.every((row) => row.employee.departmentId === 'dep-1')).toBe(true);
    expect(await failure(recordsApi.schedule({ employeeId: insider.id, trainingId: 'trn-20', scheduledDate: addDays(today, 21) }))).toMatchObject({
      status: 403,
    });
    const scheduled = (await recordsApi.list({ whereClause: 'status=scheduled', pageSize: 1 })).items[0]!;
    expect(await failure(recordsApi.recordCompletion(scheduled.record.id, { completionDate: today, score: null }, scheduled.record.version))).toMatchObject({
      status: 403,
    });
  });

  it('an account without a known role sees nothing', async () => {
    await signInAs(noRole);
    expect((await employeesApi.list({})).totalCount).toBe(0);
    expect((await fetchTrainingDashboard()).kpis.employees).toBe(0);
    expect((await recordsApi.list({})).totalCount).toBe(0);
  });
});

describe('importing records (§10): the server checks every row again and adds each record once', () => {
  const row = (
    line: number,
    cells: Partial<Record<'employeeCode' | 'trainingCode' | 'scheduledDate' | 'completionDate' | 'expiryDate' | 'score', string>>,
  ) => ({
    line,
    employeeCode: 'EMP-00001',
    trainingCode: 'FS-101',
    scheduledDate: '',
    completionDate: '',
    expiryDate: '',
    score: '',
    ...cells,
  });

  /** What the import dialog names each request of one import by. */
  const batch = { id: 'history', file: 'history.csv' };

  it('adds valid rows, reports the others per cell, and adds nothing when the same rows come again', async () => {
    const before = (await recordsApi.list({ whereClause: 'employee=emp-1' })).totalCount;
    const rows = [
      row(2, { completionDate: addDays(today, -1), score: '88' }),
      row(3, { trainingCode: 'NOPE-1', completionDate: today }),
      row(4, { completionDate: addDays(today, 2) }),
      row(5, { completionDate: '2026-02-30', score: '101' }),
      row(6, { completionDate: addDays(today, -10), expiryDate: addDays(today, -20) }),
    ];
    const first = await recordsApi.importRows(rows, batch);
    expect(first.added).toBe(1);
    expect(first.present).toBe(0);
    expect(first.problems).toEqual([
      { line: 3, field: 'trainingCode', reason: 'unknownTraining', value: 'NOPE-1' },
      { line: 4, field: 'completionDate', reason: 'futureCompletion', value: addDays(today, 2) },
      { line: 5, field: 'completionDate', reason: 'invalidDate', value: '2026-02-30' },
      { line: 5, field: 'score', reason: 'invalidScore', value: '101' },
      { line: 6, field: 'expiryDate', reason: 'expiryBeforeCompletion', value: addDays(today, -20) },
    ]);
    expect((await recordsApi.list({ whereClause: 'employee=emp-1' })).totalCount).toBe(before + 1);
    const again = await recordsApi.importRows(rows, batch);
    expect(again).toMatchObject({ added: 0, present: 1 });
  });

  it('a completion of a session still pending completes that session instead of adding a second record', async () => {
    const pending = (await recordsApi.list({ whereClause: 'status=scheduled&active=true', pageSize: 1 })).items[0]!;
    const before = (await recordsApi.list({ whereClause: `employee=${pending.employee.id}` })).totalCount;
    const result = await recordsApi.importRows(
      [row(2, { employeeCode: pending.employee.code, trainingCode: pending.training.code, completionDate: today, score: '77' })],
      batch,
    );
    expect(result).toEqual({ added: 1, present: 0, problems: [], batch: { id: 'import-1-history', label: 'history.csv' } });
    const history = await recordsApi.list({ whereClause: `employee=${pending.employee.id}`, pageSize: 100 });
    expect(history.totalCount).toBe(before);
    expect(history.items.find((line) => line.record.id === pending.record.id)?.record).toMatchObject({ completionDate: today, score: 77 });
  });

  it('what the export gives imports back as already there', async () => {
    const exported = await recordsApi.exportAll({ whereClause: 'employee=emp-2' });
    const rows = exported.map((record, index) =>
      row(index + 2, {
        employeeCode: record.employeeCode,
        trainingCode: record.trainingCode,
        scheduledDate: record.scheduledDate ?? '',
        completionDate: record.completionDate ?? '',
        expiryDate: record.expiryDate ?? '',
        score: record.score?.toString() ?? '',
      }),
    );
    expect(await recordsApi.importRows(rows, batch)).toMatchObject({ added: 0, present: rows.length, problems: [] });
  });

  it('a manager imports for their node only; a viewer may not import', async () => {
    const outsider = (await employeesApi.list({ whereClause: 'department=dep-2', pageSize: 1 })).items[0]!.employee;
    signInWithToken(await issueToken(DEMO_MANAGER));
    // However the dates are bisected, nothing about the outsider shows: the same answer as for a code that does not exist.
    for (const completionDate of [today, '1990-01-01', outsider.hireDate]) {
      const result = await recordsApi.importRows(
        [row(2, { employeeCode: outsider.code, completionDate }), row(3, { employeeCode: 'EMP-99999', completionDate })],
        batch,
      );
      expect(result).toMatchObject({
        added: 0,
        present: 0,
        problems: [
          { line: 2, field: 'employeeCode', reason: 'unknownEmployee', value: outsider.code },
          { line: 3, field: 'employeeCode', reason: 'unknownEmployee', value: 'EMP-99999' },
        ],
      });
    }
    signInWithToken(await issueToken(DEMO_VIEWER));
    expect(await failure(recordsApi.importRows([row(2, { completionDate: today })], batch))).toMatchObject({ status: 403, message: 'Permission Denied' });
  });
});

describe('scenarios on the training endpoints', () => {
  it('empty: pages, counts and KPIs agree that there is nothing', async () => {
    server.use(...scenarios.empty);
    await expect(employeesApi.list({})).resolves.toEqual({ items: [], totalCount: 0, pageNumber: 1, pageSize: 10 });
    const dashboard = await fetchTrainingDashboard();
    expect(dashboard).toMatchObject({
      kpis: { employees: 0, compliance: null, expiring: 0, expired: 0, scheduled: 0 },
      departments: [],
      nextExpirations: [],
      scheduled: [],
    });
  });

  it('server-error: a list call fails with the §8 message, told once', async () => {
    server.use(...scenarios['server-error']);
    expect(await failure(recordsApi.list({}))).toMatchObject({
      status: 500,
      message: 'Internal Server Error: the data service is unavailable.',
      handled: true,
    });
    expect(faults.notify).toHaveBeenCalledOnce();
  });

  it('large: 10 000 employees, 200 trainings and 100 000 records, made on the first call', { timeout: 60_000 }, async () => {
    server.use(...scenarios.large);
    expect((await employeesApi.list({ pageSize: 1 })).totalCount).toBe(10_000);
    expect((await trainingsApi.list({ pageSize: 1 })).totalCount).toBe(200);
    expect((await recordsApi.list({ pageSize: 1 })).totalCount).toBe(100_000);
  });
});
