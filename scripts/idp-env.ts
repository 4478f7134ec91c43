import { CALLBACK_PATH, SILENT_CALLBACK_PATH } from '../src/api/oidc/paths';
import { LOGGED_OUT_PATH } from '../src/domain/return-url';
import { isTokenShape, type TokenShape } from './idp-profiles';

/**
 * The environment the two local OpenID Providers read (scripts/idp.ts on oidc-provider,
 * scripts/idp-mock-server.ts on oauth2-mock-server), read the same way: a bad value stops the
 * provider at start, with the variable's name, instead of running with NaN or 0.
 */

/** A positive whole number from `name`; `fallback` when it is unset or empty. @throws for anything else. */
export function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** The app's origins (`APP_ORIGINS`, comma-separated), normalised through URL so a trailing slash still matches the Origin header. */
export function appOrigins(fallback: string): string[] {
  return (process.env.APP_ORIGINS || fallback)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

/** The token shape to issue (`IDP_PROFILE`). @throws for a shape there is none of. */
export function tokenShapeFromEnv(fallback: TokenShape): TokenShape {
  const shape = process.env.IDP_PROFILE || fallback;
  if (!isTokenShape(shape)) throw new Error(`IDP_PROFILE: no token shape "${shape}"`);
  return shape;
}

/** The app's client registration: where the provider may send the browser back, for each origin. */
export function clientUris(origins: readonly string[]): { redirectUris: string[]; postLogoutUris: string[] } {
  return {
    redirectUris: origins.flatMap((origin) => [`${origin}${CALLBACK_PATH}`, `${origin}${SILENT_CALLBACK_PATH}`]),
    postLogoutUris: origins.map((origin) => `${origin}${LOGGED_OUT_PATH}`),
  };
}
