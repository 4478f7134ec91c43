import { object, string } from 'yup';
import { isIsoDate, type IsoDate } from './training';
import type { ScheduleFields } from './training-fields';

/** Each field rule of scheduling a training, named so the form (i18n ids) and the server (English) give their own words. */
export type ScheduleRule = 'trainingRequired' | 'dateRequired' | 'dateInvalid' | 'datePast';

/**
 * The field formats of scheduling a training (§11), run by the schedule form and by the fake backend
 * alike: a training is chosen; the date is a real date, `today` or later. Whether the employee and
 * the training exist, the employee is active and has no pending session of it are the fake backend's
 * checks (mocks/training-checks.ts).
 * @param messages each rule's message: i18n ids for the form, English for the fake backend.
 */
export function scheduleTrainingSchema(today: IsoDate, messages: Record<ScheduleRule, string>) {
  return object({
    trainingId: string().required(messages.trainingRequired),
    scheduledDate: string()
      .required(messages.dateRequired)
      .test('date', messages.dateInvalid, (value) => isIsoDate(value))
      .test('not-past', messages.datePast, (value) => value >= today),
  }) satisfies { fields: Record<keyof ScheduleFields, unknown> };
}
