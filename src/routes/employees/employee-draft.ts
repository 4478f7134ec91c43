import type { Employee } from '../../domain/training';

/**
 * The draft id of the employee form (`storage/draft-store`): `employee:<id>` for that employee,
 * `employee:new` for one being added. A module of its own, so a page can reopen a draft without
 * loading the dialog's code.
 */
export const employeeDraftId = (employee?: Pick<Employee, 'id'>) => `employee:${employee?.id ?? 'new'}`;
