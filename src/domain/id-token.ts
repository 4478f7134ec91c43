/**
 * Whether `value` looks like the ids and codes the app reads from outside (a URL's
 * filter, a stored employee id): letters, digits, `-_.:`, 1–64 characters.
 */
export const isIdToken = (value: string): boolean => /^[\w.:-]{1,64}$/.test(value);
