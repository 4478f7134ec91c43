import { execute, GraphQLError, validate, type ExecutionResult } from 'graphql';
import { ApiError } from '../errors';
import { accountResolvers } from './account.resolvers';
import { appListResolvers } from './app-lists.resolvers';
import { authResolvers } from './auth.resolvers';
import { calendarResolvers } from './calendar.resolvers';
import { documentFor } from './documents';
import { notificationsResolvers } from './notifications.resolvers';
import { referenceResolvers } from './reference.resolvers';
import { gatewaySchema as schema } from '../generated/gateway-schema';
import { trainingResolvers } from './training.resolvers';

/** Every resolver by root type; each domain adds its own map here. */
const resolverMaps = [authResolvers, accountResolvers, notificationsResolvers, appListResolvers, calendarResolvers, referenceResolvers, trainingResolvers];

type Resolver = (args: never) => unknown;

function rootValueFor(type: 'Query' | 'Mutation'): Record<string, Resolver> {
  return Object.assign({}, ...resolverMaps.map((map) => (map as Record<string, Record<string, Resolver>>)[type] ?? {}));
}

const rootValues = { query: rootValueFor('Query'), mutation: rootValueFor('Mutation') };

/** A GraphQL request as graphql-request sends it. */
export interface OperationRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Turns a REST failure into a GraphQL error that keeps the §8 message, status and `handled`. */
function toGraphQLError(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (original instanceof ApiError) {
    return new GraphQLError(original.message, {
      path: error.path,
      extensions: {
        status: original.status ?? null,
        handled: original.handled,
        refused: original.refused,
        serverMessage: original.serverMessage ?? null,
      },
    });
  }
  return error;
}

/**
 * Runs one operation against the gateway schema and its resolvers (architecture "API").
 * @returns the GraphQL result; syntax, validation (outside production builds) and resolver errors arrive in `errors`.
 */
export async function executeOperation(request: OperationRequest): Promise<ExecutionResult> {
  let document;
  try {
    document = await documentFor(request.query);
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
  // Production only runs the app's own documents, which codegen validated against this schema at build
  // time (CI fails on a codegen diff); the rules' code stays out of every page, and dev and tests still check.
  if (!import.meta.env.PROD) {
    const validationErrors = validate(schema, document);
    if (validationErrors.length > 0) return { errors: validationErrors };
  }
  const isMutation = document.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
  );
  const result = await execute({
    schema,
    document,
    rootValue: isMutation ? rootValues.mutation : rootValues.query,
    variableValues: request.variables,
    operationName: request.operationName,
  });
  return result.errors ? { ...result, errors: result.errors.map(toGraphQLError) } : result;
}
