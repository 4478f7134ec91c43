import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { useSubmit } from '../../src/hooks/use-submit';
import { onDemand } from '../../src/loading';
import en from '../../public/assets/i18n/en.json';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={en}>
    {children}
  </IntlProvider>
);

describe('useSubmit: a write whose code cannot be downloaded (§8)', () => {
  it("says 'Something went wrong', not the browser's words, and the next run loads the code again", async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/csv-Ab12.js'))
      .mockResolvedValueOnce({ write: () => 3 });
    const code = onDemand<{ write: () => number }>(importer);
    const succeeded = vi.fn();
    const { result } = renderHook(() => useSubmit(async () => (await code.load()).write(), succeeded), { wrapper });
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.error).toBe('Something went wrong'));
    expect(succeeded).not.toHaveBeenCalled();
    act(() => result.current.run(undefined));
    await waitFor(() => expect(succeeded).toHaveBeenCalledWith(3, undefined));
    expect(result.current.error).toBeNull();
  });
});
