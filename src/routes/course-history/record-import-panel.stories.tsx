import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ImportProblem } from '../../domain/record-import';
import { isolate } from '../../domain/bidi';
import { storyText } from '../../components/stories/story-text';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { RecordImportPanel, type RecordImportView } from './record-import-panel';
import { previewOf } from './story-import';
import { storyConflict } from '../../components/history/story-changes';

const problems: ImportProblem[] = [
  { line: 4, field: 'employeeCode', reason: 'unknownEmployee', value: 'EMP-99999' },
  { line: 7, field: 'completionDate', reason: 'futureCompletion', value: '2027-01-01' },
  { line: 9, field: 'score', reason: 'invalidScore', value: '150' },
  { line: 9, field: 'expiryDate', reason: 'expiryBeforeCompletion', value: '2025-01-01' },
  { line: 12, field: 'completionDate', reason: 'invalidDate', value: '31/13/2025' },
];
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
const preview = previewOf(
  problems,
  { total: 240, toAdd: 212, present: 24 },
  { because: 'cells', ambiguous: 38, example: { text: '10/01/2026', date: '2026-10-01' }, serial: 12, twoDigitYear: 3 },
);
const previewing = { ...base, step: 'preview', fileName: 'course-history.csv', preview, problems: preview.firstProblems } as const;
const firstHundred = Array.from({ length: 100 }, (_, index): ImportProblem => ({
  line: index + 2,
  field: 'trainingCode',
  reason: 'unknownTraining',
  value: `NOPE-${index % 97}`,
}));
const large = {
  ...previewOf(firstHundred, { total: 1_000_000, toAdd: 0, present: 0 }),
  invalid: 1_000_000,
  reasons: [{ reason: 'unknownTraining' as const, count: 1_000_000 }],
  firstProblems: { reason: null, page: 1, total: 1_000_000, problems: firstHundred },
};

