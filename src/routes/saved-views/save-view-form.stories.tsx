import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../components/stories/story-text';
import { SaveViewForm } from './save-view-form';

const meta = {
  title: 'Lists/SaveViewForm',
  component: SaveViewForm,
  args: { canShare: false, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof SaveViewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager names the view; it is theirs alone. */
export const Named: Story = {
  play: async (context) => {
    const form = within(context.canvasElement);
    await userEvent.type(form.getByLabelText(new RegExp(storyText(context, 'views.name'))), 'Operations, expiring');
    await userEvent.click(form.getByRole('button', { name: storyText(context, 'views.save') }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ name: 'Operations, expiring', shared: false }, expect.anything());
    await expect(form.queryByLabelText(storyText(context, 'views.shared'))).toBeNull();
  },
};

/** An admin may share it with everyone. */
export const AdminShares: Story = {
  args: { canShare: true, defaultName: 'Expired this quarter' },
  play: async (context) => {
    const form = within(context.canvasElement);
    await userEvent.click(form.getByLabelText(storyText(context, 'views.shared')));
    await userEvent.click(form.getByRole('button', { name: storyText(context, 'views.save') }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ name: 'Expired this quarter', shared: true }, expect.anything());
  },
};

/** No name: the field says so, and nothing is sent. */
export const NameMissing: Story = {
  play: async (context) => {
    const form = within(context.canvasElement);
    await userEvent.click(form.getByRole('button', { name: storyText(context, 'views.save') }));
    await expect(await form.findByText(storyText(context, 'views.nameRequired'))).toBeVisible();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused it: its reason under the form, the name kept. */
export const Refused: Story = { args: { defaultName: 'Mine', submitError: 'Permission Denied' } };
