import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/**
 * The fake backend's reading of a write's body (any JSON value) with the form's own schema: the
 * schema's fields only (an own `__proto__` key, which JSON.parse makes, crashes yup), each a plain
 * value, checked in full.
 * @returns the checked (trimmed) fields, or the first problem's message in the form's field order.
 */
export function readWrite<Schema extends AnyObjectSchema>(schema: Schema, body: unknown): InferType<Schema> | string {
  const fields = Object.keys(schema.fields);
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // Objects and arrays are no field's value, and yup's cast calls their `toString`, which a body can
  // replace with anything: they read as missing.
  const picked = Object.fromEntries(
    fields
      .filter((field) => Object.hasOwn(source, field))
      .map((field) => [field, typeof source[field] === 'object' && source[field] !== null ? undefined : source[field]]),
  );
  try {
    return schema.validateSync(picked, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // yup collects the problems in no useful order: answer the first one in the form's order.
    const rank = (problem: ValidationError) => fields.indexOf(problem.path ?? '');
    return [...error.inner].sort((a, b) => rank(a) - rank(b))[0]?.message ?? error.message;
  }
}
