import type { ImportField } from '../../domain/record-import';
import type { MessageId } from '../../i18n/messages';

/** Each import column's name, as the export's header words it. */
export const importFieldLabels: Record<ImportField, MessageId> = {
  employeeCode: 'csv.employeeCode',
  trainingCode: 'csv.trainingCode',
  scheduledDate: 'history.scheduled',
  completionDate: 'history.completed',
  expiryDate: 'history.expires',
  score: 'history.score',
};
