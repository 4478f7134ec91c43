/** §2 the variant frames of the template auth pages. */
export const authVariants = ['basic', 'cover', 'boxed', 'modern'] as const;
export type AuthVariant = (typeof authVariants)[number];

/** §2 the template auth page kinds, as they appear in their paths (`/auth-<kind>-<variant>`). */
export type AuthKind = 'login' | 'register' | 'verify-email' | 'two-steps' | 'logout' | 'reset-password' | 'create-password';

/** Which variants each kind has (§2: verify email has no boxed variant). */
export const variantsOf: Record<AuthKind, readonly AuthVariant[]> = {
  login: authVariants,
  register: authVariants,
  'verify-email': ['basic', 'cover', 'modern'],
  'two-steps': authVariants,
  logout: authVariants,
  'reset-password': authVariants,
  'create-password': authVariants,
};

/** The address of a template page, e.g. `authPath('login', 'cover')` → `/auth-login-cover`. */
export function authPath(kind: AuthKind, variant: AuthVariant): string {
  return `/auth-${kind}-${variant}`;
}
