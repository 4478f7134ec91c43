import { object, string } from 'yup';
import { isIsoDate, type IsoDate } from './training';
import type { CompletionFields } from './training-fields';
import { isScore } from './training-rules';

/** Each field rule of a completion, named so the form (i18n ids) and the server (English) give their own words. */
export type CompletionRule = 'dateRequired' | 'dateInvalid' | 'dateFuture' | 'dateBeforeHire' | 'scoreRange';

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
