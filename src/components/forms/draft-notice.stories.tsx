import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DARK, RTL, withHtmlAttributes } from '../stories/with-html-attributes';
import { DraftNotice } from './draft-notice';

const meta = {
  title: 'Forms/DraftNotice',
  component: DraftNotice,
  args: { restored: { savedAt: Date.UTC(2026, 10, 27, 14, 32) }, onDiscard: fn() },
} satisfies Meta<typeof DraftNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft put back after the session ended or the page reloaded, with the way back to what was saved. */
export const Restored: Story = {};
export const RestoredDark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RestoredRightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };

/** A draft put back on a record someone else changed since it began: saving shows both versions. */
export const ChangedSince: Story = { args: { restored: { savedAt: Date.UTC(2026, 10, 27, 14, 32), changedSince: true } } };
