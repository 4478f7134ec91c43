import { inScope, type Scope } from '../src/domain/access';
import type { TrainingData } from '../src/domain/training';
import type { TrainingStore } from './training-store';

/** The store's data with only the employees `scope` reaches, and of those only `departmentId`'s when one is named (§10). */
export function dataInScope(store: TrainingStore, scope: Scope, departmentId: string | null = null): TrainingData {
  const data = store.data();
  const employees = data.employees.filter((employee) => inScope(scope, employee) && (departmentId === null || employee.departmentId === departmentId));
  return { ...data, employees };
}
