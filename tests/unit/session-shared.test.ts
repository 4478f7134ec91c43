import { describe, expect, it, vi } from 'vitest';
import { sharedForSession } from '../../src/api/session-shared';

describe('reference data shared for the session', () => {
  it('is fetched once per session whatever the number of pages that ask, and anew for a new session', async () => {
    let session: string | null = 'token-a';
    const list = vi.fn(async () => [{ id: 'd1', name: 'Operations' }]);
    const shared = sharedForSession({ list }, () => session);
    const pages = await Promise.all([shared.list(), shared.list(), shared.list()]);
    expect(pages[0]).toEqual([{ id: 'd1', name: 'Operations' }]);
    await shared.list();
    expect(list).toHaveBeenCalledTimes(1);
    session = 'token-b';
    await shared.list();
    expect(list).toHaveBeenCalledTimes(2);
    session = null;
    await shared.list();
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('keeps no failure: the page that asks next tries again, and sees the error message unchanged', async () => {
    const list = vi.fn().mockRejectedValueOnce(new Error('Unsupported Department method')).mockResolvedValueOnce([]);
    const shared = sharedForSession({ list }, () => 'token');
    await expect(shared.list()).rejects.toThrow('Unsupported Department method');
    await expect(shared.list()).resolves.toEqual([]);
    expect(list).toHaveBeenCalledTimes(2);
  });
});
