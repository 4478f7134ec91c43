import type { Department, Designation, WorkCenter } from '../../domain/training';
import type { ScopeChoices } from './requirement-form';

/**
 * The departments, designations and work centers a requirement can name, as the form lists them:
 * by name, and each designation with its department's name, since two departments may both have a
 * "Shift Supervisor".
 */
export function scopeChoices(departments: readonly Department[], designations: readonly Designation[], workCenters: readonly WorkCenter[]): ScopeChoices {
  const { compare } = new Intl.Collator();
  const byName = <Row extends { id: string; name: string }>(rows: readonly Row[]) =>
    [...rows].sort((a, b) => compare(a.name, b.name)).map(({ id, name }) => ({ id, name }));
  const departmentName = new Map(departments.map((department) => [department.id, department.name]));
  return {
    departments: byName(departments),
    designations: byName(
      designations.map((designation) => ({
        id: designation.id,
        name: departmentName.has(designation.departmentId) ? `${designation.name} · ${departmentName.get(designation.departmentId)}` : designation.name,
      })),
    ),
    workCenters: byName(workCenters),
  };
}
