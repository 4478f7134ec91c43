import { http } from 'msw';
import { trainingPaths } from '../../src/api/rest-paths';
import { canWrite, inScope, type Access } from '../../src/domain/access';
import type { EmployeeWrite } from '../../src/domain/employee-rules';
import { checkEmployee, EMPLOYEE_RULES_EN, readEmployeeWrite, type EmployeeContext } from '../employee-checks';
import type { Employee } from '../../src/domain/training';
import { apiPath } from '../api-path';
import type { TrainingStore } from '../training-store';
import { ok, refused } from './respond';
import { commitBy, forbidden, signedIn } from './signed-in';
import { readBody, staleWrite } from './write-helpers';

function contextOf(store: TrainingStore, access: Access, id: string | undefined): EmployeeContext {
  const data = store.data();
  return {
    canSee: (employee) => inScope(access.scope, employee),
    employees: data.employees,
    departmentIds: new Set(data.departments.map((department) => department.id)),
    designations: data.designations,
    workCenterIds: new Set(data.workCenters.map((workCenter) => workCenter.id)),
    records: data.records,
    id,
  };
}

/**
 * Employee writes (docs/rest-contract.md "Training"): POST creates, PUT
 * changes (`active: false` deactivates: the history stays, the employee leaves
 * the KPIs and notifications). Refused with `success: false` and the reason;
 * a viewer, or a manager writing outside their node, is a 403; an employee
 * outside the node is, to a manager, no employee (404), as on the reads.
 */
export function employeeWriteHandlers(store: TrainingStore) {
  /**
   * Reads the body with the form's own schema (src/domain/employee.schema.ts), checks the caller may
   * write there (before anything that would tell them about other nodes), then the server's checks.
   * Everything is read after the body has arrived, and a change names the version it was made from
   * (`staleWrite`), so a write in between is not overwritten.
   * @returns the employee to store, or the answer to give.
   */
  const employeeWrite = (body: Record<string, unknown>, access: Access, id?: string): EmployeeWrite | Response => {
    const write = readEmployeeWrite(body, store.index().today, EMPLOYEE_RULES_EN);
    if (typeof write === 'string') return refused(write);
    // A manager writes within their node, and cannot move an employee out of it.
    if (!inScope(access.scope, write)) return forbidden();
    const refusal = checkEmployee(write, contextOf(store, access, id));
    return refusal === null ? write : refused(refusal);
  };

  return [
    http.post(
      apiPath(trainingPaths.employees),
      signedIn(async ({ request }, caller) => {
        const { access } = caller;
        if (!canWrite(access)) return forbidden();
        const write = employeeWrite(await readBody(request), access);
        if (write instanceof Response) return write;
        const employee: Employee = { id: store.freshId('emp', store.data().employees), ...write, version: 1 };
        store.data().employees.push(employee);
        store.changed(commitBy(caller));
        return ok(employee, 'Employee created');
      }),
    ),
    http.put<{ id: string }>(
      apiPath(`${trainingPaths.employees}/:id`),
      signedIn(async ({ params, request }, caller) => {
        const { access } = caller;
        if (!canWrite(access)) return forbidden();
        const body = await readBody(request);
        const employees = store.data().employees;
        const position = employees.findIndex((employee) => employee.id === params.id);
        if (position < 0 || !inScope(access.scope, employees[position]!)) return refused(`No employee with id ${params.id}.`, 404);
        const stored = employees[position]!;
        const stale = staleWrite(stored, body.version, 'This employee was changed by someone else.');
        if (stale) return stale;
        const write = employeeWrite(body, access, params.id);
        if (write instanceof Response) return write;
        const employee: Employee = { id: params.id, ...write, version: stored.version + 1 };
        employees[position] = employee;
        store.changed(commitBy(caller));
        return ok(employee, 'Employee saved');
      }),
    ),
  ];
}
