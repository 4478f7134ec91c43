import { boolean, object, string } from 'yup';
import type { TrainingFields } from './training-fields';
import { isDurationHours, isValidityMonths, TITLE_MAX, TRAINING_CODE } from './training-rules';
import { requiredText } from './schema-text';

/** Each field rule of a training write, named so the form (i18n ids) and the server (English) give their own words. */
export type TrainingRule =
  | 'codeRequired'
  | 'codeFormat'
  | 'titleRequired'
  | 'titleMax'
  | 'typeRequired'
  | 'competencyRequired'
  | 'validityRequired'
  | 'validityRange'
  | 'durationRequired'
  | 'durationRange';

/**
 * The field formats of a training (§11), run by the training form and by the fake backend alike: a
 * code in the course-code format, a title of at most 120 characters (trimmed), a type and a
 * competency, a validity of 1–120 whole months unless it never expires, and a duration above 0 and at
 * most 1000 hours with at most two decimals. The checks that need the server's data (a code clash,
 * unknown type or competency) are the fake backend's (mocks/training-checks.ts).
 * @param messages each rule's message: i18n ids for the form, English for the fake backend.
 */
export function trainingSchema(messages: Record<TrainingRule, string>) {
  return object({
    code: requiredText(messages.codeRequired).matches(TRAINING_CODE, messages.codeFormat),
    title: requiredText(messages.titleRequired).max(TITLE_MAX, messages.titleMax),
    typeId: string().required(messages.typeRequired),
    competencyId: string().required(messages.competencyRequired),
    neverExpires: boolean().defined(),
    validityMonths: string()
      .defined()
      .when('neverExpires', {
        is: false,
        then: (schema) =>
          schema
            .required(messages.validityRequired)
            .test('months', messages.validityRange, (value) => /^\d{1,3}$/.test(value.trim()) && isValidityMonths(Number(value))),
      }),
    durationHours: string()
      .required(messages.durationRequired)
      .test('hours', messages.durationRange, (value) => /^\d{1,4}(\.\d{1,2})?$/.test(value.trim()) && isDurationHours(Number(value))),
  }) satisfies { fields: Record<keyof TrainingFields, unknown> };
}
