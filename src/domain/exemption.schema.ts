import { string } from 'yup';

/** The longest reason an exemption may give (characters). */
const MAX_REASON_LENGTH = 500;

/** Each rule of an exemption's reason, named so a form (i18n ids) and the server (English) give their own words. */
export type ExemptionRule = 'reasonRequired' | 'reasonTooLong';

/** The server's words for {@link ExemptionRule}: what the REST answer's `message` says. */
export const exemptionMessages: Record<ExemptionRule, string> = {
  reasonRequired: 'Say why the employee is exempted.',
  reasonTooLong: `The reason must be at most ${MAX_REASON_LENGTH} characters.`,
};

/**
 * The rule of an exemption's reason (§19), shared by the form and the backend: some text once
 * trimmed, at most {@link MAX_REASON_LENGTH} characters.
 * @param messages each rule's message: i18n ids for a form, English for the backend.
 */
export function exemptionReason(messages: Record<ExemptionRule, string>) {
  return string().trim().required(messages.reasonRequired).max(MAX_REASON_LENGTH, messages.reasonTooLong);
}
