import { readFile } from 'node:fs/promises';
import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ImportColumns } from '../../domain/import-csv';
import { recordKey, type ImportLookup } from '../../domain/record-import';
import { PROBLEMS_PAGE_SIZE } from '../../domain/import-preview';
import { batchRows, checkFile, problemsCsv, problemsPage, type ProblemLabels } from './check-file';

const columns: ImportColumns = {
  headers: {
    employeeCode: ['Employee code'],
    trainingCode: ['Training code'],
    scheduledDate: ['Scheduled'],
    completionDate: ['Completed'],
    expiryDate: ['Expires'],
    score: ['Score'],
  },
  exportLayout: { count: 10, positions: { employeeCode: 0, trainingCode: 3, scheduledDate: 5, completionDate: 6, expiryDate: 7, score: 8 } },
};
const lookup: ImportLookup = {
  today: '2026-06-30',
  employees: new Map([['EMP-1', { id: 'emp-1', hireDate: '2020-01-01', active: true }]]),
  trainings: new Map([['FS-101', { id: 'trn-1', validityMonths: 12 }]]),
  existing: new Set([recordKey({ employeeId: 'emp-1', trainingId: 'trn-1', completionDate: '2025-02-03', scheduledDate: null })]),
};
const labels: ProblemLabels = {
  separator: ',',
  header: { line: 'Row', field: 'Column', value: 'Value', reason: 'Problem' },
  fields: {
    employeeCode: 'Employee code',
    trainingCode: 'Training code',
    scheduledDate: 'Scheduled',
    completionDate: 'Completed',
    expiryDate: 'Expires',
    score: 'Score',
  },
  reasons: {
    unknownEmployee: 'No employee with this code in your scope.',
    unknownTraining: 'No training has this code.',
    invalidDate: 'Not a date that can be read.',
    noDate: 'No date.',
    futureCompletion: 'Future.',
    beforeHire: 'Before hire.',
    inactiveEmployee: 'Inactive.',
    expiryBeforeCompletion: 'Expiry first.',
    invalidScore: 'Bad score.',
  },
};
const csv = (lines: string[]) => new Blob([`Employee code,Training code,Completed,Score\r\n${lines.join('\r\n')}\r\n`]);

