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
  // Objects and arrays are no plain field's value, and yup's cast calls their `toString`, which a body
  // can replace with anything: they read as missing. A list field (an array in the schema) takes an
  // array of texts, copied; anything else there reads as missing too.
  const valueOf = (field: string, value: unknown) => {
    if ((schema.fields[field] as { type?: string }).type === 'array') {
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...(value as string[])] : undefined;
    }
    return typeof value === 'object' && value !== null ? undefined : value;
  };
  const picked = Object.fromEntries(fields.filter((field) => Object.hasOwn(source, field)).map((field) => [field, valueOf(field, source[field])]));
  try {
    return schema.validateSync(picked, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // yup collects the problems in no useful order: answer the first one in the form's order.
    const rank = (problem: ValidationError) => fields.indexOf(problem.path ?? '');
    return [...error.inner].sort((a, b) => rank(a) - rank(b))[0]?.message ?? error.message;
  }
}
