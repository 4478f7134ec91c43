import { string } from 'yup';

/**
 * A required text, trimmed. A value yup cannot read as text (an array, an object) is refused with the
 * field's message: yup's own `trim()` would throw a TypeError on it, which the fake backend would
 * answer with a 500.
 * @param required the message of an empty or missing value.
 */
export function requiredText(required: string) {
  return string()
    .typeError(required)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(required);
}
