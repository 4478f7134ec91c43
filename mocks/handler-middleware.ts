import type { Request as ExpressRequest, RequestHandler as ExpressHandler } from 'express';
import { getResponse, type RequestHandler } from 'msw';

/** The Express request as a Fetch `Request`, body read whole (the REST contract's bodies are small JSON). */
async function toFetchRequest(request: ExpressRequest): Promise<Request> {
  const url = new URL(request.originalUrl, `${request.protocol}://${request.get('host') ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  if (request.method === 'GET' || request.method === 'HEAD') return new Request(url, { method: request.method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return new Request(url, { method: request.method, headers, body: new Uint8Array(Buffer.concat(chunks)) });
}

/**
 * Serves MSW handlers from Express through MSW's public `getResponse`: the first handler that
 * answers writes the response; a request that no handler answers goes on to the next middleware.
 * (`@mswjs/http-middleware` called `handleRequest`, which MSW 3 no longer exports.)
 */
export function handlerMiddleware(handlers: readonly RequestHandler[]): ExpressHandler {
  return (request, response, next) => {
    toFetchRequest(request)
      .then((fetchRequest) => getResponse([...handlers], fetchRequest))
      .then(async (answer) => {
        if (!answer) {
          next();
          return;
        }
        response.status(answer.status);
        answer.headers.forEach((value, name) => response.append(name, value));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(next);
  };
}
