/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_AUTH_MODE?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_ERROR_REPORT_URL?: string;
  /**
   * `false` builds the product without the template's demo content: the demo cart, the Ecommerce
   * pages, the template auth pages (but the one sign-out goes to), coming soon, the landing pages, the
   * demo-account hints and the demo-data badge; their paths then show the 404 page. Default: with it
   * (the app of §1–§9). Compared where it is used (`import.meta.env?.VITE_DEMO_CONTENT !== 'false'`),
   * which Vite writes in at build time, so the bundler drops that code: the same condition in a module
   * of its own was not carried across modules, and every demo chunk stayed in the build.
   */
  readonly VITE_DEMO_CONTENT?: string;
  readonly VITE_OIDC_AUTHORITY?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_OIDC_SCOPE?: string;
  readonly VITE_OIDC_AUDIENCE?: string;
  readonly VITE_OIDC_PROVIDER_NAME?: string;
  readonly VITE_OIDC_CLAIM_USER_TYPE?: string;
  readonly VITE_OIDC_CLAIM_NODE_ID?: string;
  readonly VITE_OIDC_CLAIM_NODE_TYPE?: string;
  /** Which role claim values give which role: `admin=trend-admin,manager=trend-manager,viewer=trend-viewer` (default: the role names). */
  readonly VITE_OIDC_ROLES?: string;
  /** Where the role and node claims are read: `id_token` (default), `access_token`, `userinfo`. */
  readonly VITE_OIDC_ROLE_SOURCE?: string;
  /** The provider's account page, offered as 'Manage account' in the profile menu. */
  readonly VITE_OIDC_ACCOUNT_URL?: string;
}
