import { object, string } from 'yup';

/** A username: letters, digits, dot, underscore or dash, at least 3 characters. */
const USERNAME = /^[A-Za-z0-9._-]{3,}$/;
/** A pragmatic email shape: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** §5 Login form. Messages are i18n ids. */
export const loginSchema = object({
  email: string()
    .trim()
    .required('validation.emailOrUsername.required')
    .test('email-or-username', 'validation.emailOrUsername.invalid', (value) => EMAIL.test(value) || USERNAME.test(value)),
  password: string().required('validation.password.required'),
});
