import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  complianceShare,
  complianceStatus,
  inScope,
  noStatusCounts,
  type Completion,
  type EmployeeOnRoll,
  type Requirement,
  type StatusCounts,
} from '../../src/domain/compliance';
import { FORECAST_MONTHS, forecastMonths, lapseForecast, lapseMonth, lapsesMatching, readLapseQuery, type Lapse } from '../../src/domain/compliance-forecast';
import { lapsesOn } from '../../mocks/compliance-matrix';
import { generateTrainingData } from '../../mocks/fixtures/training';
import { seedCompliance } from '../../mocks/fixtures/requirements';
import { addDays, EXPIRING_WINDOW_DAYS } from '../../src/domain/training';

const BASE = '2024-01-01';
/** A day within about four years of 2024-01-01. */
const dayArb = fc.integer({ min: 0, max: 1500 }).map((offset) => addDays(BASE, offset));

const employee = (overrides: Partial<EmployeeOnRoll> = {}): EmployeeOnRoll => ({
  id: 'emp-1',
  departmentId: 'dep-ops',
  designationId: 'des-tech',
  workCenterId: 'wc-rot',
  hireDate: '2020-01-01',
  leftOn: null,
  ...overrides,
});
const requirement = (overrides: Partial<Requirement> = {}): Requirement => ({
  id: 'req-1',
  trainingId: 'trn-1',
  scope: { departmentIds: [], designationIds: [], workCenterIds: [] },
  effectiveFrom: '2020-01-01',
  graceDays: 30,
  ...overrides,
});

const employeeArb = fc
  .record({
    hire: fc.integer({ min: 0, max: 1200 }),
    stay: fc.option(fc.integer({ min: 1, max: 1500 }), { nil: null }),
    departmentId: fc.constantFrom('dep-ops', 'dep-hr'),
    designationId: fc.constantFrom('des-tech', 'des-lead'),
    workCenterId: fc.constantFrom('wc-rot', 'wc-ber'),
  })
  .map(({ hire, stay, ...place }) => ({
    id: 'emp-1',
    ...place,
    hireDate: addDays(BASE, hire),
    leftOn: stay === null ? null : addDays(BASE, hire + stay),
  }));
const requirementArb = fc
  .record({
    from: fc.integer({ min: 0, max: 1500 }),
    graceDays: fc.integer({ min: 0, max: 365 }),
    departmentIds: fc.subarray(['dep-ops', 'dep-hr']),
    designationIds: fc.subarray(['des-tech', 'des-lead']),
    workCenterIds: fc.subarray(['wc-rot', 'wc-ber']),
  })
  .map(({ from, graceDays, ...scope }) => ({ id: 'req-1', trainingId: 'trn-1', scope, effectiveFrom: addDays(BASE, from), graceDays }));
const completionArb = fc
  .record({ at: fc.integer({ min: 0, max: 1500 }), validDays: fc.option(fc.integer({ min: 0, max: 800 }), { nil: null }) })
  .map(({ at, validDays }) => ({ completionDate: addDays(BASE, at), expiryDate: validDays === null ? null : addDays(BASE, at + validDays) }));
const caseArb = fc.record({
  employee: employeeArb,
  requirement: requirementArb,
  completions: fc.array(completionArb, { maxLength: 4 }),
  exempt: fc.boolean(),
  day: dayArb,
});

