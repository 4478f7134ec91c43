import { useMemo } from 'react';
import { choicesInScope } from '../domain/access';
import { slices } from '../machines/slices';
import { useAccess } from './shell-context';
import { useResource } from './use-resource';
import { toOptions } from './training-sources';

/**
 * The departments, designations and work centers the signed-in user may choose (the employee
 * filters and form), loaded on mount as data slices and narrowed to the user's scope (`choicesInScope`).
 */
export function useNodeChoices() {
  const { scope } = useAccess();
  const departments = useResource(slices.departmentData);
  const designations = useResource(slices.designationData);
  const workCenters = useResource(slices.workCenterData);
  return useMemo(
    () => choicesInScope(scope, { departments: departments.list, designations: designations.list, workCenters: workCenters.list }),
    [scope, departments.list, designations.list, workCenters.list],
  );
}

/**
 * The options of a list's department, designation and work center filters, in the user's scope:
 * once a department is chosen (`department`), only its designations, as no other can match.
 */
export function useNodeFilterOptions(department: string | undefined) {
  const { departments, designations, workCenters } = useNodeChoices();
  return useMemo(
    () => ({
      departments: toOptions(departments),
      designations: toOptions(department ? designations.filter((row) => row.departmentId === department) : designations),
      workCenters: toOptions(workCenters),
    }),
    [departments, designations, workCenters, department],
  );
}
