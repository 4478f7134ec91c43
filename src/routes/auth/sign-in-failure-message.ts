import type { IntlShape } from 'react-intl';
import type { SignInFailureKind } from '../../api/oidc/sign-in-failure';

/** The message a failed sign-in through the identity provider shows (§8 voice), in the active language. */
export function signInFailureMessage(intl: IntlShape, kind: SignInFailureKind, providerName: string): string {
  return intl.formatMessage({ id: `oidc.error.${kind}` }, { provider: providerName });
}
