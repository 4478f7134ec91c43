import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffSince, takeSnapshot, trimLog, type ChangeEntry, type StoredRow } from '../../mocks/change-log';
import { revertedRow, versionOf } from '../../mocks/change-revert';
import type { ComplianceData } from '../../mocks/fixtures/requirements';
import type { TrainingData } from '../../src/domain/training';

const by = { by: { id: 1, name: 'Alex Morgan' } };

/** A world of one collection (trainings) holding `rows`. */
function world(rows: StoredRow[]): { data: TrainingData; compliance: ComplianceData } {
  const data = { departments: [], workCenters: [], designations: [], competencies: [], trainingTypes: [], employees: [], trainings: rows, records: [] };
  return { data: data as unknown as TrainingData, compliance: { requirements: [], exemptions: [] } };
}

const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
const fields = fc.dictionary(fc.constantFrom('code', 'title', 'typeId', 'validityMonths', 'durationHours', 'note'), value);

describe('change log: a change and its revert (generated)', () => {
  it('an update, reverted, gives the record back with any field values, one version on', () => {
    fc.assert(
      fc.property(fields, fields, fc.integer({ min: 1, max: 1000 }), (old, changed, version) => {
        const before: StoredRow = { ...old, id: 'trn-1', version };
        const after: StoredRow = { ...old, ...changed, id: 'trn-1', version: version + 1 };
        const { data, compliance } = world([before]);
        const snapshot = takeSnapshot(data, compliance);
        (data.trainings as unknown as StoredRow[])[0] = after;
        const entries = diffSince(snapshot, data, compliance, by, 1);
        if (JSON.stringify(before) === JSON.stringify(after)) return expect(entries).toEqual([]);
        expect(entries).toHaveLength(1);
        const [entry] = entries;
        expect(entry).toMatchObject({ kind: 'training', recordId: 'trn-1', before, after, revertOf: null });
        const back = revertedRow(entry!.before, after);
        expect({ ...back, version: 0 }).toEqual({ ...before, version: 0 });
        expect(versionOf(back)).toBe(version + 2);
      }),
    );
  });

  it('a creation reverted removes the row; a removal reverted brings it back as it was', () => {
    fc.assert(
      fc.property(fields, (old) => {
        const row: StoredRow = { ...old, id: 'trn-9', version: 1 };
        const { data, compliance } = world([]);
        const snapshot = takeSnapshot(data, compliance);
        (data.trainings as unknown as StoredRow[]).push(row);
        const [created] = diffSince(snapshot, data, compliance, by, 1);
        expect(created).toMatchObject({ before: null, after: row });
        expect(revertedRow(created!.before, row)).toBeNull();
        data.trainings.pop();
        const [removed] = diffSince(snapshot, data, compliance, by, 2);
        expect(removed).toMatchObject({ id: 'chg-2', before: row, after: null });
        expect(revertedRow(removed!.before, null)).toEqual({ ...row, version: 2 });
      }),
    );
  });

  it('freezes what it watches, so a write that changes a row in place fails at once instead of going unrecorded', () => {
    const { data, compliance } = world([{ id: 'trn-1', title: 'Fire safety', version: 1 }]);
    takeSnapshot(data, compliance);
    expect(() => {
      (data.trainings[0] as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
  });

  it('a trimmed log keeps every batch whole or drops it whole, and keeps the newest batch however large (generated)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ batch: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }), size: fc.integer({ min: 1, max: 6 }) }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 20 }),
        (commits, kept) => {
          // Commits one after another; a batch number repeated in a row is one import of several requests.
          const entries: ChangeEntry[] = [];
          let runStart = 0;
          commits.forEach(({ batch, size }, commit) => {
            if (commit === 0 || commits[commit - 1]!.batch !== batch) runStart = commit;
            for (let index = 0; index < size; index++) {
              entries.push({
                id: `chg-${entries.length + 1}`,
                at: '2026-12-06T07:00:00.000Z',
                actor: by.by,
                kind: 'record',
                recordId: `rec-${commit}-${index}`,
                before: null,
                after: { id: `rec-${commit}-${index}` },
                batch: batch === null ? null : { id: `b${batch}-${runStart}`, label: 'x' },
                revertOf: null,
              });
            }
          });
          const whole = new Map<string, number>();
          for (const entry of entries) if (entry.batch) whole.set(entry.batch.id, (whole.get(entry.batch.id) ?? 0) + 1);
          const trimmed = [...entries];
          trimLog(trimmed, kept);
          const left = new Map<string, number>();
          for (const entry of trimmed) if (entry.batch) left.set(entry.batch.id, (left.get(entry.batch.id) ?? 0) + 1);
          for (const [id, count] of left) expect(count).toBe(whole.get(id));
          // What is left is the newest part of the log, in order.
          expect(trimmed).toEqual(entries.slice(entries.length - trimmed.length));
          const newest = entries.at(-1);
          if (newest?.batch) expect(left.get(newest.batch.id)).toBe(whole.get(newest.batch.id));
          else if (newest) expect(trimmed.at(-1)).toBe(newest);
        },
      ),
    );
  });
});
