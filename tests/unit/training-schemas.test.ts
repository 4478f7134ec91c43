import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCompletion, readSchedule, readTraining } from '../../mocks/training-checks';
import { recordCompletionSchema } from '../../src/routes/employees/record-completion-form.schema';
import { scheduleTrainingSchema } from '../../src/routes/employees/schedule-training-form.schema';
import { trainingSchema } from '../../src/routes/trainings/training-form.schema';
import { completionOfFields, trainingOfFields, type CompletionFields, type TrainingFields } from '../../src/domain/training-fields';
import type { Employee, TrainingRecord } from '../../src/domain/training';

const TODAY = '2026-03-15';
const employee: Employee = {
  id: 'emp-1',
  code: 'EMP-00001',
  firstName: 'Ana',
  lastName: 'Costa',
  email: 'ana@example.com',
  departmentId: 'dep-1',
  designationId: 'des-1',
  workCenterId: 'wc-1',
  hireDate: '2020-02-01',
  active: true,
  version: 1,
};
const scheduled: TrainingRecord = {
  id: 'rec-1',
  employeeId: 'emp-1',
  trainingId: 'trn-1',
  scheduledDate: TODAY,
  completionDate: null,
  expiryDate: null,
  score: null,
  version: 1,
};
const catalogue = { trainings: [], typeIds: new Set(['type-1']), competencyIds: new Set(['comp-1']) };

/** What a person may type in a numeric field: digits, decimals, signs, exponents, spaces, words. */
const typedNumber = fc.oneof(
  fc.stringMatching(/^ ?\d{1,5}(\.\d{1,3})? ?$/),
  fc.constantFrom('', ' ', '-1', '1e2', '0', '12.', 'abc', '120', '121', '1000', '1000.01'),
  fc.string({ maxLength: 6 }),
);
const isoDay = fc.date({ min: new Date('2019-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

const trainingFields: fc.Arbitrary<TrainingFields> = fc.record({
  code: fc.oneof(fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{1,19}$/), fc.string({ maxLength: 22 })),
  title: fc.oneof(fc.string({ minLength: 1, maxLength: 130 }), fc.constant('  ')),
  typeId: fc.constantFrom('type-1', ''),
  competencyId: fc.constantFrom('comp-1', ''),
  neverExpires: fc.boolean(),
  validityMonths: typedNumber,
  durationHours: typedNumber,
});

/** The body a form sends for fields it accepted (numbers as numbers), as the REST layer sends it. */
const bodyOf = (write: object) => JSON.parse(JSON.stringify(write)) as Record<string, unknown>;

describe('one schema per write for the form and the fake backend (§11)', () => {
  it('a training: the server accepts exactly what the form accepts (catalogue checks aside)', () => {
    fc.assert(
      fc.property(trainingFields, (fields) => {
        const formAccepts = trainingSchema.isValidSync(fields);
        if (!formAccepts) return;
        const write = trainingOfFields(trainingSchema.validateSync(fields));
        expect(readTraining(bodyOf(write), catalogue)).toEqual(write);
      }),
      { numRuns: 2000 },
    );
  });

  it('a training: the server reads any body to a write the form accepts or to a refusal in its words, never a crash', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record({ code: fc.anything(), title: fc.anything(), validityMonths: fc.anything(), durationHours: fc.anything() }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(body, (raw) => {
        const answer = readTraining(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}, catalogue);
        if (typeof answer === 'string') expect(answer).toMatch(/^(The |No )/);
        else
          expect(
            trainingSchema.isValidSync({
              ...answer,
              neverExpires: answer.validityMonths === null,
              validityMonths: String(answer.validityMonths ?? ''),
              durationHours: String(answer.durationHours),
            }),
          ).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(
      readTraining({ code: 'fs-1', title: 'Fire safety', typeId: 'type-1', competencyId: 'comp-1', validityMonths: 12, durationHours: 2 }, catalogue),
    ).toBe('The code must be 2 to 20 capital letters, digits or dashes, e.g. FS-101.');
  });

  it('a completion: the server accepts exactly what the form accepts, the hire date as the earliest day', () => {
    const fields: fc.Arbitrary<CompletionFields> = fc.record({ completionDate: fc.oneof(isoDay, fc.string({ maxLength: 10 })), score: typedNumber });
    const form = recordCompletionSchema(TODAY, employee.hireDate);
    fc.assert(
      fc.property(fields, (typed) => {
        const score = typed.score.trim();
        if (!form.isValidSync({ ...typed })) {
          // What a form could send for it: no score, or the whole number typed. '0080' is refused by the
          // form for its leading zeros, but reaches the server as 80, like '80': the server sees numbers.
          if (score === '' || (/^\d+$/.test(score) && String(Number(score)) === score)) {
            expect(
              readCompletion(
                { completionDate: typed.completionDate, score: score === '' ? null : Number(score) },
                { today: TODAY, record: scheduled, employee },
              ),
            ).toBeTypeOf('string');
          }
          return;
        }
        const write = completionOfFields(form.validateSync(typed));
        expect(readCompletion(bodyOf(write), { today: TODAY, record: scheduled, employee })).toEqual(write);
      }),
      { numRuns: 2000 },
    );
    expect(readCompletion({ completionDate: '2020-01-31', score: null }, { today: TODAY, record: scheduled, employee })).toBe(
      'The completion date cannot be before Ana Costa was hired (2020-02-01).',
    );
  });

  it('scheduling: the server accepts exactly the dates the form accepts', () => {
    const form = scheduleTrainingSchema(TODAY);
    const context = {
      today: TODAY,
      employees: [employee],
      trainings: [
        { id: 'trn-1', code: 'FS-1', title: 'Fire safety', typeId: 'type-1', competencyId: 'comp-1', validityMonths: 12, durationHours: 2, version: 1 },
      ],
      pending: [],
    };
    fc.assert(
      fc.property(fc.oneof(isoDay, fc.string({ maxLength: 10 })), (scheduledDate) => {
        const answer = readSchedule({ employeeId: 'emp-1', trainingId: 'trn-1', scheduledDate }, context);
        expect(typeof answer !== 'string').toBe(form.isValidSync({ trainingId: 'trn-1', scheduledDate }));
      }),
      { numRuns: 1000 },
    );
  });
});
