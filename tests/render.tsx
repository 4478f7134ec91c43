import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../public/assets/i18n/en.json';

/**
 * Renders a component as the app does: English messages, a memory router at
 * `path`. @returns Testing Library's result plus the router's `history`.
 */
export function renderWithApp(ui: ReactElement, { path = '/', ...options }: RenderOptions & { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={en}>
      <Router hook={location.hook}>{children}</Router>
    </IntlProvider>
  );
  return { ...render(ui, { wrapper, ...options }), history: location.history };
}
