// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import type { TemplateField } from '../../components/forms/field-look';
import { TemplateForm } from '../../components/forms/template-form';
import { renderWithApp } from '../../../tests/render';

const fields: TemplateField[] = [
  { name: 'email', label: 'landing.subscribe.email', placeholder: 'landing.subscribe.placeholder', rule: 'email', type: 'email' },
];

// A file of its own: each test file gets fresh modules, so the forms' code is not loaded yet when these start.
describe('forms load their code on first use (§17)', () => {
  it('a submit made before the code is in is made once it is, with the rules applied', async () => {
    const user = userEvent.setup();
    renderWithApp(<TemplateForm fields={fields} submitLabel="landing.subscribe.submit" successMessage="landing.subscribe.done" />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The first import of react-hook-form and yup is slow in jsdom.
    await screen.findByText('Please enter a valid email address.', {}, { timeout: 10_000 });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('binds to the inputs already in the page: what was typed, and focus, stay where they are', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<LoginForm onSubmit={onSubmit} onInvalid={() => {}} isSubmitting={false} />);
    const email = screen.getByLabelText('Username or email');
    // Focus in the form starts the load; typing goes on while the code arrives.
    await user.tab();
    expect(email).toHaveFocus();
    await user.keyboard('admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin@123');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'admin@example.com', password: 'Admin@123' });
    expect(screen.getByLabelText('Username or email')).toBe(email);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
