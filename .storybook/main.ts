import type { StorybookConfig } from '@storybook/react-vite';
import { docgenOptions } from './docgen';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)', '../tests/stories/*.stories.tsx'],
  // The accessibility panel (axe, whose violations fail a story's test), docs pages from the
  // components' TSDoc, and every story run as a test in Chromium by Vitest.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // public/ holds the MSW worker (/mockServiceWorker.js) and the message files (/assets/i18n).
  staticDirs: ['../public'],
  // CI and this machine have no network; telemetry would only wait on it.
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions: docgenOptions },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // staticDirs already serves public/; as Vite's public dir too it makes Vite warn that
  // the preview imports en.json from there.
  // Stories format the plain message files (public/assets/i18n), so they keep the ICU parser
  // that the app's production build swaps for precompiled messages.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    publicDir: false,
    plugins: (viteConfig.plugins ?? [])
      .flat(Infinity)
      .filter((plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'precompile-messages')),
  }),
};

export default config;
