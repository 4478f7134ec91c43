import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EmployeeWrite } from '../../src/domain/employee-rules';
import { checkEmployee, EMPLOYEE_RULES_EN, readEmployeeWrite } from '../../mocks/employee-checks';
import { employeeSchema } from '../../src/domain/employee.schema';

const TODAY = '2026-03-15';
const schema = employeeSchema(TODAY, EMPLOYEE_RULES_EN);
const messages = new Set(Object.values(EMPLOYEE_RULES_EN));

const validEmployee: fc.Arbitrary<EmployeeWrite> = fc.record({
  code: fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{1,19}$/),
  firstName: fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,57}[A-Za-z]$/),
  lastName: fc.stringMatching(/^[A-Za-z][A-Za-z-]{0,59}$/),
  email: fc.emailAddress().filter((email) => email.length <= 254),
  departmentId: fc.stringMatching(/^dep-\d{1,3}$/),
  designationId: fc.stringMatching(/^des-\d{1,3}$/),
  workCenterId: fc.stringMatching(/^wc-\d{1,3}$/),
  hireDate: fc.date({ min: new Date('1970-01-01'), max: new Date(`${TODAY}T00:00:00Z`), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  active: fc.boolean(),
});

describe('employeeSchema: one parser for the form and the fake backend (§11)', () => {
  it('the server reads any body to a well-typed employee or one of the rules’ messages, never a crash', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.object(),
      fc.record({ code: fc.anything(), email: fc.anything(), hireDate: fc.anything(), active: fc.anything() }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(body, (raw) => {
        const write = readEmployeeWrite(raw, TODAY, EMPLOYEE_RULES_EN);
        if (typeof write === 'string') {
          expect(messages.has(write)).toBe(true);
        } else {
          expect(typeof write.code).toBe('string');
          expect(write.hireDate <= TODAY).toBe(true);
          expect(typeof write.active).toBe('boolean');
        }
      }),
      { numRuns: 3000 },
    );
    // What JSON.parse makes of '{"__proto__": []}': an own key that crashes yup when handed over whole.
    expect(readEmployeeWrite(JSON.parse('{"__proto__": [], "code": "x"}'), TODAY, EMPLOYEE_RULES_EN)).toBe(EMPLOYEE_RULES_EN.codeFormat);
    // fast-check's find: an object whose own `toString` is no function crashed yup's cast.
    expect(readEmployeeWrite({ email: { toString: ' ' } }, TODAY, EMPLOYEE_RULES_EN)).toBe(EMPLOYEE_RULES_EN.codeRequired);
  });

  it('a valid employee parses to itself, and its own record is never a clash with itself', () => {
    fc.assert(
      fc.property(validEmployee, (employee) => {
        expect(schema.validateSync(employee)).toEqual(employee);
        const context = {
          employees: [{ id: 'emp-1', ...employee, version: 1 }],
          departmentIds: new Set([employee.departmentId]),
          designations: [{ id: employee.designationId, name: 'X', departmentId: employee.departmentId }],
          workCenterIds: new Set([employee.workCenterId]),
          records: [],
          id: 'emp-1',
        };
        expect(checkEmployee(employee, context)).toBeNull();
        expect(checkEmployee(employee, { ...context, id: undefined })).toBe(
          `The code ${employee.code} is already used by ${employee.firstName} ${employee.lastName}.`,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('trims names, code and e-mail, and makes a missing active flag true', () => {
    const parsed = schema.validateSync({
      code: ' EMP-1 ',
      firstName: ' Ana ',
      lastName: 'Ruiz ',
      email: ' ana@x.example ',
      departmentId: 'dep-1',
      designationId: 'des-1',
      workCenterId: 'wc-1',
      hireDate: TODAY,
    });
    expect(parsed).toEqual({
      code: 'EMP-1',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@x.example',
      departmentId: 'dep-1',
      designationId: 'des-1',
      workCenterId: 'wc-1',
      hireDate: TODAY,
      active: true,
    });
  });
});
