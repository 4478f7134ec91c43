import { GraphQLSchema, specifiedDirectives, type GraphQLObjectType } from 'graphql';
// graphql-js's own step from SDL definitions to a schema config (buildASTSchema runs it after validating
// the SDL): called directly, neither the SDL validation rules nor the parser that buildASTSchema's module
// also holds come into the bundle. graphql is pinned; tests/unit/gateway-documents.test.ts checks the
// result against buildSchema(schema.graphql). Kept because it keeps / within its byte budget: the public
// buildASTSchema(schemaAst, { assumeValidSDL: true }) measured / 251.5 KB (budget 250) against 243.0,
// and /employees 224.1 against 215.5 (npm run size, 2026-11-25).
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
