import { BEARER_HEADER } from './bearer-header';
import { executeOperation, type OperationRequest } from './execute';

/**
 * A `fetch` for graphql-request that answers locally: it executes the posted
 * operation against the gateway schema and returns the result as a JSON response.
 */
export async function gatewayFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = JSON.parse(String(init?.body ?? '{}')) as OperationRequest;
  const bearer = new Headers(init?.headers).get(BEARER_HEADER) ?? undefined;
  const result = await executeOperation(request, { bearer });
  return new Response(JSON.stringify(result), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
