/**
 * True while the login or register machine's request runs: the button reads
 * 'Please wait' (§2). Apart from the machine so a page can read it without
 * loading the machine and xstate before they are needed (the byte budgets).
 */
export const selectIsSubmitting = (snapshot: { hasTag: (tag: 'submitting') => boolean }) => snapshot.hasTag('submitting');
