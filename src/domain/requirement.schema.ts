import { array, boolean, number, object, string } from 'yup';
import { MAX_GRACE_DAYS } from './compliance';
import { isIsoDate } from './training';

/** Each field rule of a requirement, named so a form (i18n ids) and the server (English) give their own words. */
export type RequirementRule = 'trainingRequired' | 'scopeRequired' | 'dateRequired' | 'dateInvalid' | 'graceInvalid';

/** The server's words for {@link RequirementRule}: what the REST answer's `message` says. */
export const requirementMessages: Record<RequirementRule, string> = {
  trainingRequired: 'Choose the training that is required.',
  scopeRequired: 'Choose who must hold the training: everyone, or at least one department, designation or work center.',
  dateRequired: 'The effective-from date is required.',
  dateInvalid: 'The effective-from date must be a date written as YYYY-MM-DD.',
  graceInvalid: `The grace period must be a whole number of days from 0 to ${MAX_GRACE_DAYS}.`,
};

/**
 * The rules of a requirement's own fields, shared by the form (whose scope is one choice) and the
 * whole requirement's schema: a training is chosen; the effective-from date is a real date; the
 * grace period is a whole number of days 0–{@link MAX_GRACE_DAYS}.
 * @param messages each rule's message: i18n ids for a form, English for the backend.
 */
export function requirementFields(messages: Record<RequirementRule, string>) {
  return {
    trainingId: string().required(messages.trainingRequired),
    effectiveFrom: string()
      .required(messages.dateRequired)
      .test('date', messages.dateInvalid, (value) => isIsoDate(value)),
    graceDays: number()
      .typeError(messages.graceInvalid)
      .required(messages.graceInvalid)
      .integer(messages.graceInvalid)
      .min(0, messages.graceInvalid)
      .max(MAX_GRACE_DAYS, messages.graceInvalid),
  };
}

/**
 * The field formats of a requirement: {@link requirementFields}, and the scope: everyone
 * (`everyone`, the lists then empty) or at least one department, designation or work center. Whether
 * the ids exist and the requirement is not a duplicate are the backend's checks
 * (mocks/requirement-checks.ts).
 * @param messages each rule's message: i18n ids for a form, English for the backend.
 */
export function requirementSchema(messages: Record<RequirementRule, string>) {
  const ids = array(string().required()).default([]);
  const { trainingId, effectiveFrom, graceDays } = requirementFields(messages);
  return object({
    trainingId,
    everyone: boolean().default(false),
    departmentIds: ids,
    designationIds: ids,
    workCenterIds: ids,
    effectiveFrom,
    graceDays,
  }).test('scope', messages.scopeRequired, function (value) {
    const named = value.departmentIds.length + value.designationIds.length + value.workCenterIds.length;
    // Everyone, or some: never both (which would read as everyone while naming a few), never neither.
    return value.everyone === (named === 0) || this.createError({ path: 'departmentIds', message: messages.scopeRequired });
  });
}
