import { http } from 'msw';
import { trainingPaths } from '../../src/api/training-paths';
import { canWrite, inScope } from '../../src/domain/access';
import { checkEmployee, type EmployeeContext, type EmployeeWrite } from '../../src/domain/employee-rules';
import { EMPLOYEE_RULES_EN, readEmployeeWrite } from '../../src/domain/employee.schema';
import type { Employee } from '../../src/domain/training';
import { apiPath } from '../api-path';
import type { TrainingStore } from '../training-store';
import { ok, refused } from './respond';
import { forbidden, signedIn } from './signed-in';
import { nextId, readBody } from './write-helpers';

/** A write's body read with the form's own schema (src/domain/employee.schema.ts), then the server's checks. @returns the employee to store, or the refusal's message. */
async function employeeWrite(request: Request, store: TrainingStore, id?: string): Promise<EmployeeWrite | string> {
  const write = readEmployeeWrite(await readBody(request), store.index().today, EMPLOYEE_RULES_EN);
  return typeof write === 'string' ? write : (checkEmployee(write, contextOf(store, id)) ?? write);
}

function contextOf(store: TrainingStore, id: string | undefined): EmployeeContext {
  const data = store.data();
  return {
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
 * a viewer, or an employee outside a manager's node (before or after), is a 403.
 */
export function employeeWriteHandlers(store: TrainingStore) {
  return [
    http.post(
      apiPath(trainingPaths.employees),
      signedIn(async ({ request }, { access }) => {
        if (!canWrite(access)) return forbidden();
        const write = await employeeWrite(request, store);
        if (typeof write === 'string') return refused(write);
        if (!inScope(access.scope, write)) return forbidden();
        const employee: Employee = { id: nextId('emp', store.data().employees), ...write };
        store.data().employees.push(employee);
        store.changed();
        return ok(employee, 'Employee created');
      }),
    ),
    http.put<{ id: string }>(
      apiPath(`${trainingPaths.employees}/:id`),
      signedIn(async ({ params, request }, { access }) => {
        if (!canWrite(access)) return forbidden();
        const employees = store.data().employees;
        const position = employees.findIndex((employee) => employee.id === params.id);
        if (position < 0) return refused(`No employee with id ${params.id}.`, 404);
        if (!inScope(access.scope, employees[position])) return forbidden();
        const write = await employeeWrite(request, store, params.id);
        if (typeof write === 'string') return refused(write);
        // A manager cannot move an employee out of their own node.
        if (!inScope(access.scope, write)) return forbidden();
        const employee: Employee = { id: params.id, ...write };
        employees[position] = employee;
        store.changed();
        return ok(employee, 'Employee saved');
      }),
    ),
  ];
}
