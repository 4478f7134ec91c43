// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordImportPanel, type RecordImportView } from './record-import-panel';
import { previewOf } from './story-import';
import type { ImportProblem } from '../../domain/record-import';
import { renderWithApp } from '../../../tests/render';

const base: RecordImportView = {
  step: 'choosing',
  fileName: null,
  orderExamples: [],
  preview: null,
  problems: null,
  fileProblem: null,
  sent: 0,
  toSend: 0,
  added: 0,
  present: 0,
  notImported: 0,
  refused: [],
  error: null,
};
const handlers = () => ({
  onFile: vi.fn(),
  onDateOrder: vi.fn(),
  onProblems: vi.fn(),
  onDownloadProblems: vi.fn(),
  onConfirm: vi.fn(),
  onRetry: vi.fn(),
  onReset: vi.fn(),
  onClose: vi.fn(),
  onDownloadTemplate: vi.fn(),
});
const problems: ImportProblem[] = [
  { line: 3, field: 'employeeCode', reason: 'unknownEmployee', value: 'EMP-9' },
  { line: 4, field: 'score', reason: 'invalidScore', value: '150' },
  { line: 4, field: 'completionDate', reason: 'futureCompletion', value: '2099-01-01' },
];
const previewing = (preview: ReturnType<typeof previewOf>): RecordImportView => ({
  ...base,
  step: 'preview',
  fileName: 'a.csv',
  preview,
  problems: preview.firstProblems,
});
/** The problems table's rows, without its header (jsdom has no CSS: a row's folded cells are there twice, which the cells' count does not see). */
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Rows that cannot be imported' }))
    .getAllByRole('row')
    .slice(1);

