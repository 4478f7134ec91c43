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
import { FORECAST_MONTHS, forecastMonths, lapseMonth } from '../../src/domain/compliance-forecast';
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
