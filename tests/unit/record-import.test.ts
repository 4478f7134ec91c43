import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsFromCsv, type ImportColumns } from '../../src/domain/import-csv';
import { toCsv } from '../../src/domain/csv';
import { checkImportRows } from '../../mocks/import-checks';
import { IMPORT_FIELDS, recordKey, type ImportLookup, type ImportRow } from '../../src/domain/record-import';

const TODAY = '2026-03-15';
const headers: ImportColumns['headers'] = {
  employeeCode: ['Employee code', 'Código de empleado'],
  trainingCode: ['Training code'],
  scheduledDate: ['Scheduled'],
  completionDate: ['Completed'],
  expiryDate: ['Expires'],
  score: ['Score'],
};
const columns: ImportColumns = {
  headers,
  exportLayout: { count: 7, positions: { employeeCode: 0, trainingCode: 1, scheduledDate: 2, completionDate: 3, expiryDate: 4, score: 5 } },
};
/** Every employee, and whether the importer (a manager of one node) may see them. */
const EVERYONE = [
  { code: 'EMP-1', id: 'emp-1', hireDate: '2020-01-01', active: true, visible: true },
  { code: 'EMP-2', id: 'emp-2', hireDate: '2023-05-01', active: true, visible: false },
  { code: 'EMP-3', id: 'emp-3', hireDate: '2024-06-01', active: false, visible: true },
  { code: 'EMP-4', id: 'emp-4', hireDate: '2025-01-01', active: false, visible: false },
];
const lookup: ImportLookup = {
  today: TODAY,
  // As the server builds it for that manager: the employees of their node only.
  employees: new Map(EVERYONE.filter((employee) => employee.visible).map(({ code, id, hireDate, active }) => [code, { id, hireDate, active }])),
  trainings: new Map([
    ['FS-101', { id: 'trn-1', validityMonths: 12 }],
    ['QA-1', { id: 'trn-2', validityMonths: null }],
  ]),
  existing: new Set([recordKey({ employeeId: 'emp-1', trainingId: 'trn-1', completionDate: '2025-01-10', scheduledDate: null })]),
};
const row = (cells: Partial<ImportRow>): ImportRow => ({
  line: 2,
  employeeCode: 'EMP-1',
  trainingCode: 'FS-101',
  scheduledDate: '',
  completionDate: '',
  expiryDate: '',
  score: '',
  ...cells,
});

