import { object, ref, string } from 'yup';

/** §5: the new password's shared pattern, letters and digits both present. */
const LETTERS_AND_DIGITS = /^(?=.*[A-Za-z])(?=.*\d)/;

/** Each field rule of a password change, named so the form (i18n ids) and the server (English) give their own words. */
export type PasswordChangeRule = 'oldRequired' | 'oldMax' | 'newRequired' | 'newLength' | 'newPattern' | 'confirmRequired' | 'confirmMatch';

/**
 * §5 Change Password, run by the form and by the fake backend alike: the old password (at most 100
 * characters), a new one of 8 to 20 characters with letters and digits, and its confirmation. Whether
 * the old password is right, and the new one differs from it, are the fake backend's checks.
 * @param messages each rule's message: i18n ids for the form, the REST contract's English for the fake backend.
 */
export function changePasswordSchema(messages: Record<PasswordChangeRule, string>) {
  return object({
    oldPassword: string().typeError(messages.oldRequired).required(messages.oldRequired).max(100, messages.oldMax),
    newPassword: string()
      .typeError(messages.newRequired)
      .required(messages.newRequired)
      .min(8, messages.newLength)
      .max(20, messages.newLength)
      .matches(LETTERS_AND_DIGITS, messages.newPattern),
    cPassword: string()
      .typeError(messages.confirmRequired)
      .required(messages.confirmRequired)
      .oneOf([ref('newPassword')], messages.confirmMatch),
  });
}
