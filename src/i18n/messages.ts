import type en from '../../public/assets/i18n/en.json';
import type { LanguageCode } from './languages';

/** Every message id, taken from the English file (the reference for all languages). */
export type MessageId = keyof typeof en;
export type Messages = Record<string, string>;

declare global {
  // react-intl's hook for typed message ids.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/**
 * Loads `/assets/i18n/{code}.json` (§7). A failed load resolves to `{}`, so
 * every string shows its key (§8) instead of the app failing.
 */
export async function loadMessages(code: LanguageCode): Promise<Messages> {
  try {
    const response = await fetch(`/assets/i18n/${code}.json`);
    if (!response.ok) return {};
    const messages: unknown = await response.json();
    return messages && typeof messages === 'object' ? (messages as Messages) : {};
  } catch {
    return {};
  }
}
