import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER, DEMO_USER, DEMO_VIEWER } from '../../mocks/fixtures/users';
import { db } from '../../mocks/db';
import { accessOf, inScope } from '../../src/domain/access';
import { seedCompliance } from '../../mocks/fixtures/requirements';
import { generateTrainingData } from '../../mocks/fixtures/training';
import { complianceStatus, employeeOnRoll, type Exemption, type StoredRequirement } from '../../src/domain/compliance';
import { requirementMessages } from '../../src/domain/requirement.schema';
import { addDays, fullName, localToday } from '../../src/domain/training';
import { fetchLapseForecast, fetchLapses, fetchRequirements, grantExemption, liftExemption } from '../../src/api/compliance';
import { issueToken } from '../../mocks/jwt';
import { signInWithToken } from '../session';
import { restCall } from '../api-calls';
import { installMemoryStorage } from '../storage';

const today = localToday();
beforeAll(() => installMemoryStorage());

/** The requirements and the exemptions `user` reads. */
async function readCompliance(user = DEMO_USER) {
  const { status, body } = await restCall('/training/requirements', {}, user);
  expect(status).toBe(200);
  return body.data as { requirements: StoredRequirement[]; exemptions: Exemption[] };
}
const create = (body: unknown, user = DEMO_USER) => restCall('/training/requirements', { method: 'POST', body: JSON.stringify(body) }, user);

/** A department of the demo and a training none of its requirements name yet. */
function aDepartmentAndAFreeTraining(requirements: StoredRequirement[]) {
  const department = db.departments[0]!;
  const named = new Set(requirements.map((requirement) => requirement.trainingId));
  const training = db.trainings.find((candidate) => !named.has(candidate.id))!;
  return { department, training };
}

/** Where each active employee of `departmentId` stands with `requirement` today. */
function statusesIn(departmentId: string, requirement: StoredRequirement, exemptions: Exemption[] = []) {
  return db.employees
    .filter((employee) => employee.departmentId === departmentId && employee.active)
    .map((employee) => {
      const completions = db.records
        .filter((record) => record.employeeId === employee.id && record.trainingId === requirement.trainingId && record.completionDate !== null)
        .map((record) => ({ completionDate: record.completionDate!, expiryDate: record.expiryDate }));
      const exempt = exemptions.some((exemption) => exemption.requirementId === requirement.id && exemption.employeeId === employee.id);
      return complianceStatus(employeeOnRoll(employee, today), requirement, completions, exempt, today);
    });
}

describe('the demo holds a realistic set of requirements', () => {
  it('one training for everyone, at least two per department, a few exemptions, and people missing a training', async () => {
    const { requirements, exemptions } = await readCompliance();
    const everyone = requirements.filter(({ scope }) => scope.departmentIds.length + scope.designationIds.length + scope.workCenterIds.length === 0);
    expect(everyone).toHaveLength(1);
    for (const department of db.departments) {
      expect(requirements.filter((requirement) => requirement.scope.departmentIds.includes(department.id)).length, department.name).toBeGreaterThanOrEqual(2);
    }
    expect(exemptions.length).toBeGreaterThanOrEqual(3);
    const missing = requirements
      .flatMap((requirement) => db.departments.flatMap((department) => statusesIn(department.id, requirement, exemptions)))
      .filter((status) => status === 'missing');
    expect(missing.length).toBeGreaterThan(10);
  });

  it('the large data requires at least 50 trainings', () => {
    const large = generateTrainingData({ today, size: 'large' });
    const { requirements } = seedCompliance(large, today, 10, 20);
    expect(new Set(requirements.map((requirement) => requirement.trainingId)).size).toBeGreaterThanOrEqual(50);
  });
});

