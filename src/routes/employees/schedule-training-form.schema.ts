import { scheduleTrainingSchema as sharedScheduleSchema, type ScheduleRule } from '../../domain/schedule-training.schema';
import type { IsoDate } from '../../domain/training';
import type { MessageId } from '../../i18n/messages';

const messages: Record<ScheduleRule, MessageId> = {
  trainingRequired: 'validation.training.required',
  dateRequired: 'validation.scheduledDate.required',
  dateInvalid: 'validation.date.invalid',
  datePast: 'validation.scheduledDate.past',
};

/** Schedule a training: the fake backend's own schema (src/domain/schedule-training.schema.ts) with i18n ids as messages. */
export const scheduleTrainingSchema = (today: IsoDate) => sharedScheduleSchema(today, messages);
