import { useEffect } from 'react';
import { providerClient } from '../../api/oidc/provider';

/**
 * The hidden frame's page of a silent sign-in (/auth/silent-callback, §6 oidc renewal without a
 * refresh token): hands the provider's answer to the page that opened the frame, which completes
 * the renewal. It shows nothing; a failure is the opener's to tell (it times out and signs out).
 */
export default function SilentCallbackRoute() {
  useEffect(() => {
    providerClient
      .load()
      .then((client) => client.completeSilentSignIn(window.location.href))
      .catch((error: unknown) => console.error('Silent sign-in callback failed:', error));
  }, []);
  return null;
}