describe('complianceStatus: one definition of where an employee stands with a required training', () => {
  it('reads the examples of the table in docs/architecture.md', () => {
    const day = '2026-03-01';
    const status = (completions: Completion[], who = employee(), exempt = false, req = requirement()) => complianceStatus(who, req, completions, exempt, day);
    expect(status([{ completionDate: '2025-06-01', expiryDate: '2027-06-01' }])).toBe('valid');
    expect(status([{ completionDate: '2025-06-01', expiryDate: null }])).toBe('valid');
    expect(status([{ completionDate: '2025-03-15', expiryDate: '2026-03-15' }])).toBe('expiring');
    // The expiry day itself still holds, as a record's status has it.
    expect(status([{ completionDate: '2025-03-01', expiryDate: '2026-03-01' }])).toBe('expiring');
    expect(status([{ completionDate: '2025-02-28', expiryDate: '2026-02-28' }])).toBe('expired');
    expect(status([])).toBe('missing');
    // A completion after the day does not count on the day (as of).
    expect(status([{ completionDate: '2026-03-02', expiryDate: '2027-03-02' }])).toBe('missing');
    // Hired 10 days before, with 30 days of grace: due; on the 30th day: missing.
    expect(status([], employee({ hireDate: '2026-02-19' }))).toBe('due');
    expect(status([], employee({ hireDate: '2026-01-30' }))).toBe('missing');
    expect(status([], employee(), true)).toBe('exempt');
    // Not counted: hired later, gone by then, not yet in force, another department.
    expect(status([], employee({ hireDate: '2026-03-02' }))).toBeNull();
    expect(status([], employee({ leftOn: '2026-03-01' }))).toBeNull();
    expect(status([], employee({ leftOn: '2026-03-02' }))).toBe('missing');
    expect(status([], employee(), false, requirement({ effectiveFrom: '2026-03-02' }))).toBeNull();
    expect(status([], employee(), false, requirement({ scope: { departmentIds: ['dep-hr'], designationIds: [], workCenterIds: [] } }))).toBeNull();
  });

  it('counts a pair only while the employee is on the roll, the requirement in force and its scope binding them', () => {
    fc.assert(
      fc.property(caseArb, ({ employee: who, requirement: req, completions, exempt, day }) => {
        const status = complianceStatus(who, req, completions, exempt, day);
        const counts = who.hireDate <= day && (who.leftOn === null || day < who.leftOn) && req.effectiveFrom <= day && inScope(req.scope, who);
        expect(status !== null).toBe(counts);
        if (counts && exempt) expect(status).toBe('exempt');
      }),
    );
  });

  it('follows the latest completion on or before the day, in whatever order the records come, and ignores later ones', () => {
    fc.assert(
      fc.property(caseArb, fc.array(completionArb, { maxLength: 3 }), ({ employee: who, requirement: req, completions, exempt, day }, later) => {
        const status = complianceStatus(who, req, completions, exempt, day);
        expect(complianceStatus(who, req, [...completions].reverse(), exempt, day)).toBe(status);
        const afterDay = later.filter((completion) => completion.completionDate > day);
        expect(complianceStatus(who, req, [...completions, ...afterDay], exempt, day)).toBe(status);
      }),
    );
  });

  it('holds the training exactly while the latest completion has not expired, expiring within the window', () => {
    fc.assert(
      fc.property(caseArb, ({ employee: who, requirement: req, completions, day }) => {
        const status = complianceStatus(who, req, completions, false, day);
        if (status === null) return;
        const past = completions.filter((completion) => completion.completionDate <= day);
        const latest = past.reduce<Completion | null>(
          (best, completion) => (best && best.completionDate >= completion.completionDate ? best : completion),
          null,
        );
        const holds = latest !== null && (latest.expiryDate === null || latest.expiryDate >= day);
        expect(status === 'valid' || status === 'expiring').toBe(holds);
        if (holds) expect(status === 'expiring').toBe(latest.expiryDate !== null && latest.expiryDate <= addDays(day, EXPIRING_WINDOW_DAYS));
        // Without a held completion: due within the grace period, else expired or missing by whether one was ever taken.
        if (!holds) {
          const inGrace = day < addDays(who.hireDate, req.graceDays);
          expect(status).toBe(inGrace ? 'due' : past.length > 0 ? 'expired' : 'missing');
        }
      }),
    );
  });

  it('gives no grace with a grace period of 0 days', () => {
    fc.assert(
      fc.property(caseArb, ({ employee: who, requirement: req, completions, exempt, day }) => {
        expect(complianceStatus(who, { ...req, graceDays: 0 }, completions, exempt, day)).not.toBe('due');
      }),
    );
  });
});

