import { isIsoDate } from '../domain/training';

/**
 * What a notification is about, in fields a client can word in any language (§3 keeps `name` and
 * `description` beside it, for backends that send only those): an employee's training that is
 * expiring (expires on `expiryDate`) or expired (expired on it), or a required training they have
 * never completed (`missing`, owed since `dueDate`, §19). `lapses` marks an expiring training their
 * job requires with no session scheduled to renew it.
 */
export interface NotificationSubject {
  kind: 'expiring' | 'expired' | 'missing';
  trainingId: string;
  trainingCode: string;
  trainingTitle: string;
  employeeId: string;
  employeeName: string;
  /** The last valid day, ISO 8601 (YYYY-MM-DD); `null` for `missing`. */
  expiryDate: string | null;
  /** The day a `missing` training became owed, ISO 8601; `null` for the others. */
  dueDate: string | null;
  lapses: boolean;
}

const TEXT_FIELDS = ['trainingId', 'trainingCode', 'trainingTitle', 'employeeId', 'employeeName'] as const;

/** @returns whether `value` is a real calendar day written YYYY-MM-DD. */
const isDay = (value: unknown): value is string => typeof value === 'string' && isIsoDate(value);

/**
 * Reads a notification's `subject` from a server body (the boundary): every text field present and
 * a string, `kind` one of the three, the day its kind needs (`expiryDate`, or `dueDate` for
 * `missing`) a real calendar day; `lapses` false unless it is `true`.
 * @returns the subject, or null for anything else (the client then shows the server's `description`).
 */
export function parseNotificationSubject(value: unknown): NotificationSubject | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { kind, expiryDate, dueDate } = record;
  if (kind !== 'expiring' && kind !== 'expired' && kind !== 'missing') return null;
  const missing = kind === 'missing';
  if (!isDay(missing ? dueDate : expiryDate)) return null;
  const subject = {
    kind,
    expiryDate: missing ? null : expiryDate,
    dueDate: missing ? dueDate : null,
    lapses: kind === 'expiring' && record.lapses === true,
  } as NotificationSubject;
  for (const field of TEXT_FIELDS) {
    const text = Object.hasOwn(record, field) ? record[field] : undefined;
    if (typeof text !== 'string' || !text.trim()) return null;
    subject[field] = text;
  }
  return subject;
}
