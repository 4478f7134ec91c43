import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isolate } from '../../domain/bidi';
import { storyText } from '../../components/stories/story-text';
import { longStoryChanges, storyChanges, storyConflict } from '../../components/history/story-changes';
import { ActivityLog } from './activity-log';

const imported = storyChanges.filter((change) => change.batchId);

const meta = {
  title: 'History/ActivityLog',
  component: ActivityLog,
  args: {
    changes: storyChanges,
    totalCount: 86,
    pageNumber: 1,
    pageSize: 20,
    onPage: fn(),
    onRevert: fn(),
    onRetry: fn(),
    batchHref: (batchId: string) => `/activity?batch=${batchId}`,
  },
} satisfies Meta<typeof ActivityLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of change, newest first, a page of many; an imported record links to its import. */
export const AllChanges: Story = {
  play: async (context) => {
    const log = within(context.canvasElement);
    await expect(log.getByRole('link', { name: storyText(context, 'changes.batch', { label: isolate('course-history-2026.xlsx') }) })).toHaveAttribute(
      'href',
      '/activity?batch=import-1-9f2c',
    );
    await userEvent.click(log.getByRole('button', { name: storyText(context, 'pagination.next') }));
    await expect(context.args.onPage).toHaveBeenCalledWith(2);
  },
};

/** Narrowed to an import: 'Undo import of <file> (N records)'. */
export const ImportBatch: Story = {
  args: { changes: imported, totalCount: 212, batch: { label: 'course-history-2026.xlsx', count: 212 }, onUndoBatch: fn() },
  play: async (context) => {
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: storyText(context, 'import.undo', { file: isolate('course-history-2026.xlsx'), count: 212 }) }),
    );
    await expect(context.args.onUndoBatch).toHaveBeenCalled();
  },
};

/** The import's undo met records changed since: nothing undone, those listed. */
export const UndoneImportRefused: Story = {
  args: { changes: imported, totalCount: 212, batch: { label: 'course-history-2026.xlsx', count: 212 }, onUndoBatch: fn(), conflict: storyConflict },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('alert')).toHaveTextContent(storyText(context, 'changes.notReverted'));
  },
};

export const Long: Story = { args: { changes: longStoryChanges.slice(0, 20), totalCount: 40 } };
export const Nothing: Story = { args: { changes: [], totalCount: 0 } };
export const Loading: Story = { args: { changes: [], totalCount: 0, isLoading: true } };
