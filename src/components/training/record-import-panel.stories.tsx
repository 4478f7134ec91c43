import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ImportProblem } from '../../domain/record-import';
import { RecordImportPanel, type RecordImportView } from './record-import-panel';

const problems: ImportProblem[] = [
  { line: 4, field: 'employeeCode', reason: 'unknownEmployee', value: 'EMP-99999' },
  { line: 7, field: 'completionDate', reason: 'futureCompletion', value: '2027-01-01' },
  { line: 9, field: 'score', reason: 'invalidScore', value: '150' },
  { line: 9, field: 'expiryDate', reason: 'expiryBeforeCompletion', value: '2025-01-01' },
  { line: 12, field: 'completionDate', reason: 'invalidDate', value: '31/12/2025' },
];
const base: RecordImportView = { step: 'choosing', fileName: null, preview: null, fileProblem: null, sent: 0, toSend: 0, added: 0, present: 0, refused: [], error: null };
const preview = { total: 240, toAdd: 212, present: 24, problems };

const meta = {
  title: 'Training/RecordImportPanel',
  component: RecordImportPanel,
  args: { view: base, onFile: fn(), onConfirm: fn(), onRetry: fn(), onReset: fn(), onClose: fn(), onDownloadTemplate: fn() },
} satisfies Meta<typeof RecordImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose or drop a file; 'Download template'. */
export const Choose: Story = {};
export const MissingColumns: Story = { args: { view: { ...base, step: 'unreadable', fileName: 'people.csv', fileProblem: { missing: ['employeeCode', 'trainingCode'] } } } };
export const Checking: Story = { args: { view: { ...base, step: 'checking', fileName: 'course-history.csv' } } };
/** Counts and the problems of each invalid row, nothing written yet. */
export const PreviewWithErrors: Story = { args: { view: { ...base, step: 'preview', fileName: 'course-history.csv', preview } } };
export const NothingToAdd: Story = { args: { view: { ...base, step: 'preview', fileName: 'course-history.csv', preview: { total: 24, toAdd: 0, present: 24, problems: [] } } } };
export const Importing: Story = { args: { view: { ...base, step: 'importing', fileName: 'course-history.csv', preview, sent: 100, toSend: 212 } } };
export const BatchFailed: Story = {
  args: { view: { ...base, step: 'failed', fileName: 'course-history.csv', preview, sent: 100, toSend: 212, added: 100, error: 'Something went wrong' } },
};
export const Summary: Story = {
  args: { view: { ...base, step: 'done', fileName: 'course-history.csv', preview, sent: 212, toSend: 212, added: 211, present: 24, refused: [{ line: 30, field: 'employeeCode', reason: 'outsideNode', value: 'EMP-00042' }] } },
};
