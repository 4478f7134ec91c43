import { object, string } from 'yup';

/** §5 Register form: email (required, email shape), username and password required; the hint's rule for passwords. */
export const registerSchema = object({
  email: string().trim().required('validation.email.invalid').email('validation.email.invalid'),
  username: string().trim().required('validation.username.required'),
  password: string()
    .required('validation.password.rule')
    .min(8, 'validation.password.rule')
    .matches(/[A-Za-z]/, 'validation.password.rule')
    .matches(/\d/, 'validation.password.rule'),
});
