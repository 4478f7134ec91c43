import { object, string } from 'yup';
import { isIsoDate, type IsoDate } from '../../domain/training';

/** Schedule a training: a training is chosen; the date is a real date, today or later. Messages are i18n ids. */
export function scheduleTrainingSchema(today: IsoDate) {
  return object({
    trainingId: string().required('validation.training.required'),
    scheduledDate: string()
      .required('validation.scheduledDate.required')
      .test('date', 'validation.date.invalid', (value) => isIsoDate(value))
      .test('not-past', 'validation.scheduledDate.past', (value) => value >= today),
  });
}
