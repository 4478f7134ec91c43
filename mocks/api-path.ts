/** The REST prefix of §7. Handlers match it on any origin, so the same handlers serve
 * the browser worker (`/api`), Vitest (`http://localhost/api`) and the HTTP mock server. */
export const API_PREFIX = '/api';

/** @returns an MSW path pattern for a REST path, e.g. `*\/api/users/current`. */
export function apiPath(path: string): string {
  return `*${API_PREFIX}${path}`;
}
