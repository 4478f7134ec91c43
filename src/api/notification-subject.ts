/**
 * What a notification is about, in fields a client can word in any language (§3 keeps `name` and
 * `description` beside it, for backends that send only those): an employee's training that is
 * expiring (expires on `expiryDate`) or expired (expired on it).
 */
export interface NotificationSubject {
  kind: 'expiring' | 'expired';
  trainingId: string;
  trainingCode: string;
  trainingTitle: string;
  employeeId: string;
  employeeName: string;
  /** The last valid day, ISO 8601 (YYYY-MM-DD). */
  expiryDate: string;
}

const TEXT_FIELDS = ['trainingId', 'trainingCode', 'trainingTitle', 'employeeId', 'employeeName'] as const;
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * Reads a notification's `subject` from a server body (the boundary): every field present and of
 * its type, `kind` one of the two, `expiryDate` a real calendar day.
 * @returns the subject, or null for anything else (the client then shows the server's `description`).
 */
export function parseNotificationSubject(value: unknown): NotificationSubject | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { kind, expiryDate } = record;
  if (kind !== 'expiring' && kind !== 'expired') return null;
  if (typeof expiryDate !== 'string' || !ISO_DAY.test(expiryDate)) return null;
  const [year, month, day] = expiryDate.split('-').map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  const subject = { kind, expiryDate } as NotificationSubject;
  for (const field of TEXT_FIELDS) {
    const text = Object.hasOwn(record, field) ? record[field] : undefined;
    if (typeof text !== 'string' || !text.trim()) return null;
    subject[field] = text;
  }
  return subject;
}
