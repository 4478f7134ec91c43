import { fetchComplianceMatrix, fetchRequirements } from '../api/compliance';
import { fetchTrainingDashboard } from '../api/dashboard';
import type { ComplianceStatus, EmployeeRequirement, ListedExemption, StoredRequirement } from '../domain/compliance';
import { readMatrixQuery } from '../domain/compliance-matrix';
import { localToday } from '../domain/training';
import { employeesApi, HISTORY_LIMIT, type EmployeeDetail } from '../api/employees';
import { recordsApi } from '../api/records';
import { trainingsApi } from '../api/trainings';
import type { RecordRow, TrainingRow } from '../domain/training-rows';
import type { TrainingDashboard } from '../domain/training-stats';
import type { ResourceSource } from '../machines/resource.machine';
import type { SelectOption } from '../components/ui/select-field';

/**
 * The training pages' single items as resource sources (one `resourceMachine`
 * each, fetched by id). The dashboard is one item too: the server's current one,
 * so its id is only a name.
 */
export const trainingSources = {
  dashboard: { name: 'Dashboard', item: () => fetchTrainingDashboard() } satisfies ResourceSource<TrainingDashboard>,
  employee: { name: 'Employee', item: (id: string) => employeesApi.detail(id) } satisfies ResourceSource<EmployeeDetail>,
  training: { name: 'Training', item: (id: string) => trainingsApi.item(id) } satisfies ResourceSource<TrainingRow>,
  /** An employee's current expiring and expired records, soonest expiry first (the §4 'Upcoming Expiring Trainings' modal). */
  expiringTrainings: {
    name: 'Expiring trainings',
    item: async (employeeId: string) =>
      (
        await recordsApi.list({
          whereClause: new URLSearchParams([
            ['employee', employeeId],
            ['current', 'true'],
            ['status', 'expiring'],
            ['status', 'expired'],
            ['sort', 'expiryDate'],
          ]).toString(),
          pageSize: HISTORY_LIMIT,
        })
      ).items,
  } satisfies ResourceSource<RecordRow[]>,
  /**
   * The trainings required of an employee today, each with its status (their row of the compliance
   * matrix) and the reasons of their exemptions; and the requirements and their exemptions, for an
   * admin to exempt them or lift one.
   */
  employeeRequirements: {
    name: 'Required trainings',
    item: async (employeeId: string) => {
      const [matrix, { requirements, exemptions }] = await Promise.all([
        fetchComplianceMatrix({ ...readMatrixQuery(new URLSearchParams(), localToday()), employeeId }),
        fetchRequirements(),
      ]);
      const theirs = exemptions.filter((exemption) => exemption.employeeId === employeeId);
      const statuses = matrix.items[0]?.statuses ?? [];
      const trainings = matrix.columns.flatMap(({ trainingId, code, title }, index): EmployeeRequirement[] => {
        const status: ComplianceStatus | null = statuses[index] ?? null;
        const exemptionReasons = theirs.filter((exemption) => exemption.trainingId === trainingId).map((exemption) => exemption.reason);
        return status ? [{ trainingId, code, title, status, exemptionReasons }] : [];
      });
      return { trainings, requirements, exemptions: theirs };
    },
  } satisfies ResourceSource<EmployeeRequirements>,
};

/** An employee's required trainings with their statuses, and the requirements and exemptions behind them. */
export interface EmployeeRequirements {
  trainings: EmployeeRequirement[];
  requirements: StoredRequirement[];
  /** The employee's own exemptions. */
  exemptions: ListedExemption[];
}

/** The id the dashboard is fetched under. */
export const CURRENT_DASHBOARD = 'current';

/** Reference rows as select options (by name). */
export function toOptions(rows: readonly { id: string; name: string }[]): SelectOption[] {
  return rows.map(({ id, name }) => ({ id, name }));
}

/** Trainings as select options: "FS-101 · Fire Safety Awareness". */
export function trainingOptions(rows: readonly { id: string; code: string; title: string }[]): SelectOption[] {
  return rows.map(({ id, code, title }) => ({ id, name: `${code} · ${title}` }));
}

/** A record's editable values (all but its id and version), for an edit form or a write. */
export function editableValues<Row extends { id: string; version: number }>({ id: _id, version: _version, ...values }: Row): Omit<Row, 'id' | 'version'> {
  return values;
}
