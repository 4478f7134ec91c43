import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { languages, type LanguageCode } from '../../src/i18n/languages';

function messagesOf(code: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../public/assets/i18n/${code}.json`, import.meta.url), 'utf8')) as Record<string, string>;
}

/** The argument names a message uses ({name}, {count, plural, …}), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

const en = messagesOf('en');
const codes = (Object.keys(languages) as LanguageCode[]).filter((code) => code !== 'en');

describe('message files (§9: ar, ch, en, fr, gr, it, jp, ru, sp under /assets/i18n/)', () => {
  it('covers every language code of §9', () => {
    expect(Object.keys(languages).sort()).toEqual(['ar', 'ch', 'en', 'fr', 'gr', 'it', 'jp', 'ru', 'sp']);
  });

  it.each(codes)('%s has every key of en.json and no other', (code) => {
    const messages = messagesOf(code);
    expect(
      Object.keys(en).filter((key) => !(key in messages)),
      'missing keys',
    ).toEqual([]);
    expect(
      Object.keys(messages).filter((key) => !(key in en)),
      'keys en.json does not have',
    ).toEqual([]);
  });

  it.each(['en', ...codes])('%s: every message is non-empty valid ICU with the arguments of the English one', (code) => {
    const messages = messagesOf(code);
    for (const [key, english] of Object.entries(en)) {
      const message = messages[key];
      if (message === undefined) continue;
      expect(message.trim(), key).not.toBe('');
      expect([...argumentsOf(parse(message))].sort(), key).toEqual([...argumentsOf(parse(english))].sort());
    }
  });

  // Names, addresses and e-mail addresses stay as they are; a sentence in English does not.
  it.each(codes)('%s leaves no English sentence untranslated', (code) => {
    const messages = messagesOf(code);
    const englishWords = (text: string) => text.replace(/\S+@\S+|\{[^}]*\}/g, '').match(/\b[a-z]{2,}\b/g) ?? [];
    const untranslated = Object.keys(en).filter((key) => messages[key] === en[key] && englishWords(en[key]!).length >= 2);
    expect(untranslated).toEqual([]);
  });

  // A button whose accessible name is longer than its visible text must begin from, or hold, that text
  // (WCAG 2.5.3 Label in Name): speech users say what they see.
  it.each(['en', ...codes])("%s: a row button's longer name holds its visible words", (code) => {
    const messages = messagesOf(code);
    for (const [visible, name] of [
      ['history.recordCompletion', 'history.recordCompletionOf'],
      ['history.renew', 'history.renewOf'],
    ]) {
      expect(messages[name].toLowerCase(), `${code} ${name}`).toContain(messages[visible].toLowerCase());
    }
  });

  it('keeps the required texts verbatim in English', () => {
    expect(en).toMatchObject({
      'customizer.subtitle': 'Choose your themes & layouts etc.',
      'notifications.viewAll': 'View All Notification',
      'expiringTrainings.title': 'Upcoming Expiring Trainings',
      'error.fillRequired': 'Please fill all required fields.',
      'error.passwordChanged': 'Password changed successfully.',
      'error.passwordChangeFailed': 'Password change failed.',
      'error.tryLater': 'Something went wrong. Please try again later.',
      'notifications.age.justNow': 'just now',
      'customizer.sidebarSize.lg': 'Default',
      'customizer.sidebarSize.md': 'Compact',
      'customizer.sidebarSize.sm': 'Small icon',
    });
  });
});
