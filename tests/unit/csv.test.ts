import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from '../../src/domain/csv';

interface Row {
  name: string;
  note: string | null;
  score: number | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Score', value: (row) => row.score },
];

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    expect(toCsv([{ name: 'Ana Garcia', note: 'ok', score: 91 }], columns)).toBe('Name,Note,Score\r\nAna Garcia,ok,91');
  });

  it('quotes cells holding commas, quotes or line breaks and doubles the quotes', () => {
    const csv = toCsv([{ name: "O'Brien, Sean", note: 'said "done"\nthen left', score: null }], columns);
    expect(csv).toBe('Name,Note,Score\r\n"O\'Brien, Sean","said ""done""\nthen left",');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(toCsv([{ name: '=HYPERLINK("x")', note: '@SUM(A1)', score: 5 }], columns)).toBe('Name,Note,Score\r\n"\'=HYPERLINK(""x"")","\'@SUM(A1)",5');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('Name,Note,Score\r\n');
  });
});
