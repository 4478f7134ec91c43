// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BURST_MS, showToast } from '../../src/components/toaster';

const shown = (text: string) => screen.queryAllByText(text).length;

describe('toaster (§9: 10 s, bottom-right, duplicates allowed)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the same text twice for two events', async () => {
    showToast('Saved twice.', 'success');
    showToast('Saved twice.', 'success');
    await waitFor(() => expect(shown('Saved twice.')).toBe(2));
  });

  it('isolates each text, so it reads in its own direction on a page of the other', async () => {
    showToast('Invalid email or password.', 'error');
    await waitFor(() => expect(screen.getByText('Invalid email or password.').tagName).toBe('BDI'));
  });

  it('shows a detail under its message, each text in its own direction, one toast for both', async () => {
    showToast('Something went wrong', 'error', { detail: 'The server cannot be reached.' });
    await waitFor(() => expect(screen.getByText('The server cannot be reached.').tagName).toBe('BDI'));
    const message = screen.getAllByText('Something went wrong').at(-1)!;
    expect(message.tagName).toBe('BDI');
    expect(message.parentElement).toBe(screen.getByText('The server cannot be reached.').parentElement);
  });

  it('told once per burst, the same text within a second is one event, one toast; later it is a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let call = 0; call < 4; call += 1) showToast('Something went wrong', 'error', { oncePerBurst: true });
    await waitFor(() => expect(shown('Something went wrong')).toBe(1));
    showToast('Permission Denied', 'error', { oncePerBurst: true });
    await waitFor(() => expect(shown('Permission Denied')).toBe(1));
    vi.setSystemTime(Date.now() + BURST_MS);
    showToast('Something went wrong', 'error', { oncePerBurst: true });
    await waitFor(() => expect(shown('Something went wrong')).toBe(2));
  });
});
