// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockDb } from '../../mocks/db';

const KEY = 'mock-backend-db:v3';

/** The demo database module as a fresh page load reads it from localStorage. */
async function loadWithStored(raw: string) {
  localStorage.setItem(KEY, raw);
  vi.resetModules();
  return import('../../mocks/db');
}

afterEach(() => localStorage.clear());

describe('demo database in localStorage (hardening)', () => {
  it('keeps a stored demo that is sound', async () => {
    const { db } = await import('../../mocks/db');
    const stored = JSON.stringify({ ...db, calendar: [{ id: 'ev-1', title: 'Kept', start: '2026-11-25', allDay: true }] });
    const fresh = await loadWithStored(stored);
    // Stored before events carried a version and a creator: version 1, the admin's.
    expect(fresh.db.calendar).toEqual([{ id: 'ev-1', title: 'Kept', start: '2026-11-25', allDay: true, createdBy: 1, version: 1 }]);
  });

  it.each([
    ['rows that are null', (db: Record<string, unknown>) => ({ ...db, employees: [null] })],
    ['rows that are empty objects', (db: Record<string, unknown>) => ({ ...db, records: [{}] })],
    ['users that are not users', (db: Record<string, unknown>) => ({ ...db, users: [{ email: 1 }] })],
    ['no users at all (the demo account could not sign in)', (db: Record<string, unknown>) => ({ ...db, users: [] })],
  ])('reseeds a demo whose arrays hold %s, and rewrites it', async (_, damage) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = await import('../../mocks/db');
    const fresh = await loadWithStored(JSON.stringify(damage({ ...db })));
    expect(fresh.db.employees.length).toBeGreaterThan(0);
    expect(fresh.db.employees.every((employee) => typeof employee.id === 'string')).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEY)!).employees.length).toBe(fresh.db.employees.length);
  });

  it('never fails to load, whatever is stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (raw) => {
        const { db } = await loadWithStored(raw);
        expect(Array.isArray(db.users) && db.users.length > 0).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('demo database shared by the tabs of one browser', () => {
  const by = { by: { id: 1, name: 'Alex Morgan' } };
  /** Another tab stores `raw` (null: forgets the db), as the browser tells this one. */
  const otherTabStores = (raw: string | null) => {
    if (raw === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: raw, storageArea: localStorage }));
  };

  it("builds its next write on another tab's, so neither is lost", async () => {
    vi.resetModules();
    const { saveDb } = await import('../../mocks/db');
    const { defaultTrainingStore: store } = await import('../../mocks/training-store');
    saveDb();
    const [first, second] = store.data().employees;
    const logged = store.changes().length;

    // The other tab renames the first employee and logs it.
    const other = JSON.parse(localStorage.getItem(KEY)!) as MockDb;
    other.employees[0] = { ...other.employees[0]!, lastName: 'Other-Tab', version: first!.version + 1 };
    other.changes.push({
      id: 'chg-other',
      at: new Date().toISOString(),
      actor: by.by,
      kind: 'employee',
      recordId: first!.id,
      before: first!,
      after: other.employees[0],
      batch: null,
      revertOf: null,
    });
    otherTabStores(JSON.stringify(other));
    expect(store.data().employees[0]!.lastName).toBe('Other-Tab');

    // This tab then renames the second.
    store.data().employees[1] = { ...second!, lastName: 'This-Tab', version: second!.version + 1 };
    const added = store.changed(by);
    expect(added.map((entry) => entry.recordId)).toEqual([second!.id]);

    const stored = JSON.parse(localStorage.getItem(KEY)!) as MockDb;
    expect(stored.employees.slice(0, 2).map((employee) => employee.lastName)).toEqual(['Other-Tab', 'This-Tab']);
    expect(stored.changes.slice(logged).map((entry) => entry.recordId)).toEqual([first!.id, second!.id]);
  });

  it('reseeds when another tab resets the demo, and keeps its copy when the stored one does not read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.resetModules();
    const { db } = await import('../../mocks/db');
    const seeded = db.employees.length;
    db.employees.splice(0, 3);
    otherTabStores('{not json');
    expect(db.employees).toHaveLength(seeded - 3);
    otherTabStores(null);
    expect(db.employees).toHaveLength(seeded);
  });
});
