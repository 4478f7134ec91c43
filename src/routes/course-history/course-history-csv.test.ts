import fc from 'fast-check';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import sp from '../../../public/assets/i18n/sp.json';
import { rowsFromCsv } from '../../domain/import-csv';
import { listSeparator, toCsv } from '../../domain/csv';
import type { RecordExportRow } from '../../domain/training-rows';
import { recordCsvColumns } from '../../components/training/record-csv';
import { importColumns } from './course-history-csv';

const english = createIntl({ locale: 'en', messages: en });
const spanish = createIntl({ locale: 'es', messages: { ...en, ...sp } });
const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const exportRow: fc.Arbitrary<RecordExportRow> = fc.record({
  id: fc.string(),
  employeeCode: fc.stringMatching(/^EMP-\d{5}$/),
  employeeName: fc.string({ maxLength: 20 }),
  department: fc.string({ maxLength: 20 }),
  trainingCode: fc.stringMatching(/^[A-Z]{2}-\d{3}$/),
  trainingTitle: fc.string({ maxLength: 20 }),
  scheduledDate: fc.option(day, { nil: null }),
  completionDate: fc.option(day, { nil: null }),
  expiryDate: fc.option(day, { nil: null }),
  score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  status: fc.constantFrom('scheduled', 'valid', 'expiring', 'expired'),
});

describe('the export imports back (§10)', () => {
  it.each([
    ['by header, in the same language', english, english],
    ['by position, from an export in another language (separated by semicolons)', spanish, english],
  ])('%s (generated rows)', (_name, exportedIn, importedIn) => {
    fc.assert(
      fc.property(fc.array(exportRow, { minLength: 1, maxLength: 8 }), (rows) => {
        const read = rowsFromCsv(toCsv(rows, recordCsvColumns(exportedIn), { delimiter: listSeparator(exportedIn.locale) }), importColumns(importedIn));
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        expect(read.rows.map(({ employeeCode, trainingCode, completionDate, score }) => ({ employeeCode, trainingCode, completionDate, score }))).toEqual(
          rows.map((row) => ({
            employeeCode: row.employeeCode,
            trainingCode: row.trainingCode,
            completionDate: row.completionDate ?? '',
            score: row.score?.toString() ?? '',
          })),
        );
      }),
      { numRuns: 200 },
    );
  });
});
