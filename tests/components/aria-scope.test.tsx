// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useLocale } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { AriaLocaleContext } from '../../src/components/aria-locale';
import { AriaScope } from '../../src/components/aria-scope';
import { ariaLocale } from '../../src/i18n/languages';

function LocaleProbe() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

describe('AriaScope (react-aria providers only where a control needs them)', () => {
  it("hands the page's language to react-aria, not the browser's", () => {
    render(
      <AriaLocaleContext value={ariaLocale('es', 'ltr')}>
        <AriaScope>
          <LocaleProbe />
        </AriaScope>
      </AriaLocaleContext>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('es ltr');
  });

  it('gives a right-to-left language its direction, so tabs and menus mirror', () => {
    render(
      <AriaLocaleContext value={ariaLocale('ar', 'rtl')}>
        <AriaScope>
          <LocaleProbe />
        </AriaScope>
      </AriaLocaleContext>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('ar rtl');
  });
});
