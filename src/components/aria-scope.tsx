import { use, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { AriaLocaleContext } from './aria-locale';

/**
 * react-aria's locale provider: the components inside take the page's
 * language and direction (`AriaLocaleContext`). Put it around react-aria
 * components that depend on them — tabs and menus that mirror in
 * right-to-left, popovers that place by it, pickers and built-in strings
 * (dates, numbers, "Dismiss"). The shell root provides the same around every shell page;
 * outside the shell a control that needs it brings its own, loaded with it,
 * so pages with no such control (the landing pages) load no react-aria
 * (the byte budgets). Buttons, fields, checkboxes and forms do not need it. Nested
 * scopes are harmless.
 */
export function AriaScope({ children }: { children: ReactNode }) {
  return <I18nProvider locale={use(AriaLocaleContext)}>{children}</I18nProvider>;
}
