// Codegen plugin: the gateway schema as a pre-parsed AST module, so the browser
// builds the schema without graphql-js's parser (src/api/gateway/schema.ts).
import { parse, printSchema } from 'graphql';
import { astLiteral, header } from './ast-module.mjs';

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
export function plugin(schema) {
  // codegen validated the SDL when it built `schema`; printing it back gives its definitions in a stable order.
  const ast = parse(printSchema(schema), { noLocation: true });
  return `${header('scripts/codegen/schema-ast.mjs')}
/** The type definitions of src/api/schema.graphql (descriptions left out: nothing reads them at run time). */
export const schemaAst = ${astLiteral(ast)};
`;
}
