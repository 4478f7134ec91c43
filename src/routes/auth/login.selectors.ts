/**
 * True while the login machine's request runs: the Sign In button reads
 * 'Please wait' (§2). Apart from the machine so a page can read it without
 * loading the machine and xstate before they are needed (the byte budgets).
 */
export const selectIsSubmitting = (snapshot: { matches: (value: 'authenticating' | 'loadingUser' | 'registering') => boolean }) =>
  snapshot.matches('authenticating') || snapshot.matches('loadingUser') || snapshot.matches('registering');
