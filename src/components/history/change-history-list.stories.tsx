import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isolate } from '../../domain/bidi';
import { storyText } from '../stories/story-text';
import { DARK, RTL, withHtmlAttributes } from '../stories/with-html-attributes';
import { ChangeHistoryList } from './change-history-list';
import { longStoryChanges, storyChanges, storyConflict } from './story-changes';

const meta = {
  title: 'History/ChangeHistoryList',
  component: ChangeHistoryList,
  args: {
    changes: storyChanges,
    totalCount: storyChanges.length,
    onRevert: fn(),
    onRetry: fn(),
    onMore: fn(),
    showKind: true,
    activityHref: '/activity?employee=emp-3',
  },
} satisfies Meta<typeof ChangeHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An employee's history: an edit, a revert, an imported record, a lifted exemption, a requirement; Revert where the reader may. */
export const EmployeeHistory: Story = {
  play: async (context) => {
    const list = within(context.canvasElement);
    await expect(list.getByText(storyText(context, 'changes.action.updated', { name: isolate('Alex Morgan'), record: isolate('Mei Martin') }))).toBeVisible();
    await expect(list.getByText('Martín-López')).toBeVisible();
    const reverts = list.getAllByRole('button', { name: new RegExp(`^${storyText(context, 'changes.revert')}`) });
    // The lifted exemption and the requirement are an admin's to take back, which this reader is not.
    await expect(reverts).toHaveLength(3);
    await userEvent.click(reverts[0]!);
    await expect(context.args.onRevert).toHaveBeenCalledWith(storyChanges[0]);
  },
};

export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };

/** More changes than a page: 'Show older changes' with how many are shown. */
export const Long: Story = {
  args: { changes: longStoryChanges.slice(0, 20), totalCount: longStoryChanges.length, showKind: false },
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: storyText(context, 'changes.more', { shown: 20, total: 40 }) }));
    await expect(context.args.onMore).toHaveBeenCalled();
  },
};

/** A record nobody has changed since the log began. */
export const Empty: Story = {
  args: { changes: [], totalCount: 0 },
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(storyText(context, 'changes.empty'))).toBeVisible();
  },
};

/** A revert that met a newer change: nothing written, the newer change shown, announced. */
export const ConflictOnRevert: Story = {
  args: { conflict: storyConflict },
  play: async (context) => {
    const alert = within(context.canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(storyText(context, 'changes.notReverted'));
    await expect(alert).toHaveTextContent(storyText(context, 'changes.conflictIntro', { count: 1 }));
    await expect(within(alert).getByText('mei@example.com')).toBeVisible();
  },
};

/** A viewer reads the history; there is no Revert. */
export const ReadOnly: Story = {
  args: { onRevert: undefined, activityHref: undefined },
  play: async (context) => {
    await expect(within(context.canvasElement).queryByRole('button', { name: new RegExp(storyText(context, 'changes.revert')) })).toBeNull();
  },
};

/** A lifted exemption, for an admin: Restore brings it back. */
export const RemovedRecord: Story = {
  args: { changes: [{ ...storyChanges[3]!, canRevert: true }], totalCount: 1 },
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: new RegExp(`^${storyText(context, 'changes.restore')}`) }));
    await expect(context.args.onRevert).toHaveBeenCalledWith(expect.objectContaining({ id: storyChanges[3]!.id }));
  },
};

/** One revert on its way: the others wait. */
export const Reverting: Story = { args: { revertingId: storyChanges[0]!.id } };
export const Loading: Story = { args: { changes: [], totalCount: 0, isLoading: true } };
export const Failed: Story = { args: { changes: [], totalCount: 0, error: 'Something went wrong' } };
