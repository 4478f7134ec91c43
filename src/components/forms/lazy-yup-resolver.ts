import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/**
 * A react-hook-form resolver that loads yup and the schema on first validation
 * (the first submit), so a form page does not ship the validator up front.
 * @param loadSchema imports the module holding the schema.
 */
export function lazyYupResolver<T extends FieldValues>(loadSchema: () => Promise<ObjectSchema<T>>): Resolver<T> {
  return async (values, context, options) => {
    const [{ yupResolver }, schema] = await Promise.all([import('@hookform/resolvers/yup'), loadSchema()]);
    return (yupResolver(schema as never) as unknown as Resolver<T>)(values, context, options);
  };
}