describe('an admin adds a requirement', () => {
  it("for one department: stored, read back, and that department's employees without a record are missing it", async () => {
    const before = await readCompliance();
    const { department, training } = aDepartmentAndAFreeTraining(before.requirements);
    const { status, body } = await create({ trainingId: training.id, departmentIds: [department.id], effectiveFrom: '2020-01-01', graceDays: 30 });
    expect(status).toBe(200);
    const added = body.data as StoredRequirement;
    expect(added).toMatchObject({
      trainingId: training.id,
      scope: { departmentIds: [department.id], designationIds: [], workCenterIds: [] },
      graceDays: 30,
      version: 1,
    });
    expect((await readCompliance()).requirements).toContainEqual(added);
    const statuses = statusesIn(department.id, added);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 'missing').length).toBeGreaterThan(0);
  });

  it('for a designation at two work centers: the matrix binds exactly the employees who match both lists', async () => {
    const before = await readCompliance();
    const { training } = aDepartmentAndAFreeTraining(before.requirements);
    const designation = db.employees[0]!.designationId;
    const workCenters = [...new Set(db.employees.map((employee) => employee.workCenterId))].slice(0, 2);
    const { status, body } = await create({
      trainingId: training.id,
      designationIds: [designation],
      workCenterIds: workCenters,
      effectiveFrom: '2020-01-01',
      graceDays: 0,
    });
    expect(status).toBe(200);
    const added = body.data as StoredRequirement;
    const { body: answer } = await restCall('/training/compliance?size=100', {}, DEMO_USER);
    const matrix = answer.data as { columns: { trainingId: string }[]; rows: { employeeId: string; statuses: (string | null)[] }[]; totalCount: number };
    expect(matrix.totalCount).toBeLessThanOrEqual(100);
    const column = matrix.columns.findIndex((candidate) => candidate.trainingId === added.trainingId);
    const bound = matrix.rows
      .filter((row) => row.statuses[column] !== null)
      .map((row) => row.employeeId)
      .sort();
    const expected = db.employees
      .filter((employee) => employee.active && employee.designationId === designation && workCenters.includes(employee.workCenterId))
      .map((employee) => employee.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(bound).toEqual(expected);
  });

  it('refuses bad input with the reason and writes nothing', async () => {
    const { requirements } = await readCompliance();
    const { department, training } = aDepartmentAndAFreeTraining(requirements);
    const good = { trainingId: training.id, departmentIds: [department.id], effectiveFrom: '2026-01-01', graceDays: 30 };
    const taken = requirements.find((requirement) => requirement.scope.departmentIds.length === 1)!;
    const cases: [unknown, string | RegExp][] = [
      [{ ...good, trainingId: 'trn-none' }, 'There is no training with id trn-none.'],
      [{ ...good, trainingId: '' }, requirementMessages.trainingRequired],
      [{ ...good, departmentIds: [] }, requirementMessages.scopeRequired],
      [{ ...good, everyone: true }, requirementMessages.scopeRequired],
      [{ ...good, departmentIds: 'dep-1' }, requirementMessages.scopeRequired],
      [{ ...good, departmentIds: ['dep-none'] }, 'There is no department with id dep-none.'],
      [{ ...good, effectiveFrom: '2026-02-30' }, requirementMessages.dateInvalid],
      [{ ...good, effectiveFrom: '' }, requirementMessages.dateRequired],
      [
        { ...good, trainingId: taken.trainingId, departmentIds: taken.scope.departmentIds },
        new RegExp(`requirement ${taken.id}, in force from ${taken.effectiveFrom}`),
      ],
      ['not an object', requirementMessages.trainingRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(message);
    }
    expect((await readCompliance()).requirements).toEqual(requirements);
  });

  it('takes a grace period only as a whole number of days from 0 to 365', async () => {
    const { requirements } = await readCompliance();
    const { department, training } = aDepartmentAndAFreeTraining(requirements);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ noNaN: false }), fc.string({ maxLength: 4 }), fc.constant(null)),
        async (graceDays) => {
          const answer = await create({ trainingId: training.id, departmentIds: [department.id], effectiveFrom: '2026-01-01', graceDays });
          const whole = typeof graceDays === 'number' && Number.isInteger(graceDays) && graceDays >= 0 && graceDays <= 365;
          // yup reads a text of digits as its number, as a form's field gives it.
          const wholeText = typeof graceDays === 'string' && /^\s*\d+\s*$/.test(graceDays) && Number(graceDays) <= 365;
          if (whole || wholeText) {
            expect(answer.status).toBe(200);
            db.requirements.pop();
          } else {
            expect(answer.body.message).toBe(requirementMessages.graceInvalid);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is for admins only: a manager and a viewer get Permission Denied and nothing is written', async () => {
    const { requirements } = await readCompliance();
    const { department, training } = aDepartmentAndAFreeTraining(requirements);
    for (const user of [DEMO_MANAGER, DEMO_VIEWER]) {
      const answer = await create({ trainingId: training.id, departmentIds: [department.id], effectiveFrom: '2026-01-01', graceDays: 0 }, user);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Permission Denied');
    }
    expect((await readCompliance()).requirements).toEqual(requirements);
  });
});

