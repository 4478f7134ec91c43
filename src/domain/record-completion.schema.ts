import { object, string } from 'yup';
import { isIsoDate, type IsoDate } from './training';
import type { CompletionFields, PastCompletionFields } from './training-fields';
import { isScore } from './training-rules';

/** Each field rule of a completion, named so the form (i18n ids) and the server (English) give their own words. */
export type CompletionRule = 'dateRequired' | 'dateInvalid' | 'dateFuture' | 'dateBeforeHire' | 'scoreRange';

/** The rules of a completion recorded directly: a completion's, and a training chosen. */
export type PastCompletionRule = CompletionRule | 'trainingRequired';

/**
 * The field formats of a completion (§11), run by the completion form and by the fake backend alike:
 * a real date, not after `today` nor before `earliest` (the employee's hire date); an optional whole
 * score 0–100. Whether the record may still be completed is the fake backend's check
 * (mocks/training-checks.ts).
 * @param messages each rule's message: i18n ids for the form, English for the fake backend.
 */
export function recordCompletionSchema(today: IsoDate, earliest: IsoDate | undefined, messages: Record<CompletionRule, string>) {
  return object({
    completionDate: string()
      .required(messages.dateRequired)
      .test('date', messages.dateInvalid, (value) => isIsoDate(value))
      .test('not-future', messages.dateFuture, (value) => value <= today)
      .test('not-before-hire', messages.dateBeforeHire, (value) => !earliest || value >= earliest),
    score: string()
      .defined()
      .test('score', messages.scoreRange, (value) => value.trim() === '' || (/^\d{1,3}$/.test(value.trim()) && isScore(Number(value)))),
  }) satisfies { fields: Record<keyof CompletionFields, unknown> };
}

/**
 * The field formats of a completion recorded directly, a course taken before it was ever scheduled
 * here (§11): a training chosen, then a completion's rules, so the date is up to `today` and from
 * `earliest` (the hire date) on. Run by its form and by the fake backend alike; whether the same
 * completion is recorded already is the fake backend's check (mocks/training-checks.ts).
 * @param messages each rule's message: i18n ids for the form, English for the fake backend.
 */
export function pastCompletionSchema(today: IsoDate, earliest: IsoDate | undefined, messages: Record<PastCompletionRule, string>) {
  return recordCompletionSchema(today, earliest, messages).shape({
    trainingId: string().required(messages.trainingRequired),
  }) satisfies { fields: Record<keyof PastCompletionFields, unknown> };
}
