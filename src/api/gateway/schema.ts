import { GraphQLSchema, specifiedDirectives, type GraphQLObjectType } from 'graphql';
// graphql-js's own step from SDL definitions to a schema config (buildASTSchema runs it after validating
// the SDL): called directly, neither the SDL validation rules nor the parser that buildASTSchema's module
// also holds come into the bundle. graphql is pinned; tests/unit/gateway-documents.test.ts checks the
// result against buildSchema(schema.graphql).
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
