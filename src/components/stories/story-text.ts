import { createIntl, type IntlConfig } from 'react-intl';
import { isLanguageCode, languages } from '../../i18n/languages';
import type { MessageId } from '../../i18n/messages';

/** What a play function receives of its story's context: the toolbar's globals and what the preview's loaders loaded. */
interface StoryTextContext {
  globals: Record<string, unknown>;
  loaded: Record<string, unknown>;
}

/**
 * A message as the story shows it, in the toolbar's language (the preview's messages loader puts the
 * file in `loaded.messages`), so a play function asserts the same words in every language.
 * @returns the formatted text; the id itself when the language lacks it, as the app shows it (§8).
 */
export function storyText({ globals, loaded }: StoryTextContext, id: MessageId, values?: Record<string, string | number>): string {
  const code = isLanguageCode(globals.locale) ? globals.locale : 'en';
  const intl = createIntl({ locale: languages[code].tag, messages: (loaded.messages ?? {}) as IntlConfig['messages'], onError: () => {} });
  return intl.formatMessage({ id }, values);
}
