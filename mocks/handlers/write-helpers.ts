import { conflict, refused } from './respond';

/** A write's JSON body as an object; anything else (no body, not JSON, an array or a scalar) reads as `{}`, which the write's checks then refuse. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A body field that must be text: itself, or '' for anything else (the write's checks then refuse it). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An optional text field of a body: itself, or null for anything else. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The next id of `rec-12`-style ids: the highest numeric suffix of `prefix-N`, plus one. */
export function nextId(prefix: string, rows: readonly { id: string }[]): string {
  let highest = 0;
  for (const { id } of rows) {
    const value = Number(id.slice(prefix.length + 1));
    if (id.startsWith(`${prefix}-`) && value > highest) highest = value;
  }
  return `${prefix}-${highest + 1}`;
}

/**
 * Optimistic concurrency for a write of a shared record (docs/rest-contract.md "Versions"): the write
 * names the version it was made from (`version`, in its body or query). None is a 428; one the record
 * has moved past is a 409 with `message` and the record as it is now (`current()`, the answer's
 * `data`), and nothing is written. @returns that answer, or null when the write may go ahead.
 */
export function staleWrite(record: { version: number }, named: unknown, message: string, current: () => unknown = () => record): Response | null {
  const version = typeof named === 'string' && /^\d+$/.test(named) ? Number(named) : named;
  if (typeof version !== 'number' || !Number.isInteger(version)) return refused('A change must name the version of the record it was made from.', 428);
  return version === record.version ? null : conflict(message, current());
}
