import { localToday } from '../../src/domain/training';
import { createTrainingIndex } from '../../mocks/training-index';
import { generateTrainingData } from '../../mocks/fixtures/training';
import { notificationsOf, readMarksOver, seedReadIds } from '../../mocks/notification-feed';
import { requiredGaps } from '../../mocks/compliance-matrix';
import { seedCompliance } from '../../mocks/fixtures/requirements';

/**
 * What a fresh demo's fake backend holds today, computed here from the same
 * seeded generator the browser's mock backend runs: the notifications it raises
 * (newest first, the older ones read) and each employee's expiring and expired
 * trainings, so tests assert the data instead of copying texts.
 */
const today = localToday();
const data = generateTrainingData({ today });
const index = createTrainingIndex(data, today);
const compliance = seedCompliance(data, today);
const gaps = () => requiredGaps(data, compliance, today);

export const demoNotifications = notificationsOf(
  index,
  readMarksOver(() => seedReadIds(index, gaps)),
  gaps,
);

/** The employee of a notification and their current expiring/expired records, soonest expiry first (the modal's list). */
export function demoEmployeeOf(empId: string) {
  const employee = index.employees.find((row) => row.employee.id === empId)!.employee;
  const records = index.queryRecords({ whereClause: `employee=${empId}&current=true&status=expiring&status=expired&sort=expiryDate`, pageSize: 100 }).items;
  return { name: `${employee.firstName} ${employee.lastName}`, code: employee.code, titles: records.map((row) => row.training.title) };
}

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A notification's row in a list, by its accessible name (`name. description`), as the app words it
 * in English from the notification's subject: 'Fire Warden Training (FS-102) expires on Dec 25, 2026.',
 * or for a required training '… is required and expires on … with no session scheduled.' and
 * '… is required and has been missing since ….'
 */
export const rowName = ({ name, subject }: (typeof demoNotifications)[number]) => {
  const training = `${subject.trainingTitle} (${subject.trainingCode})`;
  const date = mediumDate.format(new Date(`${subject.kind === 'missing' ? subject.dueDate : subject.expiryDate}T00:00:00Z`));
  if (subject.kind === 'missing') return `${name}. ${training} is required and has been missing since ${date}.`;
  if (subject.lapses) return `${name}. ${training} is required and expires on ${date} with no session scheduled.`;
  return `${name}. ${training} ${subject.kind === 'expired' ? 'expired' : 'expires'} on ${date}.`;
};

/** An expired training's notification whose renewal is already scheduled (so recording its completion settles it). */
export function demoRenewable() {
  const notification = demoNotifications.find((candidate) => {
    const row = index.records.find((record) => `ntf-${record.record.id}-expired` === candidate.id);
    return row && index.records.some((other) => other.status === 'scheduled' && other.employee.id === row.employee.id && other.training.id === row.training.id);
  })!;
  const row = index.records.find((record) => `ntf-${record.record.id}-expired` === notification.id)!;
  return { notification, title: row.training.title };
}

/** An active employee's current expiring or expired training with no renewal scheduled yet (Renew schedules one). */
export function demoUnscheduledRenewal() {
  const row = index.records.find(
    (candidate) =>
      candidate.current &&
      candidate.employee.active &&
      (candidate.status === 'expired' || candidate.status === 'expiring') &&
      !index.records.some(
        (other) => other.status === 'scheduled' && other.employee.id === candidate.employee.id && other.training.id === candidate.training.id,
      ),
  )!;
  return { employeeId: row.employee.id, name: `${row.employee.firstName} ${row.employee.lastName}`, title: row.training.title, code: row.training.code };
}

/** The employee and training of {@link demoRenewable}: a renewal is scheduled already (Renew records it). */
export function demoScheduledRenewal() {
  const { notification, title } = demoRenewable();
  return { employeeId: notification.empId!, title };
}
