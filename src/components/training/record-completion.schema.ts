import { object, string } from 'yup';
import { isIsoDate, type IsoDate } from '../../domain/training';

/** A whole number 0–100, or empty. */
export const SCORE = /^(100|[1-9]?\d)$/;

/**
 * Record a completion: a real date, not after `today`; an optional score
 * 0–100. Messages are i18n ids.
 */
export function recordCompletionSchema(today: IsoDate) {
  return object({
    completionDate: string()
      .required('validation.completionDate.required')
      .test('date', 'validation.date.invalid', (value) => isIsoDate(value))
      .test('not-future', 'validation.completionDate.future', (value) => value <= today),
    score: string()
      .defined()
      .test('score', 'validation.score.range', (value) => value.trim() === '' || SCORE.test(value.trim())),
  });
}
