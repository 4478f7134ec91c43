/** A write's JSON body as an object; anything else (no body, not JSON, an array or a scalar) reads as `{}`, which the write's checks then refuse. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The next id of `rec-12`-style ids: the highest numeric suffix of `prefix-N`, plus one. */
export function nextId(prefix: string, rows: readonly { id: string }[]): string {
  let highest = 0;
  for (const { id } of rows) {
    const value = Number(id.slice(prefix.length + 1));
    if (id.startsWith(`${prefix}-`) && value > highest) highest = value;
  }
  return `${prefix}-${highest + 1}`;
}
