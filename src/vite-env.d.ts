/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_AUTH_MODE?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_ERROR_REPORT_URL?: string;
  readonly VITE_OIDC_AUTHORITY?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_OIDC_SCOPE?: string;
  readonly VITE_OIDC_AUDIENCE?: string;
  readonly VITE_OIDC_PROVIDER_NAME?: string;
  readonly VITE_OIDC_CLAIM_USER_TYPE?: string;
  readonly VITE_OIDC_CLAIM_NODE_ID?: string;
  readonly VITE_OIDC_CLAIM_NODE_TYPE?: string;
}
