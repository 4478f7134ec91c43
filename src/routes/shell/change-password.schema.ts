import { object, ref, string } from 'yup';

/** §5: the new password's shared pattern, letters and digits both present. */
const LETTERS_AND_DIGITS = /^(?=.*[A-Za-z])(?=.*\d)/;

/** §5 Change Password form. Messages are i18n ids; the confirmation is checked against the new password. */
export const changePasswordSchema = object({
  oldPassword: string().required('validation.oldPassword.required').max(100, 'validation.oldPassword.max'),
  newPassword: string()
    .required('validation.newPassword.required')
    .min(8, 'validation.newPassword.length')
    .max(20, 'validation.newPassword.length')
    .matches(LETTERS_AND_DIGITS, 'validation.newPassword.pattern'),
  cPassword: string()
    .required('validation.cPassword.required')
    .oneOf([ref('newPassword')], 'validation.cPassword.match'),
});
