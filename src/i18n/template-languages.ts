import { codeForTag } from './languages';
import type { MessageId } from './messages';

/** §2/§9: the 8 languages of the template dropdowns. */
export const templateLanguages: readonly { id: string; label: MessageId }[] = [
  { id: 'en', label: 'language.english' },
  { id: 'sp', label: 'language.spanish' },
  { id: 'gr', label: 'language.german' },
  { id: 'fr', label: 'language.french' },
  { id: 'jp', label: 'language.japanese' },
  { id: 'it', label: 'language.italian' },
  { id: 'ru', label: 'language.russian' },
  { id: 'ar', label: 'language.arabic' },
];

/** The template language the dropdown starts on: the app's language, else English. */
export function initialTemplateLanguage(locale: string): (typeof templateLanguages)[number] {
  const language = codeForTag(locale);
  return templateLanguages.find(({ id }) => id === language) ?? templateLanguages[0]!;
}
