import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseDemoToday, DEMO_TODAY_STORAGE_KEY } from '../../src/demo/demo-clock';
import { isIsoDate, localToday, pinToday, recordStatus } from '../../src/domain/training';

/** A Storage of one tab, in memory. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

afterEach(() => pinToday(null));

describe("QA's demo clock (?today=)", () => {
  it('takes a day from the URL and keeps it for the tab; ?today=real returns to the real date', () => {
    const storage = memoryStorage();
    expect(chooseDemoToday('?today=2027-01-15', storage)).toBe('2027-01-15');
    expect(storage.values.get(DEMO_TODAY_STORAGE_KEY)).toBe('2027-01-15');
    expect(chooseDemoToday('', storage)).toBe('2027-01-15');
    expect(chooseDemoToday('?today=real', storage)).toBeNull();
    expect(storage.values.has(DEMO_TODAY_STORAGE_KEY)).toBe(false);
  });

  it('reads any URL and any stored value without throwing, and keeps only a real date', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (today, stored) => {
        const storage = memoryStorage(stored === undefined ? {} : { [DEMO_TODAY_STORAGE_KEY]: stored });
        const day = chooseDemoToday(`?${new URLSearchParams({ today })}`, storage);
        if (day !== null) expect(isIsoDate(day)).toBe(true);
        expect(storage.values.get(DEMO_TODAY_STORAGE_KEY) ?? null).toBe(day);
        if (isIsoDate(today)) expect(day).toBe(today);
      }),
    );
  });

  it('pins today for every status: 40 days on, a record expiring in 20 days is expired', () => {
    const real = localToday();
    const record = { completionDate: '2020-01-01', expiryDate: new Date(Date.parse(`${real}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10) };
    expect(recordStatus(record, localToday())).toBe('expiring');
    pinToday(new Date(Date.parse(`${real}T00:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10));
    expect(recordStatus(record, localToday())).toBe('expired');
    pinToday(null);
    expect(localToday()).toBe(real);
    expect(() => pinToday('2027-02-30')).toThrow(RangeError);
  });
});
