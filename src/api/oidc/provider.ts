import { config } from '../../config';
import { onDemand } from '../../loading';
import type { OidcSettings } from '../../config/oidc-settings';

/** The oidc mode's settings; the boot has stopped with the problems before anything asks otherwise. */
export function oidcSettings(): OidcSettings {
  const settings = config.oidc?.settings;
  if (!settings) throw new Error('The OpenID Connect settings are missing or invalid (VITE_OIDC_*).');
  return settings;
}

/**
 * The OpenID Connect client (`provider-session.ts`) with oidc-client-ts, imported when oidc mode
 * first signs in, completes a callback, renews or signs out: never with a page's first load.
 */
export const providerClient = onDemand(() => import('./provider-session').then((module) => module.createProviderClient(oidcSettings())));
