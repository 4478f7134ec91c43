import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PartBoundary } from './part-boundary';
import { storyText } from '../stories/story-text';

/** A part whose render throws, as the chart did when its library rejected the browser's locale. */
function FailingPart(): never {
  throw new RangeError('invalid language tag: C');
}

const meta = {
  title: 'UI/PartBoundary',
  component: PartBoundary,
  args: { children: <p>The part draws here.</p> },
} satisfies Meta<typeof PartBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {};

/** The part's own message in its place; its neighbours (here, the paragraph after it) keep working. */
export const Failed: Story = {
  args: { children: <FailingPart /> },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16 }}>
        <Story />
        <p>The rest of the page.</p>
      </div>
    ),
  ],
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(context, 'data.partFailed'));
    await expect(canvas.getByRole('button', { name: storyText(context, 'common.retry') })).toBeVisible();
  },
};
