// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftBase, draftIdsUnder, draftValuesLike, readDraft, removeDraft, removeDraftsOf, writeDraft } from '../../src/storage/draft-store';
import { endSession } from '../../src/machines/session-persistence';

/** The session's user, whose drafts the calls below read and write (the shell gives the session's, `selectDraftOwner`). */
let owner: string | null = null;
function signInAs(userId: number) {
  owner = String(userId);
}

describe('draft store (sessionStorage, per user)', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a draft per user and form, across a session that ended by itself, but not across an explicit sign-out', () => {
    signInAs(7);
    writeDraft(owner, 'employee:emp-1', { lastName: 'Typed' }, 1000);
    expect(readDraft(owner, 'employee:emp-1')).toEqual({ values: { lastName: 'Typed' }, savedAt: 1000 });
    endSession('ended');
    signInAs(7);
    expect(readDraft(owner, 'employee:emp-1')?.values).toEqual({ lastName: 'Typed' });
    signInAs(8);
    expect(readDraft(owner, 'employee:emp-1')).toBeNull();
    endSession('signedOut');
    signInAs(7);
    expect(readDraft(owner, 'employee:emp-1')).toBeNull();
  });

  it("a user's sign-out elsewhere removes that user's drafts only", () => {
    signInAs(7);
    writeDraft(owner, 'employee:emp-1', { lastName: 'Seven' }, 1000);
    signInAs(8);
    writeDraft(owner, 'employee:emp-1', { lastName: 'Eight' }, 1000);
    removeDraftsOf('7');
    expect(readDraft(owner, 'employee:emp-1')?.values).toEqual({ lastName: 'Eight' });
    signInAs(7);
    expect(readDraft(owner, 'employee:emp-1')).toBeNull();
  });

  it('drops a write typed before the draft was saved or discarded (a late write of a form that closed)', () => {
    signInAs(7);
    writeDraft(owner, 'training:new', { title: 'A' }, Date.now() - 10);
    removeDraft(owner, 'training:new');
    writeDraft(owner, 'training:new', { title: 'stale' }, Date.now() - 5);
    expect(readDraft(owner, 'training:new')).toBeNull();
  });

  it('lists the drafts under a prefix', () => {
    signInAs(7);
    writeDraft(owner, 'completion:rec-1', { score: '80' });
    writeDraft(owner, 'completion:rec-2', { score: '90' });
    writeDraft(owner, 'schedule:emp-1', {});
    expect(draftIdsUnder(owner, 'completion:').sort()).toEqual(['rec-1', 'rec-2']);
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
          const draft = readDraft(owner, 'employee:new');
          if (draft === null) expect(sessionStorage.getItem('draft:7:employee:new')).toBeNull();
          else expect(typeof draft.savedAt).toBe('number');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('draftValuesLike: a draft reaches a form only in the form’s own shape', () => {
  const defaults = { lastName: 'Chen', active: true, hireDate: '2020-01-01', score: null as string | number | null, departmentIds: [] as string[] };

  it('keeps each field of the form, of its type, whatever the draft holds (generated)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('lastName', 'active', 'hireDate', 'score', 'departmentIds', 'extra', '__proto__'), fc.jsonValue()),
        (stored) => {
          const values = draftValuesLike(defaults, stored);
          expect(Object.keys(values).sort()).toEqual(Object.keys(defaults).sort());
          expect(typeof values.lastName).toBe('string');
          expect(typeof values.active).toBe('boolean');
          expect(typeof values.hireDate).toBe('string');
          expect(values.score === null || ['string', 'number'].includes(typeof values.score)).toBe(true);
          expect(Array.isArray(values.departmentIds) && values.departmentIds.every((id) => typeof id === 'string')).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes what was typed where it fits', () => {
    expect(draftValuesLike(defaults, { lastName: 'Chen-Wu', active: 'yes', score: '80', departmentIds: ['dep-2'], extra: 1 })).toEqual({
      lastName: 'Chen-Wu',
      active: true,
      hireDate: '2020-01-01',
      score: '80',
      departmentIds: ['dep-2'],
    });
    expect(draftValuesLike(defaults, { active: ['x'], departmentIds: { 0: 'dep-2' } })).toMatchObject({ active: true, departmentIds: [] });
  });

  it('a draft remembers the version its edit began from: an edit saves from it, and knows the record changed since (generated)', () => {
    signInAs(7);
    fc.assert(
      fc.property(fc.option(fc.nat(1000), { nil: undefined }), fc.option(fc.nat(1000), { nil: undefined }), (drafted, current) => {
        sessionStorage.clear();
        expect(draftBase(owner, 'employee:emp-49', current)).toEqual({ version: current, changedSince: false });
        writeDraft(owner, 'employee:emp-49', { lastName: 'Typed' }, Date.now(), drafted);
        const base = draftBase(owner, 'employee:emp-49', current);
        if (drafted === undefined || current === undefined) expect(base).toEqual({ version: current, changedSince: false });
        else expect(base).toEqual({ version: drafted, changedSince: drafted !== current });
      }),
    );
  });

  it('reads a stored version that is not a whole number as a corrupt draft, removed', () => {
    signInAs(7);
    sessionStorage.setItem('draft:7:employee:emp-1', JSON.stringify({ values: {}, savedAt: 1, version: 'two' }));
    expect(readDraft(owner, 'employee:emp-1')).toBeNull();
    expect(sessionStorage.getItem('draft:7:employee:emp-1')).toBeNull();
  });
});
