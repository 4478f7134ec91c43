// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInPage } from '../../src/components/auth-pages/sign-in-page';
import { OnepageLanding } from '../../src/components/landing/onepage-landing';
import { ProductLanding } from '../../src/components/landing/product-landing';
import { ComingSoonPage } from '../../src/components/status/coming-soon-page';
import { renderWithApp } from '../render';

/** §2 and §5: a required field is required for assistive technology and the form, without the browser's own bubbles. */
describe('required fields', () => {
  it.each([
    ['coming soon', () => <ComingSoonPage remaining={{ days: 1, hours: 2, minutes: 3, seconds: 4 }} launched={false} />],
    ['one-page landing', () => <OnepageLanding />],
    ['product landing', () => <ProductLanding />],
  ])('the %s sign-up e-mail is required, in a form that keeps its own messages', (_, page) => {
    renderWithApp(page());
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(email.closest('form')).toHaveAttribute('novalidate');
  });

  it('the template sign-in requires its fields and the remember-me box', async () => {
    renderWithApp(<SignInPage variant="basic" />);
    expect(screen.getByLabelText('Username or email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeRequired();
  });
});
