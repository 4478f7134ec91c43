// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TwoStepPage } from './two-step-page';
import { renderWithApp } from '../../../tests/render';

function setup() {
  const onConfirm = vi.fn();
  const user = userEvent.setup();
  renderWithApp(<TwoStepPage variant="basic" email="alex@example.com" onConfirm={onConfirm} />);
  const digits = [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n}`));
  return { user, onConfirm, digits };
}

describe('Two-step code inputs (§2, §9: 4 digits, 1 character each)', () => {
  it('names the address and labels four single-character inputs', () => {
    const { digits } = setup();
    expect(screen.getByText(/enter the 4 digit code sent to/)).toHaveTextContent('Please enter the 4 digit code sent to alex@example.com');
    expect(digits).toHaveLength(4);
    for (const digit of digits) expect(digit).toHaveAttribute('maxLength', '1');
  });

  it('moves focus to the next input as digits are typed', async () => {
    const { user, digits } = setup();
    await user.click(digits[0]!);
    await user.keyboard('7');
    expect(digits[0]).toHaveValue('7');
    expect(digits[1]).toHaveFocus();
    await user.keyboard('31');
    expect(digits[3]).toHaveFocus();
    expect(digits.map((digit) => (digit as HTMLInputElement).value)).toEqual(['7', '3', '1', '']);
  });

  it('ignores anything but digits', async () => {
    const { user, digits } = setup();
    await user.click(digits[0]!);
    await user.keyboard('a-');
    expect(digits[0]).toHaveValue('');
    expect(digits[0]).toHaveFocus();
  });

  it('goes back with Backspace on an empty input', async () => {
    const { user, digits } = setup();
    await user.click(digits[0]!);
    await user.keyboard('5');
    expect(digits[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digits[0]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(digits[0]).toHaveValue('');
  });

  it('fills all four from a pasted code and confirms it', async () => {
    const { user, digits, onConfirm } = setup();
    fireEvent.paste(digits[0]!, { clipboardData: { getData: () => '48 21' } });
    expect(digits.map((digit) => (digit as HTMLInputElement).value)).toEqual(['4', '8', '2', '1']);
    expect(digits[3]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // The rules load on the first Confirm.
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('4821'));
  });

  it('refuses an incomplete code and focuses the first empty input', async () => {
    const { user, digits, onConfirm } = setup();
    await user.click(digits[0]!);
    await user.keyboard('9');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(digits[1]).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(digits[1]).toHaveAttribute('aria-invalid', 'true');
    expect(digits[0]).not.toHaveAttribute('aria-invalid');
    expect(digits[1]).toHaveAccessibleDescription('Please enter all 4 digits of the code.');
  });

  it('clears the message once every digit is filled, and shows it again when one is emptied', async () => {
    const { user, digits, onConfirm } = setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(digits[0]).toHaveFocus());
    expect(screen.getByText('Please enter all 4 digits of the code.')).toBeInTheDocument();
    await user.keyboard('1234');
    await waitFor(() => expect(screen.queryByText('Please enter all 4 digits of the code.')).not.toBeInTheDocument());
    for (const digit of digits) expect(digit).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Backspace}');
    expect(digits[3]).toHaveValue('');
    await waitFor(() => expect(digits[3]).toHaveAttribute('aria-invalid', 'true'));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
