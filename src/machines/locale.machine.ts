import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { isLanguageCode, languages, type LanguageCode } from '../i18n/languages';
import { loadMessages, type Messages } from '../i18n/messages';
import type { LayoutEvent } from './layout.machine';

export interface LocaleContext {
  /** The chosen language (what the switcher shows). */
  language: LanguageCode;
  /** The messages in use and their language; kept while the next language loads, so no keys flash. */
  messages: Messages | null;
  messagesLanguage: LanguageCode | null;
}

export type LocaleEvent = { type: 'locale.set'; language: LanguageCode };

export interface LocaleInput {
  /** The language at start (cookie `lang`, browser, en: `initialLanguage()`). */
  language: LanguageCode;
  /** Its messages, when the page loaded them already (`loadedMessages`): shown at once instead of a loader. */
  messages?: Messages;
}

/**
 * §9 Languages. Loads `/assets/i18n/{code}.json` for the language (a missing
 * file gives no messages, so keys show, §8). `locale.set` switches without a
 * reload: the choice is remembered (`rememberLanguage`: cookie `lang`) and,
 * once its messages are in, `<html lang>` is set (`applyLanguage`) and the
 * language's direction is sent to the `layout` actor, which uses it unless the
 * user chose a direction (Arabic → RTL).
 * Provided actions: `rememberLanguage`, `applyLanguage`.
 */
export const localeMachine = setup({
  types: {} as { context: LocaleContext; events: LocaleEvent; input: LocaleInput },
  actors: {
    loadMessages: fromPromise<Messages, LanguageCode>(({ input }) => loadMessages(input)),
  },
  actions: {
    rememberLanguage: (_, _language: LanguageCode) => {},
    applyLanguage: (_, _tag: string) => {},
    announceDirection: enqueueActions(({ context, system, enqueue }) => {
      const layout = system.get('layout');
      const event: LayoutEvent = { type: 'layout.languageDirection', direction: languages[context.language].dir };
      if (layout) enqueue.sendTo(layout, event);
    }),
  },
  guards: {
    isNewLanguage: ({ context, event }) => {
      assertEvent(event, 'locale.set');
      return isLanguageCode(event.language) && event.language !== context.language;
    },
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ language: input.language, messages: input.messages ?? null, messagesLanguage: input.messages ? input.language : null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadMessages',
        input: ({ context }) => context.language,
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({ messages: event.output, messagesLanguage: context.language })),
            { type: 'applyLanguage', params: ({ context }) => languages[context.language].tag },
            'announceDirection',
          ],
          description: "§9: the messages are in: <html lang> is set and the layout told the language's direction",
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({ messages: {}, messagesLanguage: context.language })),
            { type: 'applyLanguage', params: ({ context }) => languages[context.language].tag },
            'announceDirection',
          ],
          description: '§8: no messages for the language: the keys show',
        },
      },
    },
    ready: {},
  },
  on: {
    'locale.set': {
      guard: 'isNewLanguage',
      target: '.loading',
      reenter: true,
      actions: [assign(({ event }) => ({ language: event.language })), { type: 'rememberLanguage', params: ({ event }) => event.language }],
      description: '§9: switch language without a reload; the choice is remembered (cookie lang)',
    },
  },
});

type LocaleSnapshot = { context: LocaleContext };

/** What react-intl needs: the BCP 47 tag and messages of the loaded language, or null before the first load. */
export const selectIntl = (snapshot: LocaleSnapshot) => {
  const { messages, messagesLanguage } = snapshot.context;
  return messages && messagesLanguage ? { locale: languages[messagesLanguage].tag, messages } : null;
};
export const selectLanguage = (snapshot: LocaleSnapshot) => snapshot.context.language;
