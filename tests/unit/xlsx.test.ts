import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../src/domain/csv';
import { toXlsx } from '../../src/domain/xlsx';

interface Row {
  code: string;
  title: string;
  completed: string | null;
  score: number | null;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Code', value: (row) => row.code },
  { header: 'Titel', value: (row) => row.title },
  { header: 'Abgeschlossen', value: (row) => row.completed, date: true },
  { header: 'Punkte', value: (row) => row.score },
];

describe('toXlsx: a list as an Excel workbook', () => {
  it('writes the header, dates as date cells, numbers as numbers and every other cell as text', async () => {
    const rows: Row[] = [
      { code: '00123', title: 'Erste Hilfe – Grundkurs', completed: '2026-03-01', score: 87.5 },
      // A text that looks like a formula stays text, and a title that looks like a date is not a date column's.
      { code: 'GDPR-101', title: '=HYPERLINK("http://evil")', completed: null, score: null },
      { code: 'X-1', title: '2026-01-01', completed: '2025-12-31', score: 0 },
    ];
    const sheet = await readSheet(await toXlsx(rows, columns, 'course-history'));
    expect(sheet[0]).toEqual(['Code', 'Titel', 'Abgeschlossen', 'Punkte']);
    expect(sheet[1]).toEqual(['00123', 'Erste Hilfe – Grundkurs', new Date('2026-03-01T00:00:00Z'), 87.5]);
    expect(sheet[2]).toEqual(['GDPR-101', '=HYPERLINK("http://evil")', null, null]);
    expect(sheet[3]).toEqual(['X-1', '2026-01-01', new Date('2025-12-31T00:00:00Z'), 0]);
  });

  it('writes a header alone for no rows', async () => {
    expect(await readSheet(await toXlsx([], columns, 'empty'))).toEqual([['Code', 'Titel', 'Abgeschlossen', 'Punkte']]);
  });
});
