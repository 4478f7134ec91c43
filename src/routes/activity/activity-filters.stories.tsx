import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ActivityQuery } from '../../domain/change';
import { storyText } from '../../components/stories/story-text';
import { ActivityFilters } from './activity-filters';

const unfiltered: ActivityQuery = { kind: null, actorId: null, from: null, to: null, batchId: null, employeeId: null, record: null, action: null, page: 3 };

const meta = {
  title: 'History/ActivityFilters',
  component: ActivityFilters,
  args: {
    query: unfiltered,
    people: [
      { id: 1, name: 'Alex Morgan' },
      { id: 2, name: 'Priya Raman' },
      { id: 3, name: 'Jordan Lee' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof ActivityFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: every change of the reader's scope. A filter chosen goes back to the first page. */
export const Unfiltered: Story = {
  play: async (context) => {
    const filters = within(context.canvasElement);
    await expect(filters.queryByRole('button', { name: storyText(context, 'filters.clear') })).toBeNull();
    await userEvent.selectOptions(filters.getByLabelText(storyText(context, 'changes.filter.kind')), storyText(context, 'changes.kind.record'));
    await expect(context.args.onChange).toHaveBeenCalledWith({ ...unfiltered, kind: 'record', page: 1 });
    await userEvent.selectOptions(filters.getByLabelText(storyText(context, 'changes.filter.person')), 'Priya Raman');
    await expect(context.args.onChange).toHaveBeenLastCalledWith({ ...unfiltered, actorId: 2, page: 1 });
  },
};

/** The removals (what an admin may restore) by one person over a range of days, with 'Clear filters'. */
export const Removals: Story = {
  args: { query: { ...unfiltered, kind: 'exemption', action: 'removed', actorId: 1, from: '2026-11-01', to: '2026-11-30' } },
  play: async (context) => {
    const filters = within(context.canvasElement);
    await expect(filters.getByLabelText(storyText(context, 'changes.filter.action'))).toHaveDisplayValue(storyText(context, 'changes.actionName.removed'));
    await userEvent.click(filters.getByRole('button', { name: storyText(context, 'filters.clear') }));
    await expect(context.args.onChange).toHaveBeenCalledWith({ ...unfiltered, page: 1 });
  },
};

/** Narrowed to one import from its records' links: nothing else chosen, yet 'Clear filters' leads back to the whole log. */
export const OneImport: Story = { args: { query: { ...unfiltered, batchId: 'import-1-9f2c' } } };

/** No one's changes are visible yet: the person filter offers only Everyone. */
export const NoPeople: Story = { args: { people: [] } };