describe('RecordImportPanel', () => {
  it('previews the counts (invalid counts rows, not cells) and imports on confirm', async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(<RecordImportPanel view={previewing(previewOf(problems, { total: 5, toAdd: 1, present: 2 }))} {...on} />);
    const counts = screen
      .getAllByRole('definition')
      .slice(0, 3)
      .map((item) => item.textContent);
    expect(counts).toEqual(['1', '2', '2']);
    await user.click(screen.getByRole('button', { name: 'Import 1 record' }));
    expect(on.onConfirm).toHaveBeenCalledTimes(1);
  });

  it("isolates the file's name: a right-to-left override (U+202E) in it orders only the name, while checking and in the preview", () => {
    const fileName = 'roster\u202Evsc.csv';
    const preview = previewOf(problems, { total: 5, toAdd: 1, present: 2 });
    const { rerender } = renderWithApp(<RecordImportPanel view={{ ...base, step: 'checking', fileName }} {...handlers()} />);
    expect(screen.getByRole('status').querySelector('p')?.textContent).toBe('Checking \u2068roster\u202Evsc.csv\u2069…');
    rerender(<RecordImportPanel view={{ ...previewing(preview), fileName }} {...handlers()} />);
    expect(screen.getByText(/Nothing is written until you import\.$/).textContent).toBe(
      '\u2068roster\u202Evsc.csv\u2069: 5 rows. Nothing is written until you import.',
    );
  });

  it('lists a page of problems with their reason, asks for one reason, and downloads them all', async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(<RecordImportPanel view={previewing(previewOf(problems, { total: 5, toAdd: 0, present: 0 }))} {...on} />);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
    expect(screen.getByText('Problems 1–3 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show problems'), 'invalidScore');
    expect(on.onProblems).toHaveBeenCalledWith('invalidScore', 1);
    await user.click(screen.getByRole('button', { name: 'Download problems' }));
    expect(on.onDownloadProblems).toHaveBeenCalledTimes(1);
  });

  it('pages through many problems a hundred at a time', async () => {
    const user = userEvent.setup();
    const on = handlers();
    const hundred = Array.from({ length: 100 }, (_, index): ImportProblem => ({ line: index + 2, field: 'score', reason: 'invalidScore', value: 'x' }));
    const preview = {
      ...previewOf(hundred, { total: 1_000_000, toAdd: 0, present: 0 }),
      firstProblems: { reason: null, page: 1, total: 1_000_000, problems: hundred },
    };
    renderWithApp(<RecordImportPanel view={previewing(preview)} {...on} />);
    expect(bodyRows()).toHaveLength(100);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('status')).toHaveTextContent('Page 1 of 10,000');
    expect(within(pager).getByRole('status')).toHaveTextContent('Showing 1–100 of 1,000,000');
    // Marked, not disabled: a button that becomes disabled drops the focus of whoever pressed it.
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(on.onProblems).toHaveBeenCalledWith(null, 2);
    await user.click(screen.getByRole('button', { name: 'Page 10,000' }));
    expect(on.onProblems).toHaveBeenLastCalledWith(null, 10_000);
  });

  it('keeps the focus on Next when paging reaches the last page, and while the page is on its way', async () => {
    const user = userEvent.setup();
    const on = handlers();
    const page = (number: 1 | 2) => ({
      reason: 'invalidScore' as const,
      page: number,
      total: 150,
      problems: Array.from({ length: number === 1 ? 100 : 50 }, (_, index): ImportProblem => ({
        line: (number - 1) * 100 + index + 2,
        field: 'score',
        reason: 'invalidScore',
        value: 'x',
      })),
    });
    const preview = { ...previewOf(page(1).problems, { total: 150, toAdd: 0, present: 0 }), firstProblems: page(1) };
    const { rerender } = renderWithApp(<RecordImportPanel view={previewing(preview)} {...on} />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(on.onProblems).toHaveBeenLastCalledWith('invalidScore', 2);
    rerender(<RecordImportPanel view={{ ...previewing(preview), isPaging: true }} {...on} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    rerender(<RecordImportPanel view={{ ...previewing(preview), problems: page(2) }} {...on} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('status')).toHaveTextContent('Showing 101–150 of 150');
    await user.keyboard('{Enter}');
    expect(on.onProblems).toHaveBeenCalledOnce();
  });

  it('says how ambiguous dates were read and what settled it, how many two-digit years and spreadsheet numbers were read', () => {
    const preview = previewOf(
      problems,
      { total: 5, toAdd: 2, present: 0 },
      { order: 'dmy', because: 'cells', ambiguous: 3, example: { text: '10/01/2026', date: '2026-01-10' }, serial: 2, twoDigitYear: 1 },
    );
    renderWithApp(<RecordImportPanel view={previewing(preview)} {...handlers()} />);
    expect(
      screen.getByText('3 dates could be read two ways, such as 10/01/2026: read as January 10, 2026 (day/month/year), as other dates in the file show.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 date has a two-digit year: 00–29 are read as 2000–2029, 30–99 as 1930–1999, as spreadsheets do.')).toBeInTheDocument();
    expect(screen.getByText('2 spreadsheet date numbers were read as dates.')).toBeInTheDocument();
  });

  it("asks for the order of a file's dates with its own dates, both readings spelled out, before anything else", async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(<RecordImportPanel view={{ ...base, step: 'choosingOrder', fileName: 'a.csv', orderExamples: ['01/10/2026', '03/04/2026'] }} {...on} />);
    expect(screen.getByRole('group', { name: 'In which order does this file write its dates?' })).toBeInTheDocument();
    expect(screen.getByText(/^Dates such as/).textContent).toBe(
      'Dates such as \u206801/10/2026\u2069 or \u206803/04/2026\u2069 read day first as well as month first, and no date in the file tells which. Choose, and the file is checked again. Nothing is written yet.',
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Day first: \u206801/10/2026\u2069 is October 1, 2026' }));
    expect(on.onDateOrder).toHaveBeenCalledWith('dmy');
    await user.click(screen.getByRole('button', { name: 'Month first: \u206801/10/2026\u2069 is January 10, 2026' }));
    expect(on.onDateOrder).toHaveBeenLastCalledWith('mdy');
  });

  it('sums up added, already present and not imported, and still offers the problems file', async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(<RecordImportPanel view={{ ...base, step: 'done', added: 11, present: 1, notImported: 7, refused: [] }} {...on} />);
    expect(screen.getByRole('status')).toHaveTextContent('11 records added, 1 already present, 7 not imported.');
    await user.click(screen.getByRole('button', { name: 'Download problems' }));
    expect(on.onDownloadProblems).toHaveBeenCalledTimes(1);
  });

  it('words what a file needs from the import rules: the completed column is required, but a scheduled date will do in a row; dotted dates are day first, slashed ones as the file shows', () => {
    renderWithApp(<RecordImportPanel view={base} {...handlers()} />);
    const hints = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(hints).toEqual([
      'Required columns: Employee code, Training code, and Completed.',
      'Optional columns: Scheduled, Expires, and Score.',
      'Each row needs a date in Scheduled or Completed.',
      "Dates as 2026-01-10, as a spreadsheet's date number, or with day, month and year: with dots the day comes first (10.01.2026 is January 10, 2026); with slashes the file's other dates show the order, and where none does, you are asked.",
    ]);
  });

  it('names the columns a file lacks, and offers the template', async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(
      <RecordImportPanel view={{ ...base, step: 'unreadable', fileName: 'people.csv', fileProblem: { missing: ['employeeCode', 'trainingCode'] } }} {...on} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This file has no Employee code and Training code column.');
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(on.onDownloadTemplate).toHaveBeenCalledTimes(1);
  });

  it('a failed batch says how far it got and offers Try again', async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(<RecordImportPanel view={{ ...base, step: 'failed', sent: 1000, toSend: 2500, added: 998, error: 'Something went wrong' }} {...on} />);
    expect(screen.getByRole('status').textContent).toBe('1,000 of 2,500 rows sent');
    expect(screen.getByRole('alert')).toHaveTextContent('Importing stopped after 998 records.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.onRetry).toHaveBeenCalledTimes(1);
  });
});
