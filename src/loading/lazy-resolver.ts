import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import { onDemand } from './on-demand';

const yupResolverCode = onDemand(() => import('@hookform/resolvers/yup').then((module) => module.yupResolver));

/**
 * A react-hook-form resolver that loads yup and the schema on first validation
 * (the first submit), so a form page does not ship the validator up front.
 * @param loadSchema imports the module holding the schema.
 * @throws (rejects) when the code cannot be imported (offline): react-hook-form's submit rejects.
 */
export function lazyYupResolver<T extends FieldValues>(loadSchema: () => Promise<ObjectSchema<T>>): Resolver<T> {
  const schemaCode = onDemand(loadSchema);
  return async (values, context, options) => {
    const [yupResolver, schema] = await Promise.all([yupResolverCode.load(), schemaCode.load()]);
    return (yupResolver(schema as never) as unknown as Resolver<T>)(values, context, options);
  };
}
