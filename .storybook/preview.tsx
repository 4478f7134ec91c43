import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { handlers } from '../mocks/handlers';
import { containWorkerUpdateRace } from '../mocks/worker-update-race';
import en from '../public/assets/i18n/en.json';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

type Mode = 'light' | 'dark';

/** A memory router, so links work without touching the Storybook URL; `path` is the starting location. */
function StoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const location = useMemo(() => memoryLocation({ path }), [path]);
  return <Router hook={location.hook}>{children}</Router>;
}

/**
 * Applies the toolbar's globals the way the app does: theme and layout live
 * only in attributes on `<html>` (docs/architecture.md "UI"), so every component
 * follows them through the tokens.
 */
const withLayoutAttributes: Decorator = (Story, { globals }) => {
  const theme = (globals.theme ?? 'light') as Mode;
  const chrome = (globals.chrome ?? 'theme') as Mode | 'theme';
  const root = document.documentElement;
  root.lang = 'en';
  root.dir = globals.direction === 'rtl' ? 'rtl' : 'ltr';
  root.dataset.theme = theme;
  // The dark theme only darkens the sidebar and topbar through their own attributes.
  root.dataset.sidebar = chrome === 'theme' ? theme : chrome;
  root.dataset.topbar = chrome === 'theme' ? theme : chrome;
  return <Story />;
};

/** English messages and a router, as the app provides them; a story can start elsewhere with `parameters.path`. */
const withAppProviders: Decorator = (Story, { parameters }) => (
  <IntlProvider locale="en" messages={en}>
    <StoryRouter path={typeof parameters.path === 'string' ? parameters.path : '/'}>
      <Story />
    </StoryRouter>
  </IntlProvider>
);

const preview: Preview = {
  decorators: [withAppProviders, withLayoutAttributes],
  loaders: [
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
  },
  globalTypes: {
    theme: {
      description: 'Colour mode (data-theme)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    chrome: {
      description: 'Sidebar and topbar colour (data-sidebar, data-topbar)',
      toolbar: {
        title: 'Sidebar & topbar',
        icon: 'sidebar',
        items: [
          { value: 'theme', title: 'Sidebar & topbar: follow theme' },
          { value: 'light', title: 'Sidebar & topbar: light' },
          { value: 'dark', title: 'Sidebar & topbar: dark' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction (dir)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', chrome: 'theme', direction: 'ltr' },
};

export default preview;
