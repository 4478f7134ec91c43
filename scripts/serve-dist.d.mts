import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

/**
 * Serves the build in `dir` on 127.0.0.1:`port` (0: any free port) the way a real host would (see serve-dist.mjs).
 * @param options.http2 HTTP/2 over TLS with a certificate made at start (HTTP/1.1 over TLS for a client without it).
 * @returns the listening server.
 */
export function serveDist(dir: string, port: number, options?: { http2?: false }): Promise<Server>;
export function serveDist(dir: string, port: number, options: { http2: true }): Promise<Http2SecureServer>;
