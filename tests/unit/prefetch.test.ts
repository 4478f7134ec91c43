import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, prefetched } from '../../src/api/prefetch';

describe('prefetch', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the answer asked for early to the first reader of its key, once', async () => {
    const early = vi.fn(() => Promise.resolve('early'));
    prefetch('page 1', early);
    prefetch('page 1', early);
    expect(early).toHaveBeenCalledOnce();
    const later = vi.fn(() => Promise.resolve('later'));
    await expect(prefetched('page 1', later)).resolves.toBe('early');
    expect(later).not.toHaveBeenCalled();
    await expect(prefetched('page 1', later)).resolves.toBe('later');
    await expect(prefetched('page 2', later)).resolves.toBe('later');
  });

  it('passes a failure on to its reader, and asks afresh once the answer is stale', async () => {
    prefetch('failing', () => Promise.reject(new Error('offline')));
    await expect(prefetched('failing', () => Promise.resolve('fresh'))).rejects.toThrow('offline');
    vi.useFakeTimers();
    prefetch('old', () => Promise.resolve('old'));
    vi.advanceTimersByTime(10_001);
    await expect(prefetched('old', () => Promise.resolve('fresh'))).resolves.toBe('fresh');
  });
});
