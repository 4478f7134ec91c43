import { useMemo } from 'react';
import { choicesInScope } from '../../domain/access';
import { slices } from '../../machines/slices';
import { useAccess } from '../../hooks/shell-context';
import { useResource } from '../../hooks/use-resource';

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
