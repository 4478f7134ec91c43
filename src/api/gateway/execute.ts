import { execute, GraphQLError, validate, type ExecutionResult } from 'graphql';
import { ApiError, httpMessages } from '../errors';
import { reportError } from '../../report-error';
import { accountResolvers } from './account.resolvers';
import { appListResolvers } from './app-lists.resolvers';
import { authResolvers } from './auth.resolvers';
import { calendarResolvers } from './calendar.resolvers';
import { changeResolvers } from './changes.resolvers';
import type { GatewayContext } from './bearer-header';
import { documentFor } from './documents';
import { notificationsResolvers } from './notifications.resolvers';
import { referenceResolvers } from './reference.resolvers';
import { gatewaySchema as schema } from '../generated/gateway-schema';
import { trainingResolvers } from './training.resolvers';

/** Every resolver by root type; each domain adds its own map here. */
const resolverMaps = [
  authResolvers,
  accountResolvers,
  notificationsResolvers,
  appListResolvers,
  calendarResolvers,
  referenceResolvers,
  trainingResolvers,
  changeResolvers,
];

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

/** A GraphQL error that carries an `ApiError`'s §8 message, status, `handled` and why a call got no answer. */
function fromApiError(error: ApiError, path: GraphQLError['path']): GraphQLError {
  return new GraphQLError(error.message, {
    path,
    extensions: {
      status: error.status ?? null,
      handled: error.handled,
      refused: error.refused,
      serverMessage: error.serverMessage ?? null,
      fault: error.fault ?? null,
    },
  });
}

/**
 * The gateway schema is where every REST body is parsed: graphql-js checks each
 * answer against schema.graphql (required fields, scalar types, enums) on its way
 * to the page. A REST failure keeps its §8 message; any other error means the
 * answer did not fit (a field at `path` is missing or of the wrong type, a
 * resolver met a body of the wrong shape), so the caller gets §8's 'The server
 * sent an answer this app cannot read.' (an error with no path, which only a
 * malformed request makes: 'Something went wrong'), never graphql-js's own
 * words, and the details go to `reportError`. Like a refusal it is not told
 * here (`handled: false`): the caller shows it where it belongs (the page's
 * error panel, the form) or only logs it (the notifications, §8).
 */
function toGraphQLErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error) => {
    const original = error.originalError;
    if (original instanceof ApiError) return fromApiError(original, error.path);
    reportError(original ?? error, 'response');
    return fromApiError(new ApiError(error.path ? httpMessages.invalidResponse : httpMessages.somethingWentWrong), error.path);
  });
}

/**
 * Runs one operation against the gateway schema and its resolvers (docs/architecture.md "API").
 * @param context what the resolvers get beside their arguments (an explicit bearer).
 * @returns the GraphQL result; syntax, validation (outside production builds) and resolver errors arrive in `errors`.
 */
export async function executeOperation(request: OperationRequest, context: GatewayContext = {}): Promise<ExecutionResult> {
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
  const isMutation = document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation');
  const result = await execute({
    schema,
    document,
    rootValue: isMutation ? rootValues.mutation : rootValues.query,
    contextValue: context,
    variableValues: request.variables,
    operationName: request.operationName,
  });
  return result.errors ? { ...result, errors: toGraphQLErrors(result.errors) } : result;
}
