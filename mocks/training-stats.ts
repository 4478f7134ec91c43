import { complianceShare, noStatusCounts, type StatusCounts as ComplianceCounts } from '../src/domain/compliance';
import type { RecordRow, StatusCounts } from '../src/domain/training-rows';
import type { TrainingIndex } from './training-index';
import type { DepartmentCompliance, ScheduledSession, TrainingDashboard, TrainingKpis } from '../src/domain/training-stats';

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

/**
 * The KPI cards' figures: active employees, and the expiring, expired and scheduled trainings of
 * their current records; compliance is held over owed among the required trainings (§19).
 * @param required the statuses of every required training owed today (`requiredCounts`).
 */
export function trainingKpis(index: TrainingIndex, required: ComplianceCounts): TrainingKpis {
  const active = index.employees.filter((row) => row.employee.active);
  const counts = sumCounts(active);
  return {
    employees: active.length,
    compliance: complianceShare(required),
    expiring: counts.expiring,
    expired: counts.expired,
    scheduled: counts.scheduled,
  };
}

/**
 * Compliance of every department over its required trainings (§19), in the index's department order.
 * @param byDepartment the statuses of the required trainings owed today, by department id (`requiredCounts`).
 */
export function complianceByDepartment(index: TrainingIndex, byDepartment: ReadonlyMap<string, ComplianceCounts>): DepartmentCompliance[] {
  return index.departments.map((department) => {
    const counts = byDepartment.get(department.id) ?? noStatusCounts();
    return {
      departmentId: department.id,
      name: department.name,
      valid: counts.valid,
      expiring: counts.expiring,
      expired: counts.expired,
      missing: counts.missing,
      compliance: complianceShare(counts),
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

/**
 * Everything the home page shows, computed on the server in one pass per part.
 * @param required the statuses of the required trainings owed today, in all and by department (`requiredCounts`).
 */
export function trainingDashboard(
  index: TrainingIndex,
  required: { counts: ComplianceCounts; byDepartment: ReadonlyMap<string, ComplianceCounts> },
): TrainingDashboard {
  return {
    today: index.today,
    kpis: trainingKpis(index, required.counts),
    departments: complianceByDepartment(index, required.byDepartment),
    nextExpirations: nextExpirations(index, NEXT_EXPIRATIONS_SHOWN),
    scheduled: scheduledSessions(index),
  };
}
