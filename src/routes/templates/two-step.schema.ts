import { array, object, string } from 'yup';

/**
 * §2/§9 two-step code: every digit filled. One message for the whole code, on the code, not on a
 * digit: the page shows it once and marks the empty digits.
 */
export const twoStepSchema = object({
  digits: array(string().defined())
    .required()
    .test('every-digit', 'validation.code.required', (digits) => digits.every(Boolean)),
});
