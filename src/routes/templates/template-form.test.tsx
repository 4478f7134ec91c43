// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { RegisterPage } from './register-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';
import { renderWithApp } from '../../../tests/render';

// Warms the module cache, as after a first use (a cold first import is slow in jsdom); src/routes/auth/form-on-reach.test.tsx starts cold.
beforeAll(async () => {
  await Promise.all([import('../../components/forms/bind-form'), import('@hookform/resolvers/yup'), import('yup')]);
});

describe('Template sign-in form (§2, §5)', () => {
  it('shows the §5 messages next to each field on an invalid submit, keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignInPage variant="basic" />);
    await user.type(screen.getByLabelText('Username or email'), 'not an email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Username or email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters long and contain both letters and numbers.');
    expect(await screen.findByText('Please check the "Remember me" before submitting the form.')).toBeInTheDocument();
    expect(email).toHaveValue('not an email');
    expect(screen.getByLabelText('Password')).toHaveValue('short');
    expect(screen.queryByText('You have successfully signed in.')).not.toBeInTheDocument();
  });

  it("announces 'You have successfully signed in.' after a valid submit", async () => {
    const user = userEvent.setup();
    renderWithApp(<SignInPage variant="cover" />);
    await user.type(screen.getByLabelText('Username or email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const status = await screen.findByText('You have successfully signed in.');
    expect(status.closest('[role="status"]')).not.toBeNull();
  });

  it('switches to the phone pane, whose number must be digits', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignInPage variant="basic" />);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByLabelText('Username or email')).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Phone number'), 'abc');
    await user.click(within(panel).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(within(panel).getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a valid phone number.'));
  });

  it('links to the matching register and reset pages', () => {
    renderWithApp(<SignInPage variant="boxed" />);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth-register-boxed');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth-reset-password-boxed');
  });
});

describe('Template register form (§2, §5)', () => {
  it("boxed adds the phone number and says 'Please enter a valid Email ID.'", async () => {
    const user = userEvent.setup();
    renderWithApp(<RegisterPage variant="boxed" />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid Email ID.'));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Please enter a username.');
  });

  it('the modern variant logs in on the basic page', () => {
    renderWithApp(<RegisterPage variant="modern" />);
    expect(screen.getByText(/Already have an account \?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth-login-basic');
  });
});

describe('Template reset password form (§2, §5)', () => {
  it('requires the email, then confirms', async () => {
    const user = userEvent.setup();
    renderWithApp(<ResetPasswordPage variant="modern" />);
    expect(screen.getByText('Provide your email address, and instructions will be sent to you')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'Enter email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    await user.type(screen.getByLabelText('Email'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses that address, a reset link is on its way.');
    expect(screen.getByRole('link', { name: 'Click here' })).toHaveAttribute('href', '/auth-login-modern');
  });
});