describe('checkFile (the import worker)', () => {
  it('reads the language’s short dates and spreadsheet numbers, sends ISO, and says which dates could be read two ways', async () => {
    const file = csv([
      'EMP-1,FS-101,10/01/2026,90',
      'EMP-1,FS-101,25/12/2025,',
      'EMP-1,FS-101,45691,80',
      'EMP-1,FS-101,03/02/2025,',
      'EMP-1,FS-101,31/02/2026,',
    ]);
    const { result, checked } = await checkFile({ file, columns, dateOrder: 'dmy', lookup });
    expect(result).toMatchObject({
      ok: true,
      preview: {
        total: 5,
        toAdd: 2,
        // 45691 and 03/02/2025 are both 2025-02-03, the record there already.
        present: 2,
        invalid: 1,
        reasons: [{ reason: 'invalidDate', count: 1 }],
        dates: { order: 'dmy', ambiguous: 2, example: { text: '10/01/2026', date: '2026-01-10' }, serial: 1 },
      },
    });
    expect(batchRows(checked!, 0).map((row) => row.completionDate)).toEqual(['2026-01-10', '2025-12-25']);
    expect(problemsPage(checked!, null, 1).problems).toEqual([{ line: 6, field: 'completionDate', reason: 'invalidDate', value: '31/02/2026' }]);
  });

  it('reads a European file (BOM, semicolons, dotted dates) day first whatever the language, and never mistakes 01.10 for 10 January', async () => {
    const file = new Blob(['\uFEFFEmployee code;Training code;Completed;Score\r\n', 'EMP-1;FS-101;01.10.2025;90\r\n', 'emp-1 ;fs-101;15.09.2025;\r\n']);
    const { result, checked } = await checkFile({ file, columns, dateOrder: null, lookup });
    expect(result).toMatchObject({ ok: true, preview: { total: 2, toAdd: 2, invalid: 0, dates: { order: 'dmy', because: 'dotted', ambiguous: 1 } } });
    expect(batchRows(checked!, 0).map((row) => row.completionDate)).toEqual(['2025-10-01', '2025-09-15']);
  });

  it('a file whose dates read both ways and never tell asks for their order with its own dates, and checks nothing yet', async () => {
    const { result, checked } = await checkFile({ file: csv(['EMP-1,FS-101,01/10/2025,90', 'EMP-1,FS-101,03/04/2025,']), columns, dateOrder: null, lookup });
    expect(result).toEqual({ ok: false, dateOrder: { examples: ['01/10/2025', '03/04/2025'] } });
    expect(checked).toBeNull();
  });

  it('a day above 12 anywhere in the file settles the order for every date, read in it', async () => {
    const { result, checked } = await checkFile({ file: csv(['EMP-1,FS-101,01/10/2025,90', 'EMP-1,FS-101,09/15/2025,']), columns, dateOrder: null, lookup });
    expect(result).toMatchObject({ ok: true, preview: { dates: { order: 'mdy', because: 'cells' } } });
    expect(batchRows(checked!, 0).map((row) => row.completionDate)).toEqual(['2025-01-10', '2025-09-15']);
  });

  it('a huge cell reaches the page cut to its first 200 characters, and the problems file whole', async () => {
    const huge = 'x'.repeat(100_000);
    const { checked } = await checkFile({ file: csv([`EMP-1,FS-101,2025-01-10,${huge}`]), columns, dateOrder: null, lookup });
    const [shown] = problemsPage(checked!, null, 1).problems;
    expect(shown?.value).toBe(`${'x'.repeat(200)}…`);
    expect(await problemsCsv(checked!.problems, labels).text()).toContain(huge);
  });

  it('a date read well but refused by a check is listed as the user wrote it, not as the ISO it was read as', async () => {
    const { checked } = await checkFile({ file: csv(['EMP-1,FS-101,10/01/2099,90']), columns, dateOrder: 'dmy', lookup });
    expect(problemsPage(checked!, null, 1).problems).toEqual([{ line: 2, field: 'completionDate', reason: 'futureCompletion', value: '10/01/2099' }]);
  });

  it('hands over the batches it has, and refuses one past the last instead of sending nothing as if it were empty', async () => {
    const { checked } = await checkFile({ file: csv(['EMP-1,FS-101,2026-01-10,90']), columns, dateOrder: 'dmy', lookup });
    expect(batchRows(checked!, 0)).toHaveLength(1);
    expect(() => batchRows(checked!, 1)).toThrow(RangeError);
  });

  it('keeps the problems in the worker and hands them over a page, or a reason, at a time', async () => {
    const bad = Array.from({ length: 2 * PROBLEMS_PAGE_SIZE + 5 }, (_, index) => (index % 2 ? `EMP-1,NOPE,2026-01-01,` : `EMP-9,FS-101,2026-01-01,`));
    const { result, checked } = await checkFile({ file: csv(bad), columns, dateOrder: 'mdy', lookup });
    expect(result.ok && result.preview.firstProblems).toMatchObject({ reason: null, page: 1, total: bad.length });
    expect(result.ok && result.preview.firstProblems.problems).toHaveLength(PROBLEMS_PAGE_SIZE);
    expect(problemsPage(checked!, null, 3).problems).toHaveLength(5);
    expect(problemsPage(checked!, null, 99).page).toBe(3);
    const unknown = problemsPage(checked!, 'unknownTraining', 1);
    expect(unknown.total).toBe(PROBLEMS_PAGE_SIZE + 2);
    expect(new Set(unknown.problems.map((problem) => problem.reason))).toEqual(new Set(['unknownTraining']));
  });

  it('writes every problem as CSV in the user’s words, a cell that looks like a formula kept as text', async () => {
    const { checked } = await checkFile({ file: csv(['=HYPERLINK("x"),FS-101,2026-01-01,', 'EMP-1,FS-101,someday,']), columns, dateOrder: 'mdy', lookup });
    const file = problemsCsv(checked!.problems, labels);
    // A byte order mark first, for Excel on Windows to read it as UTF-8.
    expect([...new Uint8Array(await file.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await file.text();
    expect(parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data).toEqual([
      ['Row', 'Column', 'Value', 'Problem'],
      ['2', 'Employee code', '\'=HYPERLINK("x")', 'No employee with this code in your scope.'],
      ['3', 'Completed', 'someday', 'Not a date that can be read.'],
    ]);
  });

  it('separates a problems file as the user’s spreadsheets expect: semicolons where a comma is the decimal sign', async () => {
    const { checked } = await checkFile({ file: csv(['EMP-1,FS-101,someday,', 'EMP-1,XX,2026-01-01,']), columns, dateOrder: 'mdy', lookup });
    const text = await problemsCsv(checked!.problems, { ...labels, separator: ';' }).text();
    expect(
      text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual(['Row;Column;Value;Problem', '2;Completed;someday;Not a date that can be read.', '3;Training code;XX;No training has this code.']);
  });

  it('a file without the needed columns names them; one with no text is unreadable', async () => {
    expect((await checkFile({ file: new Blob(['Name,Score\r\nAna,9']), columns, dateOrder: 'mdy', lookup })).result).toEqual({
      ok: false,
      missing: ['employeeCode', 'trainingCode', 'completionDate'],
    });
    const broken = { text: () => Promise.reject(new Error('gone')) } as unknown as Blob;
    expect((await checkFile({ file: broken, columns, dateOrder: 'mdy', lookup })).result).toEqual({ ok: false, unreadable: true });
  });
});

describe('an .xlsx workbook (§10)', () => {
  const workbookLookup: ImportLookup = {
    today: '2026-06-30',
    employees: new Map([['EMP-00023', { id: 'emp-23', hireDate: '2012-04-13', active: true }]]),
    trainings: new Map([
      ['FS-101', { id: 'trn-1', validityMonths: 12 }],
      ['FA-103', { id: 'trn-3', validityMonths: 24 }],
    ]),
    existing: new Set(),
  };

  it('is read from its first sheet, whatever the name: a date cell as the day it stores, a text date as a CSV date', async () => {
    const bytes = await readFile('tests/e2e/fixtures/records-libreoffice.xlsx');
    const { result, checked } = await checkFile({ file: new Blob([bytes]), columns, dateOrder: null, lookup: workbookLookup });
    expect(result).toMatchObject({ ok: true, preview: { total: 2, toAdd: 2, invalid: 0, dates: { order: 'mdy', because: 'cells' } } });
    expect(checked!.batches.flat().map((row) => [row.trainingCode, row.completionDate, row.score])).toEqual([
      ['FS-101', '2025-06-16', '88'],
      ['FA-103', '2025-06-17', '75'],
    ]);
  });

  it('a zip that is no workbook is unreadable, not a crash', async () => {
    const notAWorkbook = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])]);
    expect((await checkFile({ file: notAWorkbook, columns, dateOrder: null, lookup: workbookLookup })).result).toEqual({ ok: false, unreadable: true });
  });
});
