import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isolate } from '../domain/bidi';
import type { MessageId } from '../i18n/messages';
import { storyText } from './stories/story-text';
import { closeToasts, toast } from './toast';
import type { ToastVariant } from './toaster';

interface ToastStoryProps {
  /** The toast's text, by message id; `{name}` and `{record}` are filled with a person's name. */
  message: MessageId;
  variant: ToastVariant;
  /** A reason under the text, by message id (why a call failed). */
  detail?: MessageId;
  /** Gives the toast Undo and Close: it then stays until one is pressed. */
  onUndo?: () => void;
}

const NAME = 'Alex Morgan';
/** The story's toasts, closed when it is left so the next story starts without them. */
const STORY_GROUP = 'story';

/** Shows one toast as the app does, through `toast` (bottom-right, over the page); closes it when the story is left. */
function ToastStory({ message, variant, detail, onUndo }: ToastStoryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  useEffect(() => {
    void toast(t({ id: message }, { name: isolate(NAME), record: isolate(NAME) }), variant, {
      group: STORY_GROUP,
      detail: detail && t({ id: detail }),
      action: onUndo && { label: t({ id: 'changes.undo' }), onPress: onUndo, closeLabel: t({ id: 'common.close' }) },
    });
    return () => closeToasts(STORY_GROUP);
  }, [t, message, variant, detail, onUndo]);
  return <p>{t({ id: 'app.name' })}</p>;
}

const meta = {
  title: 'UI/Toast',
  component: ToastStory,
  args: { message: 'employee.saved', variant: 'success' },
  argTypes: {
    message: { control: false },
    detail: { control: false },
    variant: { control: 'select', options: ['default', 'success', 'error', 'warning', 'info'] },
  },
} satisfies Meta<typeof ToastStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A save told (§9: 10 s, bottom-right). */
export const Saved: Story = {};

/** A save with Undo and Close (§20): it stays until one is pressed; Undo closes it and takes the save back. */
export const SavedWithUndo: Story = {
  args: { onUndo: fn() },
  play: async (context) => {
    const screen = within(context.canvasElement.ownerDocument.body);
    await expect(await screen.findByText(storyText(context, 'employee.saved', { name: isolate(NAME) }))).toBeVisible();
    await expect(screen.getByRole('button', { name: storyText(context, 'common.close') })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: storyText(context, 'changes.undo') }));
    await expect(context.args.onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('button', { name: storyText(context, 'changes.undo') })).toBeNull());
  },
};

/** Undo met a newer change: nothing is overwritten, and the toast names the record. */
export const UndoRefused: Story = { args: { message: 'changes.undoConflict', variant: 'error' } };

/** §8's fault with why the call got no answer under it. */
export const FaultWithReason: Story = {
  args: { message: 'error.somethingWentWrong', variant: 'error', detail: 'error.offline' },
  play: async (context) => {
    const screen = within(context.canvasElement.ownerDocument.body);
    await expect(await screen.findByText(storyText(context, 'error.offline'))).toBeVisible();
  },
};
