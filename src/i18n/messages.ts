import type { MessageFormatElement } from 'react-intl';
import type en from '../../public/assets/i18n/en.json';
import type { LanguageCode } from './languages';

/** Every message id, taken from the English file (the reference for all languages). */
export type MessageId = keyof typeof en;
/**
 * A language's messages: ICU text (the files in public/, as dev, Storybook and
 * tests read them) or, in a production build, the same messages precompiled to
 * react-intl's AST (scripts/vite-size-plugins.ts), which needs no parser.
 */
export type Messages = Record<string, string | MessageFormatElement[]>;

declare global {
  // react-intl's hook for typed message ids.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

const loaded = new Map<LanguageCode, Messages>();

const inFlight = new Map<LanguageCode, Promise<Messages>>();

async function fetchMessages(code: LanguageCode): Promise<Messages> {
  try {
    const response = await fetch(`/assets/i18n/${code}.json`);
    if (!response.ok) return {};
    const messages: unknown = await response.json();
    if (!messages || typeof messages !== 'object') return {};
    loaded.set(code, messages as Messages);
    return messages as Messages;
  } catch {
    return {};
  }
}

/** Hands in a language's messages read elsewhere (the build's prerendering has no fetch of /assets). */
export function rememberMessages(code: LanguageCode, messages: Messages): void {
  loaded.set(code, messages);
}

/**
 * Loads `/assets/i18n/{code}.json` (§7), once per language and page: a later
 * root (the signed-in shell after the sign-in page) starts with the messages in
 * hand, and a call while the file is on its way shares that request (the app
 * asks for it early, beside the shell's code). A failed load resolves to `{}`,
 * so every string shows its key (§8) instead of the app failing, and is tried
 * again next time.
 */
export function loadMessages(code: LanguageCode): Promise<Messages> {
  const known = loaded.get(code);
  if (known) return Promise.resolve(known);
  let request = inFlight.get(code);
  if (!request) {
    request = fetchMessages(code).finally(() => inFlight.delete(code));
    inFlight.set(code, request);
  }
  return request;
}

/** The messages of a language loaded earlier on this page, if any. */
export function loadedMessages(code: LanguageCode): Messages | undefined {
  return loaded.get(code);
}
