// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
