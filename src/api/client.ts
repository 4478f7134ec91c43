import type { GraphQLClient } from 'graphql-request';
import { ApiError, ConflictError, httpMessages } from './errors';
import { isNetworkFault } from '../domain/network-fault';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { BEARER_HEADER } from './gateway/bearer-header';
import { onDemand } from '../loading';

/** graphql-request needs an absolute URL; the gateway fetch answers it locally. */
const GATEWAY_URL = 'http://gateway.local/graphql';

// excludeOperationName: graphql-request would parse each text for its operation name; every
// document holds one operation, and the build leaves graphql-request without the parser
// (graphqlRequestWithoutParser in scripts/vite-size-plugins.ts).
const gatewayCode = onDemand(() =>
  Promise.all([import('graphql-request'), import('./gateway/gateway-fetch')]).then(
    ([{ GraphQLClient }, { gatewayFetch }]) => new GraphQLClient(GATEWAY_URL, { fetch: gatewayFetch, excludeOperationName: true }),
  ),
);

/**
 * Loads graphql-request and the gateway (graphql-js, schema, resolvers) once.
 * Call it early to load them in parallel with the first paint. A failed download rejects with a
 * `ChunkLoadError` and is forgotten, so the next call (a Try again) downloads afresh.
 */
export function loadGateway(): Promise<GraphQLClient> {
  return gatewayCode.load();
}

interface GraphQLErrorShape {
  message: string;
  extensions?: { status?: number | null; handled?: boolean; refused?: boolean; serverMessage?: string | null; fault?: unknown };
}

function toApiError(error: unknown): ApiError {
  const first = (error as { response?: { errors?: GraphQLErrorShape[] } }).response?.errors?.[0];
  if (first?.extensions?.status === 409) return new ConflictError(first.message, { serverMessage: first.extensions.serverMessage ?? undefined });
  if (first) {
    return new ApiError(first.message, {
      status: first.extensions?.status ?? undefined,
      handled: first.extensions?.handled ?? false,
      refused: first.extensions?.refused ?? false,
      serverMessage: first.extensions?.serverMessage ?? undefined,
      fault: isNetworkFault(first.extensions?.fault) ? first.extensions.fault : undefined,
    });
  }
  return new ApiError(error instanceof Error ? error.message : String(error));
}

/** A generated document (any codegen output's TypedDocumentString): its text, typed with its result and variables. */
type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

/**
 * Runs a typed operation through the gateway.
 * @returns the operation's data.
 * @throws ApiError with the §8 message, status and `handled` of the first error; a 409 is a
 * `ConflictError` (the write was made from an old version of the record).
 */
export function request<TResult, TVariables extends Record<string, unknown>>(
  document: TypedDocument<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  return run(document.toString(), variables);
}

/**
 * `request` for an operation without variables made with `bearer` as its token: the one call made
 * before a session exists (§4 Login: the current user, fetched with the token just given).
 * @throws ApiError as `request`.
 */
export function requestWithBearer<TResult>(bearer: string, document: TypedDocument<TResult, Record<string, never>>): Promise<TResult> {
  return run(document.toString(), undefined, { [BEARER_HEADER]: bearer });
}

async function run<TResult>(document: string, variables: Record<string, unknown> | undefined, headers?: Record<string, string>): Promise<TResult> {
  // The gateway's code could not be downloaded: §8's words, never the browser's; the next call downloads it afresh.
  const gateway = await loadGateway().catch(() => {
    throw new ApiError(httpMessages.somethingWentWrong);
  });
  try {
    return await gateway.request<TResult>(document, variables, headers);
  } catch (error) {
    throw toApiError(error);
  }
}
