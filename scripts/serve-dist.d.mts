import type { Server } from 'node:http';

/**
 * Serves the build in `dir` on 127.0.0.1:`port` (0: any free port) the way a real host would (see serve-dist.mjs).
 * @returns the listening server.
 */
export function serveDist(dir: string, port: number): Promise<Server>;
