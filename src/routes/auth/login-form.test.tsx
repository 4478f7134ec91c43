// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import { renderWithApp } from '../../../tests/render';

// Warms the module cache, as after a first use (a cold first import is slow in jsdom); src/routes/auth/form-on-reach.test.tsx starts cold.
beforeAll(async () => {
  await Promise.all([import('../../components/forms/bind-form'), import('@hookform/resolvers/yup'), import('yup')]);
});

function setup(isSubmitting = false) {
  const onSubmit = vi.fn();
  const onInvalid = vi.fn();
  const user = userEvent.setup();
  const view = renderWithApp(<LoginForm onSubmit={onSubmit} onInvalid={onInvalid} isSubmitting={isSubmitting} />);
  return { ...view, user, onSubmit, onInvalid };
}

describe('LoginForm (§2 Login screen, §5 Login form)', () => {
  it('marks both fields invalid on an empty submit and reports it', async () => {
    const { user, onSubmit, onInvalid } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledOnce());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your username or email.')).toBeInTheDocument();
  });

  it('submits what was typed', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Username or email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'admin@example.com', password: 'Admin@123' });
  });

  it('rejects a value that is neither an email nor a username', async () => {
    const { user, onInvalid } = setup();
    await user.type(screen.getByLabelText('Username or email'), 'not an email');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledOnce());
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('after a failed submit, checks again as the field is edited: the message goes once the value is valid', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Username or email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter your username or email.'));
    await user.type(email, 'admin@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Please enter your username or email.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("reads 'Please wait' and is disabled while submitting", () => {
    setup(true);
    const button = screen.getByRole('button', { name: 'Please wait' });
    expect(button).toBeDisabled();
  });
});
