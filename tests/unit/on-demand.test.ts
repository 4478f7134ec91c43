import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, onDemand } from '../../src/loading';

describe('onDemand (code loaded on first use, §17)', () => {
  it('imports once and remembers the module', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const code = onDemand(importer);
    expect(code.loaded).toBeUndefined();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.loaded).toEqual({ answer: 42 });
    await code.load();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('forgets a failed import, so the next use tries again (a chunk lost to a network blip)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ answer: 42 });
    const code = onDemand(importer);
    await expect(code.load()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(code.loaded).toBeUndefined();
    await expect(code.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
