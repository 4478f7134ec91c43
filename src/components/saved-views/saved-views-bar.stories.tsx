import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../stories/story-text';
import { SavedViewsBar, type SavedViewOption } from './saved-views-bar';

const views: SavedViewOption[] = [
  { id: 'view-1', name: 'Operations, expiring', shared: false, ownerName: 'Maria Santos', canDelete: true },
  { id: 'view-2', name: 'Expired this quarter', shared: true, ownerName: 'Alex Morgan', canDelete: false },
];

const meta = {
  title: 'Lists/SavedViewsBar',
  component: SavedViewsBar,
  args: { views, currentId: null, onApply: fn(), onSave: fn(), onDelete: fn() },
} satisfies Meta<typeof SavedViewsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's own view and one an admin shared (named with who shared it); choosing one shows it. */
export const WithViews: Story = {
  play: async (context) => {
    const bar = within(context.canvasElement);
    await userEvent.selectOptions(bar.getByLabelText(storyText(context, 'views.label')), 'view-2');
    await expect(context.args.onApply).toHaveBeenCalledWith('view-2');
    await expect(
      bar.getByRole('option', { name: storyText(context, 'views.sharedBy', { name: 'Expired this quarter', owner: 'Alex Morgan' }) }),
    ).toBeInTheDocument();
  },
};

/** The list shows one of the user's views: it can be deleted. */
export const ShowingOwnView: Story = {
  args: { currentId: 'view-1' },
  play: async (context) => {
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: storyText(context, 'views.deleteNamed', { name: 'Operations, expiring' }) }),
    );
    await expect(context.args.onDelete).toHaveBeenCalledWith('view-1');
  },
};

/** A shared view someone else made: it can be used, not deleted. */
export const ShowingSharedView: Story = {
  args: { currentId: 'view-2' },
  play: async (context) => {
    await expect(within(context.canvasElement).queryByRole('button', { name: new RegExp(storyText(context, 'views.delete')) })).toBeNull();
  },
};

/** Nothing saved yet: only 'Save view'. */
export const NoneYet: Story = {
  args: { views: [] },
  play: async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: storyText(context, 'views.saveView') }));
    await expect(context.args.onSave).toHaveBeenCalled();
  },
};
