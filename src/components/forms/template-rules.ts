import { boolean, object, string, type AnySchema } from 'yup';
import { loginSchema } from './login.schema';
import { registerSchema } from './register.schema';
import type { RuleName, TemplateField } from './field-look';

/** A phone number: digits with an optional leading +, 7 to 15 digits. */
const PHONE = /^\+?\d{7,15}$/;

/** §5 template page rules; each message is an i18n id. */
const rules: Record<RuleName, AnySchema> = {
  emailOrUsername: loginSchema.fields.email as AnySchema,
  email: registerSchema.fields.email as AnySchema,
  emailId: string().trim().required('validation.emailId.invalid').email('validation.emailId.invalid'),
  emailRequired: string().trim().required('validation.email.required'),
  phone: string().trim().required('validation.phone.invalid').matches(PHONE, 'validation.phone.invalid'),
  username: registerSchema.fields.username as AnySchema,
  password: registerSchema.fields.password as AnySchema,
  passwordRequired: string().required('validation.password.required'),
  confirmPasswordRequired: string().required('validation.confirmPassword.required'),
  rememberMe: boolean().oneOf([true], 'validation.rememberMe'),
  optional: boolean(),
};

/** The yup schema of a template form: each field checked by its named rule. */
export function schemaFor(fields: readonly TemplateField[]) {
  return object(Object.fromEntries(fields.map((field) => [field.name, rules[field.rule]])));
}
