import { object, string } from 'yup';
import { isIsoDate, type IsoDate } from '../../domain/training';
import { isScore } from '../../domain/training-rules';

/**
 * Record a completion (the client side of `checkCompletion` in
 * src/domain/training-rules.ts): a real date, not after `today` nor before
 * `earliest` (the hire date); an optional whole score 0–100. Messages are i18n ids.
 */
export function recordCompletionSchema(today: IsoDate, earliest?: IsoDate) {
  return object({
    completionDate: string()
      .required('validation.completionDate.required')
      .test('date', 'validation.date.invalid', (value) => isIsoDate(value))
      .test('not-future', 'validation.completionDate.future', (value) => value <= today)
      .test('not-before-hire', 'validation.completionDate.beforeHire', (value) => !earliest || value >= earliest),
    score: string()
      .defined()
      .test('score', 'validation.score.range', (value) => value.trim() === '' || (/^\d{1,3}$/.test(value.trim()) && isScore(Number(value)))),
  });
}
