// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROBLEMS_SHOWN, RecordImportPanel, type RecordImportView } from '../../src/components/training/record-import-panel';
import type { ImportProblem } from '../../src/domain/record-import';
import { renderWithApp } from '../render';

const base: RecordImportView = { step: 'choosing', fileName: null, preview: null, fileProblem: null, sent: 0, toSend: 0, added: 0, present: 0, refused: [], error: null };
const handlers = () => ({ onFile: vi.fn(), onConfirm: vi.fn(), onRetry: vi.fn(), onReset: vi.fn(), onClose: vi.fn(), onDownloadTemplate: vi.fn() });
const problems: ImportProblem[] = [
  { line: 3, field: 'employeeCode', reason: 'unknownEmployee', value: 'EMP-9' },
  { line: 4, field: 'score', reason: 'invalidScore', value: '150' },
  { line: 4, field: 'completionDate', reason: 'futureCompletion', value: '2099-01-01' },
];

describe('RecordImportPanel (issue 18)', () => {
  it('previews the counts (invalid counts rows, not cells) and imports on confirm', async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(<RecordImportPanel view={{ ...base, step: 'preview', fileName: 'a.csv', preview: { total: 5, toAdd: 1, present: 2, problems } }} {...on} />);
    const counts = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(counts).toEqual(['1', '2', '2']);
    await user.click(screen.getByRole('button', { name: 'Import 1 record' }));
    expect(on.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('lists the problems with their reason and filters them by reason', async () => {
    const user = userEvent.setup();
    renderWithApp(<RecordImportPanel view={{ ...base, step: 'preview', fileName: 'a.csv', preview: { total: 5, toAdd: 0, present: 0, problems } }} {...handlers()} />);
    const table = screen.getByRole('table', { name: 'Rows that cannot be imported' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Show problems'), 'invalidScore');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('cell', { name: 'Not a whole number from 0 to 100.' })).toBeInTheDocument();
  });

  it(`shows the first ${PROBLEMS_SHOWN} problems of many and says so`, () => {
    const many = Array.from({ length: PROBLEMS_SHOWN + 50 }, (_, index): ImportProblem => ({ line: index + 2, field: 'score', reason: 'invalidScore', value: 'x' }));
    renderWithApp(<RecordImportPanel view={{ ...base, step: 'preview', fileName: 'a.csv', preview: { total: many.length, toAdd: 0, present: 0, problems: many } }} {...handlers()} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(PROBLEMS_SHOWN + 1);
    expect(screen.getByText(`Showing the first ${PROBLEMS_SHOWN} of ${PROBLEMS_SHOWN + 50}.`)).toBeInTheDocument();
  });

  it('names the columns a file lacks, and offers the template', async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(<RecordImportPanel view={{ ...base, step: 'unreadable', fileName: 'people.csv', fileProblem: { missing: ['employeeCode', 'trainingCode'] } }} {...on} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This file has no Employee code and Training code column.');
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(on.onDownloadTemplate).toHaveBeenCalledTimes(1);
  });

  it('a failed batch says how far it got and offers Try again', async () => {
    const user = userEvent.setup();
    const on = handlers();
    renderWithApp(<RecordImportPanel view={{ ...base, step: 'failed', sent: 1000, toSend: 2500, added: 998, error: 'Something went wrong' }} {...on} />);
    expect(screen.getByRole('status')).toHaveTextContent('1,000 of 2,500 rows sent');
    expect(screen.getByRole('alert')).toHaveTextContent('Importing stopped after 998 records.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(on.onRetry).toHaveBeenCalledTimes(1);
  });
});
