import type { ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import type { Messages } from './messages';

// Missing translations show their key (§8); react-intl would also log each one.
const ignoreMissing = () => {};

export interface I18nProviderProps {
  /** The loaded language's BCP 47 tag and messages, or null before the first file is in. */
  intl: { locale: string; messages: Messages } | null;
  /** What shows until then, so no raw keys flash. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** The react-intl binding of the `locale` machine (§9): it provides the messages of the loaded language. */
export function I18nProvider({ intl, fallback = null, children }: I18nProviderProps) {
  if (!intl) return fallback;
  return (
    <IntlProvider locale={intl.locale} messages={intl.messages as IntlConfig['messages']} onError={ignoreMissing}>
      {children}
    </IntlProvider>
  );
}
