/**
 * graphql-js as graphql-request sees it in the build (scripts/vite-size-plugins.ts,
 * `graphqlRequestWithoutParser`): all of it but the parser and the printer. graphql-request
 * calls them only for a DocumentNode or to find a text's operation name; the app sends text
 * with `excludeOperationName` (src/api/client.ts), so these never run.
 */
export * from 'graphql';

function notShipped(name: string): never {
  throw new Error(`graphql-request called graphql's ${name}, which the build leaves out: send document text with excludeOperationName`);
}

/** Stands in for graphql-js's `parse`. @throws Error always. */
export function parse(): never {
  return notShipped('parse');
}

/** Stands in for graphql-js's `print`. @throws Error always. */
export function print(): never {
  return notShipped('print');
}
