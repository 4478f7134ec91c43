import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert';

/**
 * §4, §8: why the last sign-in failed, above the form, kept until the next attempt: the message
 * (the server's, or 'Something went wrong') and, for a network fault, a second line saying which
 * (offline, unreachable, too slow, a refused origin). Both already translated. The live region is
 * always in the page, so screen readers announce the message when it comes. Nothing when `message`
 * is empty.
 */
export function SignInAlert({ message, detail }: { message: string | null; detail?: string | null }): ReactNode {
  return (
    <div role="alert">
      {message ? (
        <Alert tone="danger">
          {/* A server's sentence the app does not translate reads in its own direction on an Arabic page. */}
          <bdi>{message}</bdi>
          {detail ? (
            <>
              <br />
              <bdi>{detail}</bdi>
            </>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