describe('complianceShare: the figure over requirements', () => {
  it('is held over owed, with due and exempt pairs on neither side', () => {
    expect(complianceShare({ ...noStatusCounts(), valid: 6, expiring: 2, expired: 1, missing: 1, due: 5, exempt: 3 })).toBe(0.8);
    expect(complianceShare({ ...noStatusCounts(), due: 2, exempt: 1 })).toBeNull();
    const countsArb = fc.record<StatusCounts>({
      valid: fc.nat(50),
      expiring: fc.nat(50),
      expired: fc.nat(50),
      missing: fc.nat(50),
      due: fc.nat(50),
      exempt: fc.nat(50),
    });
    fc.assert(
      fc.property(countsArb, fc.nat(20), fc.nat(20), (counts, due, exempt) => {
        const share = complianceShare(counts);
        if (share !== null) expect(share >= 0 && share <= 1).toBe(true);
        expect(complianceShare({ ...counts, due: counts.due + due, exempt: counts.exempt + exempt })).toBe(share);
      }),
    );
  });
});

describe('the lapse forecast', () => {
  it('spans the month of the day and the eleven after it', () => {
    expect(forecastMonths('2026-12-05')).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
    ]);
  });

  it('counts, month by month, the held trainings that expire with nothing scheduled, as a count by hand does', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ case: caseArb, scheduled: fc.boolean() }), { maxLength: 30 }), dayArb, (pairs, day) => {
        const months = forecastMonths(day);
        const last = months[FORECAST_MONTHS - 1]!;
        const byMonth = new Map<string, number>();
        let byHand = 0;
        for (const { case: pair, scheduled } of pairs) {
          const status = complianceStatus(pair.employee, pair.requirement, pair.completions, pair.exempt, day);
          const held = pair.completions
            .filter((completion) => completion.completionDate <= day)
            .reduce<Completion | null>((best, completion) => (best && best.completionDate >= completion.completionDate ? best : completion), null);
          const expiry = held?.expiryDate ?? null;
          const month = lapseMonth(status, expiry, scheduled, day);
          if (month !== null) {
            expect(months).toContain(month);
            byMonth.set(month, (byMonth.get(month) ?? 0) + 1);
          }
          if ((status === 'valid' || status === 'expiring') && !scheduled && expiry !== null && expiry.slice(0, 7) <= last) byHand += 1;
        }
        expect([...byMonth.values()].reduce((sum, count) => sum + count, 0)).toBe(byHand);
      }),
    );
  });

  it('never lapses a gap, an exemption, a training that never expires, or one with a session scheduled', () => {
    const day = '2026-12-05';
    expect(lapseMonth('valid', '2027-02-10', false, day)).toBe('2027-02');
    expect(lapseMonth('expiring', '2026-12-20', false, day)).toBe('2026-12');
    expect(lapseMonth('valid', '2027-12-01', false, day)).toBeNull();
    expect(lapseMonth('valid', '2027-02-10', true, day)).toBeNull();
    expect(lapseMonth('valid', null, false, day)).toBeNull();
    for (const status of ['missing', 'expired', 'due', 'exempt', null] as const) expect(lapseMonth(status, '2027-02-10', false, day)).toBeNull();
  });
});

/** A lapse of one of two departments and two trainings, in a month from a year before to two years after 2026-12. */
const lapseArb = fc
  .record({
    department: fc.constantFrom('dep-a', 'dep-b'),
    training: fc.constantFrom('trn-a', 'trn-b'),
    offset: fc.integer({ min: -400, max: 800 }),
    employee: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ department, training, offset, employee }): Lapse => {
    const expiryDate = addDays('2026-12-05', offset);
    return {
      employeeId: `emp-${employee}`,
      employeeName: `Person ${employee}`,
      employeeCode: `EMP-${employee}`,
      departmentId: department,
      department: department.toUpperCase(),
      trainingId: training,
      trainingTitle: training.toUpperCase(),
      expiryDate,
      month: expiryDate.slice(0, 7),
    };
  });

