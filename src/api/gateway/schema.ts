import { GraphQLSchema, specifiedDirectives, type GraphQLObjectType } from 'graphql';
// graphql-js's own step from SDL definitions to a schema config (buildASTSchema runs it after validating
// the SDL): called directly, neither the SDL validation rules nor the parser that buildASTSchema's module
// also holds come into the bundle. graphql is pinned; tests/unit/gateway-documents.test.ts checks the
// result against buildSchema(schema.graphql). Kept because it keeps / and /employees within their byte
// budgets: the public buildASTSchema(schemaAst, { assumeValidSDL: true }) measured / 259.8 KB (budget 250)
// against 242.1, /employees 232.2 (budget 230) against 214.4, and 8 KB more on the sign-in and landing
// pages through a chunk they share (npm run size, 2026-11-25, after the loading-layer rework).
import { extendSchemaImpl } from 'graphql/utilities/extendSchema';
import { schemaAst } from '../generated/schema-ast';

const config = extendSchemaImpl({ description: undefined, types: [], directives: [], extensions: {}, extensionASTNodes: [], assumeValid: false }, schemaAst, { assumeValidSDL: true });
const rootType = (name: string) => config.types.find((type) => type.name === name) as GraphQLObjectType | undefined;

/**
 * The gateway schema (src/api/schema.graphql), built from the AST codegen wrote: codegen
 * validated the SDL, so the browser neither parses nor validates it (byte budgets).
 * schema.graphql names no schema definition, so the roots are the types Query and Mutation.
 */
export const gatewaySchema = new GraphQLSchema({
  ...config,
  query: rootType('Query'),
  mutation: rootType('Mutation'),
  directives: specifiedDirectives,
});
