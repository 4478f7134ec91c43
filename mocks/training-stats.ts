import type { RecordRow, StatusCounts } from '../src/domain/training-rows';
import type { TrainingIndex } from './training-index';
import type { DepartmentCompliance, ScheduledSession, TrainingDashboard, TrainingKpis } from '../src/domain/training-stats';

/** @returns (valid + expiring) / (valid + expiring + expired), or `null` when that is 0 / 0. */
export function complianceOf(counts: Pick<StatusCounts, 'valid' | 'expiring' | 'expired'>): number | null {
  const held = counts.valid + counts.expiring;
  const completed = held + counts.expired;
  return completed === 0 ? null : held / completed;
}

function sumCounts(rows: Iterable<{ counts: StatusCounts }>): StatusCounts {
  const sum: StatusCounts = { scheduled: 0, valid: 0, expiring: 0, expired: 0 };
  for (const { counts } of rows) {
    sum.scheduled += counts.scheduled;
    sum.valid += counts.valid;
    sum.expiring += counts.expiring;
    sum.expired += counts.expired;
  }
  return sum;
}

/** The KPI cards' figures. */
export function trainingKpis(index: TrainingIndex): TrainingKpis {
  const active = index.employees.filter((row) => row.employee.active);
  const counts = sumCounts(active);
  return {
    employees: active.length,
    compliance: complianceOf(counts),
    expiring: counts.expiring,
    expired: counts.expired,
    scheduled: counts.scheduled,
  };
}

/** Compliance of every department (active employees), in the index's department order. */
export function complianceByDepartment(index: TrainingIndex): DepartmentCompliance[] {
  const byDepartment = new Map<string, { counts: StatusCounts }[]>();
  for (const row of index.employees) {
    if (!row.employee.active) continue;
    const rows = byDepartment.get(row.department.id);
    if (rows) rows.push(row);
    else byDepartment.set(row.department.id, [row]);
  }
  return index.departments.map((department) => {
    const counts = sumCounts(byDepartment.get(department.id) ?? []);
    return {
      departmentId: department.id,
      name: department.name,
      valid: counts.valid,
      expiring: counts.expiring,
      expired: counts.expired,
      compliance: complianceOf(counts),
    };
  });
}

/**
 * The current completions of active employees that expire next, from today on, soonest first.
 * @param limit how many to return.
 */
export function nextExpirations(index: TrainingIndex, limit = 5): RecordRow[] {
  return index.records
    .filter((row) => row.current && row.employee.active && row.record.expiryDate !== null && row.record.expiryDate >= index.today)
    .sort((a, b) => {
      const [x, y] = [a.record.expiryDate ?? '', b.record.expiryDate ?? ''];
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .slice(0, limit);
}

/** The scheduled trainings of active employees that have a date, soonest first. */
function scheduledSessions(index: TrainingIndex): ScheduledSession[] {
  const sessions: ScheduledSession[] = [];
  for (const { record, employee, training, status } of index.records) {
    if (status !== 'scheduled' || !employee.active || record.scheduledDate === null) continue;
    sessions.push({
      recordId: record.id,
      date: record.scheduledDate,
      trainingTitle: training.title,
      employeeId: employee.id,
      employeeName: `${employee.firstName} ${employee.lastName}`,
    });
  }
  return sessions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** How many of the next expirations the home page lists. */
const NEXT_EXPIRATIONS_SHOWN = 8;

/** Everything the home page shows, computed on the server in one pass per part. */
export function trainingDashboard(index: TrainingIndex): TrainingDashboard {
  return {
    today: index.today,
    kpis: trainingKpis(index),
    departments: complianceByDepartment(index),
    nextExpirations: nextExpirations(index, NEXT_EXPIRATIONS_SHOWN),
    scheduled: scheduledSessions(index),
  };
}
