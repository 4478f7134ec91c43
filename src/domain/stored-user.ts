/** The current user as the current-user call answers it and the session keeps it under `currentUser` (§3). */
export interface StoredUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  userType: string;
  nodeType: string;
}

// A field-by-field check rather than a yup schema: the pages that read the user (the shell, the
// templates) do not load yup for it.
const USER_FIELDS = ['userId', 'email', 'firstName', 'lastName', 'username', 'userType', 'nodeType'] as const;

/** @returns the user of a stored JSON text, or null when it is not one (a missing field is `''`; anything else, such as a field holding an object or a number, is not one). */
export function parseStoredUser(raw: string): StoredUser | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const user = {} as StoredUser;
  for (const field of USER_FIELDS) {
    const item = Object.hasOwn(record, field) ? record[field] : undefined;
    if (item !== undefined && typeof item !== 'string') return null;
    user[field] = item ?? '';
  }
  return user;
}
