import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { handlers } from '../mocks/handlers';
import { containWorkerUpdateRace } from '../mocks/worker-update-race';
import { AriaLocaleContext } from '../src/components/aria-locale';
import { AriaScope } from '../src/components/aria-scope';
import { I18nProvider } from '../src/i18n/i18n-provider';
import { ariaLocale, isLanguageCode, languages, type LanguageCode } from '../src/i18n/languages';
import type { Messages } from '../src/i18n/messages';
import { globalTypes, initialGlobals, viewports } from './toolbar';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

type Mode = 'light' | 'dark';

const messageFiles = import.meta.glob<Messages>('../public/assets/i18n/*.json', { import: 'default' });

/** The toolbar's language, English when the URL names none we have. */
const languageOf = (globals: Record<string, unknown>): LanguageCode => (isLanguageCode(globals.locale) ? globals.locale : 'en');

/** The direction in effect: the toolbar's choice, else the language's own. */
const directionOf = (globals: Record<string, unknown>): 'ltr' | 'rtl' =>
  globals.direction === 'ltr' || globals.direction === 'rtl' ? globals.direction : languages[languageOf(globals)].dir;

/** Loads the toolbar language's message file, as the app fetches it (§9); a story reads it as `loaded.messages`. */
const messagesLoader: Loader = async ({ globals }) => ({ messages: await messageFiles[`../public/assets/i18n/${languageOf(globals)}.json`]() });

/** A memory router, so links work without touching the Storybook URL; `path` is the starting location. */
function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const location = useMemo(() => memoryLocation({ path }), [path]);
  return <Router hook={location.hook}>{children}</Router>;
}

/**
 * Applies the toolbar's globals the way the app does: language, theme and layout live
 * only in attributes on `<html>` (docs/ui.md "Views and controls"), so every component
 * follows them through the tokens.
 */
const withLayoutAttributes: Decorator = (Story, { globals }) => {
  // Globals come from the URL: anything but a known value falls back to the default look.
  const theme: Mode = globals.theme === 'dark' ? 'dark' : 'light';
  const chrome: Mode | 'theme' = globals.chrome === 'light' || globals.chrome === 'dark' ? globals.chrome : 'theme';
  const root = document.documentElement;
  root.lang = languages[languageOf(globals)].tag;
  root.dir = directionOf(globals);
  root.dataset.theme = theme;
  // The dark theme only darkens the sidebar and topbar through their own attributes.
  root.dataset.sidebar = chrome === 'theme' ? theme : chrome;
  root.dataset.topbar = chrome === 'theme' ? theme : chrome;
  return <Story />;
};

/**
 * The toolbar language's messages (through the app's own provider: a missing one shows its key, §8),
 * react-aria's locale for it and the direction, and a router, as the app provides them; a story can start elsewhere with `parameters.path`.
 */
const withAppProviders: Decorator = (Story, { parameters, globals, loaded }) => {
  const language = languages[languageOf(globals)];
  return (
    <I18nProvider intl={{ locale: language.tag, messages: loaded.messages as Messages }}>
      <AriaLocaleContext value={ariaLocale(language.tag, directionOf(globals))}>
        <AriaScope>
          <StoryRouter path={typeof parameters.path === 'string' ? parameters.path : '/'}>
            <Story />
          </StoryRouter>
        </AriaScope>
      </AriaLocaleContext>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withAppProviders, withLayoutAttributes],
  // A story tagged 'visual' is held to its committed baseline picture when it runs as a test
  // (docs/storybook.md "Visual baselines").
  afterEach: async ({ tags }) => {
    if (tags.includes('visual')) await globalThis.matchStoryBaseline?.();
  },
  loaders: [
    messagesLoader,
    // The app's happy-path handlers are the worker's initial handlers: they survive the
    // reset between stories, and a story's `parameters.msw` (a scenario array of
    // mocks/scenarios.ts) is placed before them, as `?scenario=` does in the app.
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker(...handlers);
      containWorkerUpdateRace('./mockServiceWorker.js');
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
  ],
  parameters: {
    msw: [],
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    // An axe violation fails the story's test, in the Vitest addon and in CI.
    a11y: { test: 'error' },
  },
  // Controls by a prop's meaning where its type alone would give a designer a control that breaks the
  // story ('Set object' turning a message into {}): a message is text; content, records and lists
  // come from the story data.
  argTypes: {
    error: { control: 'text' },
    submitError: { control: 'text' },
    children: { control: false },
    extras: { control: false },
    conflict: { control: false },
    employee: { control: false },
    training: { control: false },
    pageSizeOptions: { control: false },
  },
  globalTypes,
  initialGlobals,
};

export default preview;