const meta = {
  title: 'Training/RecordImportPanel',
  component: RecordImportPanel,
  args: {
    view: base,
    onFile: fn(),
    onDateOrder: fn(),
    onProblems: fn(),
    onDownloadProblems: fn(),
    onConfirm: fn(),
    onRetry: fn(),
    onReset: fn(),
    onClose: fn(),
    onDownloadTemplate: fn(),
    onUndo: fn(),
  },
} satisfies Meta<typeof RecordImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose or drop a file; what it needs, worded from the rules; 'Download template'. */
export const Choose: Story = {
  play: async (context) => {
    const panel = within(context.canvasElement);
    await expect(panel.getByRole('button', { name: storyText(context, 'import.choose') })).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: storyText(context, 'import.template') }));
    await expect(context.args.onDownloadTemplate).toHaveBeenCalledOnce();
  },
};
export const MissingColumns: Story = {
  args: { view: { ...base, step: 'unreadable', fileName: 'people.csv', fileProblem: { missing: ['employeeCode', 'trainingCode'] } } },
};
export const Checking: Story = {
  args: { view: { ...base, step: 'checking', fileName: 'course-history.csv' } },
  play: async (context) => {
    // The file's name stands isolated in the label, so a right-to-left language cannot reorder it.
    await expect(within(context.canvasElement).getByRole('progressbar')).toHaveAccessibleName(expect.stringContaining('course-history.csv'));
  },
};
/** The file's dates read day first as well as month first and none tells: the user chooses, shown their own dates. */
export const ChooseDateOrder: Story = {
  args: { view: { ...base, step: 'choosingOrder', fileName: 'schulungen.csv', orderExamples: ['01/10/2026', '03/04/2026', '11/12/2025'] } },
  play: async (context) => {
    const question = within(context.canvasElement).getByRole('group', { name: storyText(context, 'import.dateOrder.title') });
    const [dayFirst, monthFirst] = within(question).getAllByRole('button').slice(0, 2);
    await expect(monthFirst).toBeVisible();
    await userEvent.click(dayFirst!);
    await expect(context.args.onDateOrder).toHaveBeenCalledWith('dmy');
  },
};
export const ChooseDateOrderRightToLeft: Story = { ...ChooseDateOrder, decorators: [withHtmlAttributes(RTL)] };
/** Counts, how the dates were read (day and month both 12 or less; spreadsheet numbers), the problems of each invalid row, nothing written yet. */
export const PreviewWithErrors: Story = {
  tags: ['visual'],
  args: { view: previewing },
  play: async (context) => {
    const panel = within(context.canvasElement);
    await expect(panel.getByRole('button', { name: storyText(context, 'import.confirm', { count: 212 }) })).toBeEnabled();
    await expect(panel.getByRole('button', { name: storyText(context, 'import.downloadProblems') })).toBeVisible();
  },
};
export const PreviewDark: Story = { args: { view: previewing }, decorators: [withHtmlAttributes(DARK)] };
export const PreviewRightToLeft: Story = { args: { view: previewing }, decorators: [withHtmlAttributes(RTL)] };
/** A million invalid rows: counts, the first page of a hundred, paging and the download. */
export const MillionProblems: Story = { args: { view: { ...base, step: 'preview', fileName: 'huge.csv', preview: large, problems: large.firstProblems } } };
export const NothingToAdd: Story = {
  args: { view: { ...base, step: 'preview', fileName: 'course-history.csv', preview: previewOf([], { total: 24, toAdd: 0, present: 24 }), problems: null } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: storyText(context, 'import.confirm', { count: 0 }) })).toBeDisabled();
  },
};
export const Importing: Story = {
  args: { view: { ...previewing, step: 'importing', sent: 100, toSend: 212 } },
  play: async (context) => {
    const panel = within(context.canvasElement);
    await expect(panel.getByRole('progressbar', { name: storyText(context, 'import.progressLabel') })).toHaveAttribute('value', '100');
    await expect(panel.getByText(storyText(context, 'import.progress', { sent: 100, total: 212 }))).toBeVisible();
  },
};
export const BatchFailed: Story = {
  args: { view: { ...previewing, step: 'failed', sent: 100, toSend: 212, added: 100, error: 'Something went wrong' } },
  play: async (context) => {
    const panel = within(context.canvasElement);
    await expect(panel.getByText(storyText(context, 'import.batchFailed', { added: 100 }))).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: storyText(context, 'common.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Summary: Story = {
  args: {
    view: {
      ...previewing,
      step: 'done',
      sent: 212,
      toSend: 212,
      added: 211,
      present: 24,
      notImported: 5,
      refused: [{ line: 30, field: 'employeeCode', reason: 'unknownEmployee', value: 'EMP-00042' }],
    },
  },
  play: async (context) => {
    const panel = within(context.canvasElement);
    await expect(panel.getByText(storyText(context, 'import.summary', { added: 211, present: 24, notImported: 5 }))).toBeVisible();
    // The problems file can still be had once the import is over.
    await expect(panel.getByRole('button', { name: storyText(context, 'import.downloadProblems') })).toBeVisible();
  },
};

const imported = { ...previewing, step: 'done', sent: 212, toSend: 212, added: 212, present: 24, notImported: 0 } as const;

/** Done: 'Undo import of <file> (N records)' takes the whole import back. */
export const SummaryWithUndo: Story = {
  args: { view: { ...imported, undoable: true } },
  play: async (context) => {
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: storyText(context, 'import.undo', { file: isolate('course-history.csv'), count: 212 }) }),
    );
    await expect(context.args.onUndo).toHaveBeenCalled();
  },
};

/** Undone: the summary says so, and there is nothing more to undo. */
export const Undone: Story = {
  args: { view: { ...imported, undone: true } },
  play: async (context) => {
    const panel = within(context.canvasElement);
    await expect(panel.getByText(storyText(context, 'import.undone', { file: isolate('course-history.csv'), count: 212 }))).toBeVisible();
    await expect(
      panel.queryByRole('button', { name: new RegExp(storyText(context, 'import.undo', { file: isolate('course-history.csv'), count: 212 })) }),
    ).toBeNull();
  },
};

/** Some of its records changed since: nothing was undone, and they are listed. */
export const UndoRefused: Story = {
  args: { view: { ...imported, undoable: true, undoConflicts: storyConflict.conflicts } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(storyConflict.conflicts[0]!.label);
  },
};
