import type { ListRequest, Page } from '../domain/list-request';
import type { EmployeeRow, RecordRow } from '../domain/training-rows';
import type { EmployeeWrite } from '../domain/employee-rules';
import type { Employee } from '../domain/training';
import { allPages, LARGEST_PAGE } from './all-pages';
import { request } from './client';
import { CreateEmployeeDocument, EmployeeDetailDocument, EmployeeRowsDocument, UpdateEmployeeDocument } from './generated/training/graphql';

/** An employee's page: where they stand and their course history (newest first). */
export interface EmployeeDetail {
  employee: EmployeeRow;
  history: RecordRow[];
}

/** The most history lines the employee page loads (the server's largest page). */
export const HISTORY_LIMIT = LARGEST_PAGE;

/**
 * The employees' calls (the employees list and page, adding and changing an employee), through the
 * gateway to the REST paths of `rest-paths.ts`. Reads @throw ApiError with the §8 message (already told the user: `handled`). Writes @throw ApiError too; a refusal (`refused`, `success: false`) carries the server's reason and is not told, so the form shows it. The return types are the domain's (src/domain), which the generated types must satisfy.
 */
export const employeesApi = {
  list: async (list: ListRequest): Promise<Page<EmployeeRow>> => (await request(EmployeeRowsDocument, { request: list })).employeeRows,
  detail: async (id: string): Promise<EmployeeDetail> => {
    const data = await request(EmployeeDetailDocument, { id, history: { filterKey: 'employee', filterValue: id, pageSize: HISTORY_LIMIT } });
    return { employee: data.employeeRow, history: data.recordRows.items };
  },
  /** Every employee the request matches (paging ignored), for a CSV export. */
  exportAll: (list: ListRequest): Promise<EmployeeRow[]> => allPages(employeesApi.list, list),
  /** Adds an employee. @returns the employee with the id the server gave. */
  create: async (employee: EmployeeWrite): Promise<Employee> => (await request(CreateEmployeeDocument, { employee })).createEmployee,
  /**
   * Changes an employee, made from `version` of them; `active: false` deactivates them.
   * @returns the employee as stored. @throws ConflictError when they changed meanwhile.
   */
  update: async (id: string, employee: EmployeeWrite, version: number): Promise<Employee> =>
    (await request(UpdateEmployeeDocument, { id, employee, version })).updateEmployee,
};
