// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftIdsUnder, draftValuesLike, readDraft, removeDraft, writeDraft } from '../../src/storage/draft-store';
import { clearSessionStorage, CURRENT_USER_KEY } from '../../src/storage/session-store';

/** A signed-in session as the draft store sees it: a token whose claims name the user. */
function signInAs(userId: number) {
  const claims = btoa(JSON.stringify({ user_id: userId, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  sessionStorage.setItem('auth-token', `e30.${claims}.sig`);
  sessionStorage.setItem(CURRENT_USER_KEY, JSON.stringify({ userId: String(userId) }));
}

describe('draft store (sessionStorage, per user)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a draft per user and form, across a session that ended by itself, but not across an explicit sign-out', () => {
    signInAs(7);
    writeDraft('employee:emp-1', { lastName: 'Typed' }, 1000);
    expect(readDraft('employee:emp-1')).toEqual({ values: { lastName: 'Typed' }, savedAt: 1000 });
    clearSessionStorage(true);
    signInAs(7);
    expect(readDraft('employee:emp-1')?.values).toEqual({ lastName: 'Typed' });
    signInAs(8);
    expect(readDraft('employee:emp-1')).toBeNull();
    clearSessionStorage();
    signInAs(7);
    expect(readDraft('employee:emp-1')).toBeNull();
  });

  it('drops a write typed before the draft was saved or discarded (a late write of a form that closed)', () => {
    signInAs(7);
    writeDraft('training:new', { title: 'A' }, Date.now() - 10);
    removeDraft('training:new');
    writeDraft('training:new', { title: 'stale' }, Date.now() - 5);
    expect(readDraft('training:new')).toBeNull();
  });

  it('lists the drafts under a prefix', () => {
    signInAs(7);
    writeDraft('completion:rec-1', { score: '80' });
    writeDraft('completion:rec-2', { score: '90' });
    writeDraft('schedule:emp-1', {});
    expect(draftIdsUnder('completion:').sort()).toEqual(['rec-1', 'rec-2']);
  });

  it('reads anything stored under a draft key that is not a draft as none, and removes it (generated)', () => {
    signInAs(7);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.constant('{"values":[],"savedAt":1}'),
          fc.constant('{"values":{},"savedAt":"x"}'),
          fc.constant('{"values":null,"savedAt":1}'),
        ),
        (text) => {
          sessionStorage.setItem('draft:7:employee:new', text);
          const draft = readDraft('employee:new');
          if (draft === null) expect(sessionStorage.getItem('draft:7:employee:new')).toBeNull();
          else expect(typeof draft.savedAt).toBe('number');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('draftValuesLike: a draft reaches a form only in the form’s own shape', () => {
  const defaults = { lastName: 'Chen', active: true, hireDate: '2020-01-01', score: null as string | number | null };

  it('keeps each field of the form, of its type, whatever the draft holds (generated)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('lastName', 'active', 'hireDate', 'score', 'extra', '__proto__'), fc.jsonValue()), (stored) => {
        const values = draftValuesLike(defaults, stored);
        expect(Object.keys(values).sort()).toEqual(Object.keys(defaults).sort());
        expect(typeof values.lastName).toBe('string');
        expect(typeof values.active).toBe('boolean');
        expect(typeof values.hireDate).toBe('string');
        expect(values.score === null || ['string', 'number'].includes(typeof values.score)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('takes what was typed where it fits', () => {
    expect(draftValuesLike(defaults, { lastName: 'Chen-Wu', active: 'yes', score: '80', extra: 1 })).toEqual({
      lastName: 'Chen-Wu',
      active: true,
      hireDate: '2020-01-01',
      score: '80',
    });
  });
});