describe('exemptions', () => {
  it('an admin grants one, which turns the cell to exempt, and lifts it again', async () => {
    const { requirements, exemptions } = await readCompliance();
    const requirement = requirements.find((candidate) => candidate.scope.departmentIds.length === 1)!;
    const departmentId = requirement.scope.departmentIds[0]!;
    const employee = db.employees.find(
      (candidate) => candidate.departmentId === departmentId && candidate.active && !exemptions.some((exemption) => exemption.employeeId === candidate.id),
    )!;
    const granted = await restCall('/training/exemptions', {
      method: 'POST',
      body: JSON.stringify({ requirementId: requirement.id, employeeId: employee.id, reason: '  On leave until March.  ' }),
    });
    expect(granted.status).toBe(200);
    const exemption = granted.body.data as Exemption;
    expect(exemption).toMatchObject({ requirementId: requirement.id, employeeId: employee.id, reason: 'On leave until March.' });
    const after = await readCompliance();
    expect(after.exemptions).toContainEqual(exemption);
    const index = db.employees
      .filter((candidate) => candidate.departmentId === departmentId && candidate.active)
      .findIndex((candidate) => candidate.id === employee.id);
    expect(statusesIn(departmentId, requirement, after.exemptions)[index]).toBe('exempt');

    const twice = await restCall('/training/exemptions', {
      method: 'POST',
      body: JSON.stringify({ requirementId: requirement.id, employeeId: employee.id, reason: 'Again.' }),
    });
    expect(twice.body.message).toMatch(/is exempted from requirement .* already\./);
    expect((await restCall(`/training/exemptions/${exemption.id}`, { method: 'DELETE' }, DEMO_VIEWER)).status).toBe(403);
    expect((await restCall(`/training/exemptions/${exemption.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await readCompliance()).exemptions).not.toContainEqual(exemption);
    expect((await restCall(`/training/exemptions/${exemption.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses an exemption without a reason, or of someone the requirement does not bind', async () => {
    const { requirements } = await readCompliance();
    const requirement = requirements.find((candidate) => candidate.scope.departmentIds.length === 1)!;
    const inside = db.employees.find((candidate) => candidate.departmentId === requirement.scope.departmentIds[0])!;
    const outside = db.employees.find((candidate) => candidate.departmentId !== requirement.scope.departmentIds[0])!;
    const grant = (body: object) => restCall('/training/exemptions', { method: 'POST', body: JSON.stringify(body) });
    expect((await grant({ requirementId: requirement.id, employeeId: inside.id, reason: '   ' })).body.message).toBe('Say why the employee is exempted.');
    expect((await grant({ requirementId: requirement.id, employeeId: outside.id, reason: 'x' })).body.message).toMatch(/does not bind/);
    expect((await grant({ requirementId: 'req-none', employeeId: inside.id, reason: 'x' })).body.message).toBe('There is no requirement with id req-none.');
  });

  it('through the gateway: listed with the names a person reads, granted and lifted', async () => {
    signInWithToken(await issueToken(DEMO_USER));
    const { requirements, exemptions } = await fetchRequirements();
    expect(exemptions.length).toBeGreaterThan(0);
    for (const listed of exemptions) {
      const employee = db.employees.find((candidate) => candidate.id === listed.employeeId)!;
      const requirement = requirements.find((candidate) => candidate.id === listed.requirementId)!;
      expect(listed).toMatchObject({ employeeName: fullName(employee), employeeCode: employee.code, trainingId: requirement.trainingId });
      expect(listed.trainingTitle).toBe(db.trainings.find((training) => training.id === requirement.trainingId)!.title);
    }
    const requirement = requirements.find((candidate) => candidate.scope.departmentIds.length === 1)!;
    const employee = db.employees.find(
      (candidate) => candidate.departmentId === requirement.scope.departmentIds[0] && !exemptions.some((exemption) => exemption.employeeId === candidate.id),
    )!;
    const granted = await grantExemption({ requirementId: requirement.id, employeeId: employee.id, reason: 'Certified elsewhere.' });
    expect(granted).toMatchObject({ employeeId: employee.id, employeeName: fullName(employee), reason: 'Certified elsewhere.' });
    expect((await fetchRequirements()).exemptions).toContainEqual(granted);
    expect(await liftExemption(granted.id)).toEqual(granted);
    expect((await fetchRequirements()).exemptions).not.toContainEqual(granted);
  });

  it('a manager reads every requirement, and only the exemptions of the employees their scope reaches', async () => {
    const all = await readCompliance();
    const managed = await readCompliance(DEMO_MANAGER);
    expect(managed.requirements).toEqual(all.requirements);
    const { scope } = accessOf(DEMO_MANAGER);
    const reached = (exemption: Exemption) =>
      inScope(
        scope,
        db.employees.find((candidate) => candidate.id === exemption.employeeId)!,
      );
    expect(managed.exemptions).toEqual(all.exemptions.filter(reached));
    expect(managed.exemptions.length).toBeLessThan(all.exemptions.length);
  });
});

describe('the compliance matrix (GET /training/compliance)', () => {
  type Matrix = {
    asOf: string;
    columns: { trainingId: string; counts: Record<string, number> }[];
    items?: never;
    rows: { employeeId: string; statuses: (string | null)[]; gaps: number }[];
    totalCount: number;
    counts: Record<string, number>;
    share: number | null;
  };
  const matrix = async (query: string, user = DEMO_USER) => {
    const { status, body } = await restCall(`/training/compliance?${query}`, {}, user);
    expect(status).toBe(200);
    return body.data as Matrix;
  };

  it('has a column per required training and, in each cell, the status the one definition gives', async () => {
    const { requirements, exemptions } = await readCompliance();
    const answer = await matrix('size=100');
    expect(answer.asOf).toBe(today);
    expect(answer.columns.map((column) => column.trainingId).sort()).toEqual([...new Set(requirements.map((requirement) => requirement.trainingId))].sort());
    expect(answer.totalCount).toBe(answer.rows.length);
    for (const row of answer.rows) {
      const employee = db.employees.find((candidate) => candidate.id === row.employeeId)!;
      answer.columns.forEach((column, index) => {
        const completions = db.records
          .filter((record) => record.employeeId === employee.id && record.trainingId === column.trainingId && record.completionDate !== null)
          .map((record) => ({ completionDate: record.completionDate!, expiryDate: record.expiryDate }));
        const statuses = requirements
          .filter((requirement) => requirement.trainingId === column.trainingId)
          .map((requirement) =>
            complianceStatus(
              employeeOnRoll(employee, today),
              requirement,
              completions,
              exemptions.some((exemption) => exemption.employeeId === employee.id && exemption.requirementId === requirement.id),
              today,
            ),
          )
          .filter((status) => status !== null);
        const urgency = ['missing', 'expired', 'expiring', 'due', 'valid', 'exempt'];
        const expected = statuses.sort((a, b) => urgency.indexOf(a) - urgency.indexOf(b))[0] ?? null;
        expect(row.statuses[index], `${employee.id} ${column.trainingId}`).toBe(expected);
      });
      expect(row.gaps).toBe(row.statuses.filter((status) => status === 'missing' || status === 'expired').length);
    }
    expect(answer.counts.exempt).toBeGreaterThan(0);
  });

  it('narrows to a designation and a work center: only rows of employees in both', async () => {
    const someone = db.employees.find((employee) => employee.active)!;
    const answer = await matrix(`designation=${someone.designationId}&workCenter=${someone.workCenterId}&size=100`);
    expect(answer.rows.map((row) => row.employeeId)).toContain(someone.id);
    for (const row of answer.rows) {
      const employee = db.employees.find((candidate) => candidate.id === row.employeeId)!;
      expect([employee.designationId, employee.workCenterId]).toEqual([someone.designationId, someone.workCenterId]);
    }
  });

  it('as of a past day counts only what was so then: the day before a completion, that cell is a gap', async () => {
    const { requirements } = await readCompliance();
    const universal = requirements.find(({ scope }) => scope.departmentIds.length + scope.designationIds.length + scope.workCenterIds.length === 0)!;
    // An employee whose latest completion of the training everyone needs came after their grace period and the requirement.
    const pair = db.employees
      .filter((employee) => employee.active)
      .map((employee) => {
        const completions = db.records
          .filter((record) => record.employeeId === employee.id && record.trainingId === universal.trainingId && record.completionDate !== null)
          .map((record) => record.completionDate!)
          .sort();
        return { employee, first: completions[0] };
      })
      .find(({ employee, first }) => first !== undefined && first > universal.effectiveFrom && addDays(employee.hireDate, universal.graceDays) < first)!;
    expect(pair).toBeDefined();
    const column = (answer: Matrix) => answer.columns.findIndex((candidate) => candidate.trainingId === universal.trainingId);
    const cell = async (asOf: string) => {
      const answer = await matrix(`asOf=${asOf}&q=${encodeURIComponent(pair.employee.code)}`);
      expect(answer.asOf).toBe(asOf);
      return answer.rows[0]!.statuses[column(answer)];
    };
    expect(await cell(addDays(pair.first!, -1))).toBe('missing');
    expect(['valid', 'expiring']).toContain(await cell(pair.first!));
    // Before anyone was hired and any requirement was in force, nothing counts.
    const long = await matrix('asOf=2000-01-01');
    expect(long.totalCount).toBe(0);
    expect(long.share).toBeNull();
  });

  it('filters by department, status and search, sorts by gaps both ways, and pages', async () => {
    const department = db.departments[0]!;
    const inDepartment = await matrix(`department=${department.id}&size=100`);
    const ids = new Set(db.employees.filter((employee) => employee.departmentId === department.id).map((employee) => employee.id));
    expect(inDepartment.rows.length).toBeGreaterThan(0);
    expect(inDepartment.rows.every((row) => ids.has(row.employeeId))).toBe(true);
    const missing = await matrix('status=missing&size=100');
    expect(missing.rows.every((row) => row.statuses.includes('missing'))).toBe(true);
    const fewest = (await matrix('sort=gaps&size=100')).rows.map((row) => row.gaps);
    expect(fewest).toEqual([...fewest].sort((a, b) => a - b));
    const most = (await matrix('sort=gaps&order=desc&size=100')).rows.map((row) => row.gaps);
    expect(most).toEqual([...most].sort((a, b) => b - a));
    const second = await matrix('page=2&size=25');
    expect(second.rows.length).toBe(Math.min(25, second.totalCount - 25));
    const employee = db.employees.find((candidate) => candidate.id === inDepartment.rows[0]!.employeeId)!;
    const found = await matrix(`q=${encodeURIComponent(employee.code)}`);
    expect(found.rows.map((row) => row.employeeId)).toEqual([employee.id]);
  });

  it("shows a manager only their scope's employees", async () => {
    const { scope } = accessOf(DEMO_MANAGER);
    const managed = await matrix('size=100', DEMO_MANAGER);
    expect(managed.rows.length).toBeGreaterThan(0);
    for (const row of managed.rows)
      expect(
        inScope(
          scope,
          db.employees.find((candidate) => candidate.id === row.employeeId)!,
        ),
      ).toBe(true);
    expect(managed.totalCount).toBeLessThan((await matrix('size=100')).totalCount);
  });
});

describe('the lapse forecast (GET /training/compliance/forecast and /lapses)', () => {
  type Forecast = { from: string; months: string[]; total: number[]; byDepartment: { id: string; counts: number[] }[]; byTraining: { id: string }[] };
  type Lapse = { employeeId: string; departmentId: string; trainingId: string; expiryDate: string; month: string };
  const read = async <T>(path: string, user = DEMO_USER) => {
    const { status, body } = await restCall(path, {}, user);
    expect(status).toBe(200);
    return body.data as T;
  };

  it('lists behind each month exactly the lapses it counts, each held and expiring that month', async () => {
    const forecast = await read<Forecast>('/training/compliance/forecast');
    expect(forecast.from).toBe(today);
    expect(forecast.total.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    for (const [index, month] of forecast.months.entries()) {
      const lapses = await read<Lapse[]>(`/training/compliance/lapses?month=${month}`);
      expect(lapses, month).toHaveLength(forecast.total[index]!);
      for (const lapse of lapses) {
        expect(lapse.expiryDate.slice(0, 7)).toBe(month);
        expect(lapse.expiryDate >= today).toBe(true);
      }
    }
  });

  it('covers a manager’s and a viewer’s departments only, and one department when asked', async () => {
    const managed = accessOf(DEMO_MANAGER);
    for (const user of [DEMO_MANAGER, DEMO_VIEWER]) {
      const forecast = await read<Forecast>('/training/compliance/forecast', user);
      expect(forecast.byDepartment.map((line) => line.id)).toEqual(['dep-1']);
      const lapses = await read<Lapse[]>('/training/compliance/lapses', user);
      for (const lapse of lapses)
        expect(
          inScope(
            managed.scope,
            db.employees.find((employee) => employee.id === lapse.employeeId)!,
          ),
        ).toBe(true);
    }
    // Naming another department narrows nothing open to them: still their own, or nothing.
    const elsewhere = db.departments.find((department) => department.id !== 'dep-1')!;
    expect((await read<Forecast>(`/training/compliance/forecast?department=${elsewhere.id}`, DEMO_MANAGER)).byDepartment).toEqual([]);
    expect(await read<Lapse[]>(`/training/compliance/lapses?department=${elsewhere.id}`, DEMO_MANAGER)).toEqual([]);
    const whole = await read<Forecast>('/training/compliance/forecast');
    const second = whole.byDepartment[1]!;
    const narrowed = await read<Forecast>(`/training/compliance/forecast?department=${second.id}`);
    expect(narrowed.total).toEqual(second.counts);
  });

  it('through the gateway: the same forecast and lists as over REST', async () => {
    signInWithToken(await issueToken(DEMO_USER));
    expect(await fetchLapseForecast(null)).toEqual(await read<Forecast>('/training/compliance/forecast'));
    const whole = await fetchLapseForecast(null);
    const line = whole.byTraining[0]!;
    const lapses = await fetchLapses({ month: null, departmentId: null, trainingId: line.id });
    expect(lapses).toEqual(await read<Lapse[]>(`/training/compliance/lapses?training=${line.id}`));
    expect(lapses).toHaveLength(line.counts.reduce((sum, count) => sum + count, 0));
  });

  it('takes a lapse off once a session of the training is scheduled for the employee', async () => {
    const [lapse] = await read<Lapse[]>('/training/compliance/lapses');
    expect(lapse).toBeDefined();
    const before = await read<Forecast>('/training/compliance/forecast');
    const month = before.months.indexOf(lapse!.month);
    const { status } = await restCall('/training/records', {
      method: 'POST',
      body: JSON.stringify({ employeeId: lapse!.employeeId, trainingId: lapse!.trainingId, scheduledDate: addDays(today, 3) }),
    });
    expect(status).toBe(200);
    const after = await read<Forecast>('/training/compliance/forecast');
    expect(after.total[month]).toBe(before.total[month]! - 1);
    const still = await read<Lapse[]>(`/training/compliance/lapses?month=${lapse!.month}&training=${lapse!.trainingId}`);
    expect(still.some((candidate) => candidate.employeeId === lapse!.employeeId)).toBe(false);
  });
});