describe('lapseForecast: the forecast by month, department and training', () => {
  it('counts each lapse of its months once in the total, once under its department and once under its training', () => {
    fc.assert(
      fc.property(fc.array(lapseArb, { maxLength: 40 }), (lapses) => {
        const forecast = lapseForecast(lapses, '2026-12-05');
        expect(forecast.months).toEqual(forecastMonths('2026-12-05'));
        forecast.months.forEach((month, index) => {
          const inMonth = lapses.filter((lapse) => lapse.month === month);
          expect(forecast.total[index]).toBe(inMonth.length);
          expect(forecast.byDepartment.reduce((sum, line) => sum + line.counts[index]!, 0)).toBe(inMonth.length);
          expect(forecast.byTraining.reduce((sum, line) => sum + line.counts[index]!, 0)).toBe(inMonth.length);
          for (const line of forecast.byDepartment) expect(line.counts[index]).toBe(inMonth.filter((lapse) => lapse.departmentId === line.id).length);
        });
        for (const line of [...forecast.byDepartment, ...forecast.byTraining]) expect(line.counts.some((count) => count > 0)).toBe(true);
      }),
    );
  });

  it('lists what a drill-down names, soonest expiry first, and reads any query without throwing', () => {
    fc.assert(
      fc.property(fc.array(lapseArb, { maxLength: 40 }), fc.webQueryParameters(), (lapses, search) => {
        const query = readLapseQuery(new URLSearchParams(search));
        const listed = lapsesMatching(lapses, query);
        expect(listed).toHaveLength(
          lapses.filter(
            (lapse) =>
              (query.month === null || lapse.month === query.month) &&
              (query.departmentId === null || lapse.departmentId === query.departmentId) &&
              (query.trainingId === null || lapse.trainingId === query.trainingId),
          ).length,
        );
        listed.forEach((lapse, index) => index > 0 && expect(listed[index - 1]!.expiryDate <= lapse.expiryDate).toBe(true));
      }),
    );
    expect(readLapseQuery(new URLSearchParams('month=2027-13&department=dep-a'))).toEqual({ month: null, departmentId: 'dep-a', trainingId: null });
  });

  it('matches the records of generated demo data: a held required training expiring with no session scheduled', () => {
    let lapsing = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 6 }),
        (seed, offset, perDepartment, exemptionCount) => {
          const today = addDays('2025-06-01', offset);
          const data = generateTrainingData({ today, seed });
          const compliance = seedCompliance(data, today, perDepartment, exemptionCount);
          const forecast = lapseForecast(lapsesOn(data, compliance, today), today);
          const last = forecast.months[FORECAST_MONTHS - 1]!;
          // By hand, from the records: an active employee bound today by a requirement of the
          // training they are not exempted from, whose latest completion expires in the forecast.
          const byMonth = new Map<string, number>();
          for (const employee of data.employees.filter((candidate) => candidate.active && candidate.hireDate <= today)) {
            for (const trainingId of new Set(compliance.requirements.map((requirement) => requirement.trainingId))) {
              const binds = compliance.requirements.some(
                (requirement) =>
                  requirement.trainingId === trainingId &&
                  requirement.effectiveFrom <= today &&
                  inScope(requirement.scope, employee) &&
                  !compliance.exemptions.some((exemption) => exemption.requirementId === requirement.id && exemption.employeeId === employee.id),
              );
              const records = data.records.filter((record) => record.employeeId === employee.id && record.trainingId === trainingId);
              // A session not completed renews it only when it is still to come.
              if (!binds || records.some((record) => record.completionDate === null && (record.scheduledDate === null || record.scheduledDate >= today)))
                continue;
              const latest = records.filter((record) => record.completionDate! <= today).sort((a, b) => b.completionDate!.localeCompare(a.completionDate!))[0];
              const expiry = latest?.expiryDate;
              if (!expiry || expiry < today || expiry.slice(0, 7) > last) continue;
              byMonth.set(expiry.slice(0, 7), (byMonth.get(expiry.slice(0, 7)) ?? 0) + 1);
            }
          }
          expect(forecast.total).toEqual(forecast.months.map((month) => byMonth.get(month) ?? 0));
          lapsing += forecast.total.reduce((sum, count) => sum + count, 0);
        },
      ),
      { numRuns: 15 },
    );
    // The data has lapses to count: an empty forecast would agree with any rule.
    expect(lapsing).toBeGreaterThan(0);
  });
});
