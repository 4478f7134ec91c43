/**
 * A gate every REST call awaits, so the fake backend (MSW worker) can start in
 * parallel with the first paint instead of before it (§7, docs/architecture.md "Modes").
 */
let ready: Promise<unknown> = Promise.resolve();

/** Registers the promise that settles once the backend can answer. */
export function setBackendReady(promise: Promise<unknown>): void {
  ready = promise.catch(() => undefined);
}

export function backendReady(): Promise<unknown> {
  return ready;
}
