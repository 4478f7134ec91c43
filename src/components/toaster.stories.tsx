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
  /** The toast's text, by message id; `{name}` and `{record}` are filled with `person`. */
  message: MessageId;
  variant: ToastVariant;
  /** Whom the text names. */
  person: string;
  /** A reason under the text, by message id (why a call failed). */
  detail?: MessageId;
  /** Gives the toast Undo and Close: it then stays until one is pressed. */
  onUndo?: () => void;
}

/** The stories' toasts, closed when a story is left: the toaster is the page's, and outlives a story. */
const STORY_GROUP = 'story';

/** Shows one toast as the app does, through `toast` (bottom-right, over the page); closes it when the story is left. */
function ToastStory({ message, variant, person, detail, onUndo }: ToastStoryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  useEffect(() => {
    let shown = true;
    // The toast appears a moment after the call (the toaster loads on first use): one that
    // arrives after the story was left is closed then.
    void toast(t({ id: message }, { name: isolate(person), record: isolate(person) }), variant, {
      group: STORY_GROUP,
      detail: detail && t({ id: detail }),
      action: onUndo && { label: t({ id: 'changes.undo' }), onPress: onUndo, closeLabel: t({ id: 'common.close' }) },
    }).then(() => shown || closeToasts(STORY_GROUP));
    return () => {
      shown = false;
      closeToasts(STORY_GROUP);
    };
  }, [t, message, variant, person, detail, onUndo]);
  return <p>{t({ id: 'app.name' })}</p>;
}

/** The page's toasts (they are drawn outside the story's canvas). */
const toasts = (context: { canvasElement: HTMLElement }) => within(context.canvasElement.ownerDocument.body);

/** Finds the story's toast by its text; at the end, closes it and waits until it has left, so the next story starts without it. */
async function seeToast(context: { canvasElement: HTMLElement }, text: string, check: () => Promise<void> = async () => {}) {
  await expect(await toasts(context).findByText(text)).toBeVisible();
  await check();
  closeToasts(STORY_GROUP);
  await waitFor(() => expect(toasts(context).queryByText(text)).toBeNull());
}

const meta = {
  title: 'UI/Toast',
  component: ToastStory,
  args: { message: 'employee.saved', variant: 'success', person: 'Alex Morgan' },
  // No controls: the toaster is the page's, not the story's, so a toast drawn for a control (as the
  // controls sweep draws each) stays on the page over the stories after it. Each state is a story.
  argTypes: {
    message: { control: false },
    variant: { control: false },
    person: { control: false },
    detail: { control: false },
  },
} satisfies Meta<typeof ToastStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A save told (§9: 10 s, bottom-right). */
export const Saved: Story = {
  play: (context) => seeToast(context, storyText(context, 'employee.saved', { name: isolate(context.args.person) })),
};

/** A save with Undo and Close (§20): it stays until one is pressed; Undo closes it and takes the save back. */
export const SavedWithUndo: Story = {
  args: { onUndo: fn(), person: 'Priya Raman' },
  play: async (context) => {
    const undo = storyText(context, 'changes.undo');
    await seeToast(context, storyText(context, 'employee.saved', { name: isolate(context.args.person) }), async () => {
      await expect(toasts(context).getByRole('button', { name: storyText(context, 'common.close') })).toBeVisible();
      await userEvent.click(toasts(context).getByRole('button', { name: undo }));
      await expect(context.args.onUndo).toHaveBeenCalledOnce();
      await waitFor(() => expect(toasts(context).queryByRole('button', { name: undo })).toBeNull());
    });
  },
};

/** Undo met a newer change: nothing is overwritten, and the toast names the record. */
export const UndoRefused: Story = {
  args: { message: 'changes.undoConflict', variant: 'error', person: 'Jordan Lee' },
  play: (context) => seeToast(context, storyText(context, 'changes.undoConflict', { record: isolate(context.args.person) })),
};

/** §8's fault with why the call got no answer under it. */
export const FaultWithReason: Story = {
  args: { message: 'error.somethingWentWrong', variant: 'error', detail: 'error.offline' },
  play: (context) => seeToast(context, storyText(context, 'error.offline')),
};