describe('checkImportRows', () => {
  it('matches employee and training codes whatever their case and the spaces around them (generated)', () => {
    const spaces = fc.constantFrom('', ' ', '  ', '\t');
    const cased = (code: string) =>
      fc
        .array(fc.boolean(), { minLength: code.length, maxLength: code.length })
        .map((upper) => [...code].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join(''));
    fc.assert(
      fc.property(cased('EMP-1'), cased('FS-101'), spaces, spaces, (employeeCode, trainingCode, before, after) => {
        const check = checkImportRows(
          [row({ employeeCode: `${before}${employeeCode}${after}`, trainingCode: `${after}${trainingCode}${before}`, completionDate: '2026-02-01' })],
          lookup,
        );
        expect(check.problems).toEqual([]);
        expect(check.add).toMatchObject([{ employeeId: 'emp-1', trainingId: 'trn-1' }]);
      }),
      { numRuns: 200 },
    );
  });

  it('adds a completion with the validity as its expiry, and a scheduled row without one', () => {
    const check = checkImportRows(
      [row({ completionDate: '2026-01-31', score: '90' }), row({ line: 3, trainingCode: 'QA-1', scheduledDate: '2026-04-01' })],
      lookup,
    );
    expect(check.add).toEqual([
      { line: 2, employeeId: 'emp-1', trainingId: 'trn-1', scheduledDate: null, completionDate: '2026-01-31', expiryDate: '2027-01-31', score: 90 },
      { line: 3, employeeId: 'emp-1', trainingId: 'trn-2', scheduledDate: '2026-04-01', completionDate: null, expiryDate: null, score: null },
    ]);
    expect(check.problems).toEqual([]);
  });

  it('counts a record already there, or twice in the file, as present', () => {
    const check = checkImportRows(
      [row({ completionDate: '2025-01-10' }), row({ line: 3, completionDate: '2025-06-01' }), row({ line: 4, completionDate: '2025-06-01' })],
      lookup,
    );
    expect(check.present).toEqual([2, 4]);
    expect(check.add.map((record) => record.line)).toEqual([3]);
  });

  it("counts a leaver's session that is there already as present, and refuses a new one (an export imported back)", () => {
    const existing = new Set([...lookup.existing, recordKey({ employeeId: 'emp-3', trainingId: 'trn-1', completionDate: null, scheduledDate: '2026-04-01' })]);
    const check = checkImportRows(
      [row({ employeeCode: 'EMP-3', scheduledDate: '2026-04-01' }), row({ line: 3, employeeCode: 'EMP-3', scheduledDate: '2026-04-02' })],
      { ...lookup, existing },
    );
    expect(check.present).toEqual([2]);
    expect(check.add).toEqual([]);
    expect(check.problems).toEqual([{ line: 3, field: 'employeeCode', reason: 'inactiveEmployee', value: 'EMP-3' }]);
  });

  it.each([
    [{ employeeCode: 'EMP-9', completionDate: TODAY }, 'employeeCode', 'unknownEmployee'],
    [{ trainingCode: 'XX', completionDate: TODAY }, 'trainingCode', 'unknownTraining'],
    [{ completionDate: '15/03/2026' }, 'completionDate', 'invalidDate'],
    [{}, 'completionDate', 'noDate'],
    [{ completionDate: '2026-03-16' }, 'completionDate', 'futureCompletion'],
    [{ completionDate: '2026-03-01', expiryDate: '2026-02-28' }, 'expiryDate', 'expiryBeforeCompletion'],
    [{ completionDate: TODAY, score: '7.5' }, 'score', 'invalidScore'],
    [{ employeeCode: 'EMP-3', completionDate: '2024-05-31' }, 'completionDate', 'beforeHire'],
    [{ employeeCode: 'EMP-3', scheduledDate: '2026-04-01' }, 'employeeCode', 'inactiveEmployee'],
  ] as const)('%j → %s %s', (cells, field, reason) => {
    const check = checkImportRows([row(cells)], lookup);
    expect(check.add).toEqual([]);
    expect(check.problems).toContainEqual(expect.objectContaining({ field, reason }));
  });

  it('tells nothing about an employee outside the node: their rows read exactly as an unknown code, with no other check (generated rows)', () => {
    const cell = fc.oneof(
      fc.constantFrom('', 'FS-101', 'QA-1', 'XX', '2023-01-01', '2024-01-01', '2026-01-01', '2026-12-31', '15/03/2026', '85', '101'),
      fc.string({ maxLength: 8 }),
    );
    const outsider = fc.constantFrom(...EVERYONE.filter((employee) => !employee.visible).map((employee) => employee.code));
    const unknown = fc.stringMatching(/^[A-Z]{2,4}-\d{1,5}$/).filter((code) => !EVERYONE.some((employee) => employee.code === code));
    fc.assert(
      fc.property(
        outsider,
        unknown,
        fc.record({ trainingCode: cell, scheduledDate: cell, completionDate: cell, expiryDate: cell, score: cell }),
        (hidden, nobody, cells) => {
          const about = (code: string) => checkImportRows([row({ ...cells, employeeCode: code })], lookup);
          const seen = about(hidden);
          const unseen = about(nobody);
          const answer = (check: ReturnType<typeof about>) => ({ ...check, problems: check.problems.map(({ value: _value, ...rest }) => rest) });
          expect(answer(seen)).toEqual(answer(unseen));
          expect(seen.problems).toEqual([{ line: 2, field: 'employeeCode', reason: 'unknownEmployee', value: hidden }]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('every row is added, present or has a problem, never two of these; never throws (generated rows)', () => {
    const cell = fc.oneof(
      fc.constantFrom('', 'EMP-1', 'EMP-2', 'EMP-3', 'FS-101', 'QA-1', '2026-01-01', '2026-03-15', '2026-12-31', '2025-01-10', '85', '101', ' '),
      fc.string({ maxLength: 12 }),
    );
    const rows = fc.array(fc.record({ employeeCode: cell, trainingCode: cell, scheduledDate: cell, completionDate: cell, expiryDate: cell, score: cell }), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(rows, (cells) => {
        const input = cells.map((value, index) => ({ ...value, line: index + 2 }));
        const check = checkImportRows(input, lookup);
        const problemLines = new Set(check.problems.map((problem) => problem.line));
        for (const { line } of input) {
          const outcomes = [check.add.some((record) => record.line === line), check.present.includes(line), problemLines.has(line)].filter(Boolean);
          expect(outcomes).toHaveLength(1);
        }
        // Importing what was added again adds nothing.
        const existing = new Set([...lookup.existing, ...check.add.map(recordKey)]);
        expect(checkImportRows(input, { ...lookup, existing }).add).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('rowsFromCsv', () => {
  it('gives one row per line whatever mix of \\r\\n, \\n and \\r ends the lines, quoted line breaks kept in their cell (generated)', () => {
    const code = fc.stringMatching(/^[A-Z]{2,4}-\d{1,3}$/);
    const note = fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z ]{1,8}$/), fc.constantFrom('a\r\nb', 'a\nb', 'a\rb'));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(code, code, note), { minLength: 1, maxLength: 30 }),
        fc.infiniteStream(fc.constantFrom('\r\n', '\n', '\r')),
        (cells, breaks) => {
          const lines = [
            'Employee code,Training code,Completed,Notes',
            ...cells.map(([employee, training, text]) => `${employee},${training},2026-01-10,"${text}"`),
          ];
          const file = lines.map((line) => `${line}${breaks.next().value}`).join('');
          const read = rowsFromCsv(file, columns);
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          expect(read.rows.map((row) => [row.employeeCode, row.trainingCode])).toEqual(cells.map(([employee, training]) => [employee, training]));
          expect(read.rows.map((row) => row.line)).toEqual(cells.map((_, index) => index + 2));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads what toCsv writes, columns by header in any order, spreadsheet row numbers, empty rows skipped', () => {
    const text = `Status,Completed,Employee code,Training code,Score\r\nValid,2026-01-31,EMP-1,FS-101,90\r\n,,,,\r\nValid,2026-02-01,EMP-1,QA-1,\r\n`;
    expect(rowsFromCsv(text, columns)).toEqual({
      ok: true,
      rows: [
        { line: 2, employeeCode: 'EMP-1', trainingCode: 'FS-101', scheduledDate: '', completionDate: '2026-01-31', expiryDate: '', score: '90' },
        { line: 4, employeeCode: 'EMP-1', trainingCode: 'QA-1', scheduledDate: '', completionDate: '2026-02-01', expiryDate: '', score: '' },
      ],
    });
  });

  it('names the columns a file lacks', () => {
    expect(rowsFromCsv('Name,Completed\r\nAna,2026-01-01', columns)).toEqual({ ok: false, missing: ['employeeCode', 'trainingCode'] });
  });

  it("reads an export in another language by the export's positions", () => {
    expect(rowsFromCsv('Código,Formación,Programada,Completada,Vence,Nota,Estado\r\nEMP-1,FS-101,,2026-01-31,,90,Válida', columns)).toMatchObject({
      ok: true,
      rows: [{ line: 2, employeeCode: 'EMP-1', trainingCode: 'FS-101', completionDate: '2026-01-31', score: '90' }],
    });
  });

  it('round-trips any cells through toCsv (generated)', () => {
    const cells = fc.record(
      Object.fromEntries(IMPORT_FIELDS.map((field) => [field, fc.string({ maxLength: 10 }).filter((text) => !/^\s*[=+\-@\t\r]/.test(text))])) as Record<
        (typeof IMPORT_FIELDS)[number],
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(fc.array(cells, { minLength: 1, maxLength: 10 }), (rows) => {
        const text = toCsv(
          rows,
          IMPORT_FIELDS.map((field) => ({ header: headers[field][0]!, value: (cellsOf: (typeof rows)[number]) => cellsOf[field] })),
        );
        const read = rowsFromCsv(text, columns);
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        const nonEmpty = rows.filter((value) => IMPORT_FIELDS.some((field) => value[field].trim() !== ''));
        expect(read.rows.map(({ line: _line, ...rest }) => rest)).toEqual(nonEmpty);
      }),
      { numRuns: 300 },
    );
  });
});
