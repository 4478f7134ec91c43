import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lapsesOn } from '../../../mocks/compliance-matrix';
import { seedCompliance } from '../../../mocks/fixtures/requirements';
import { lapseForecast } from '../../domain/compliance-forecast';
import { STORY_TODAY, storyData } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';
import { LapseForecastPanel } from './lapse-forecast';

const forecast = lapseForecast(lapsesOn(storyData, seedCompliance(storyData, STORY_TODAY), STORY_TODAY), STORY_TODAY);

const meta = {
  title: 'Compliance/LapseForecast',
  component: LapseForecastPanel,
  args: { forecast, grouping: 'department', onGroupingChange: fn(), onOpen: fn(), onRetry: fn() },
} satisfies Meta<typeof LapseForecastPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's next 12 months as bars, each count written over its bar. */
export const Chart: Story = {};

/** The same figures as a table by department; a count opens its people. */
export const TableByDepartment: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'compliance.showTable') }));
    const table = canvas.getByRole('table', { name: storyText(context, 'forecast.title') });
    const line = forecast.byDepartment[0]!;
    // The line's total, the last count of its row, opens the line's people of every month.
    const row = within(table).getByRole('rowheader', { name: line.name }).closest('tr')!;
    const buttons = within(row).getAllByRole('button');
    const total = line.counts.reduce((sum, count) => sum + count, 0);
    await expect(buttons.at(-1)).toHaveTextContent(new Intl.NumberFormat(document.documentElement.lang || 'en').format(total));
    await userEvent.click(buttons.at(-1)!);
    await expect(context.args.onOpen).toHaveBeenCalledWith(null, line.id);
  },
};

/** A line per training instead. */
export const TableByTraining: Story = {
  args: { grouping: 'training' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'compliance.showTable') }));
    await expect(canvas.getByRole('rowheader', { name: forecast.byTraining[0]!.name })).toBeVisible();
  },
};

/** Nothing lapses within the year: it says so, and there is no table to show. */
export const NothingLapses: Story = {
  args: { forecast: lapseForecast([], STORY_TODAY) },
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(storyText(context, 'forecast.empty'))).toBeVisible();
  },
};

export const Loading: Story = { args: { forecast: null, isLoading: true } };
export const Error: Story = { args: { forecast: null, error: 'Something went wrong' } };
