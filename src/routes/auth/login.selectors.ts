/**
 * True while the login or register machine's request runs: the button reads
 * 'Please wait' (§2). One selector for both pages, whose machines tag that state `submitting`.
 */
export const selectIsSubmitting = (snapshot: { hasTag: (tag: 'submitting') => boolean }) => snapshot.hasTag('submitting');
