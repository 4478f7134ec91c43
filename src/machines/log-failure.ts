/**
 * The `logError` action with the failed invocation's error as its params, for
 * machines whose failures are logged rather than shown (§8). Each such machine
 * declares `logError: (_, error: unknown) => {}` and the app provides the logger.
 */
export const logFailure = { type: 'logError', params: ({ event }: { event: { error: unknown } }) => event.error } as const;
