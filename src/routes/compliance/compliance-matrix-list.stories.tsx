import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { complianceMatrix } from '../../../mocks/compliance-matrix';
import { seedCompliance } from '../../../mocks/fixtures/requirements';
import { readMatrixQuery, type MatrixQuery } from '../../domain/compliance-matrix';
import { STORY_TODAY, storyData, storyListControls } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';
import { ComplianceMatrixList } from './compliance-matrix-list';

const compliance = seedCompliance(storyData, STORY_TODAY);
const query = readMatrixQuery(new URLSearchParams(), STORY_TODAY);
const matrixOf = (overrides: Partial<MatrixQuery> = {}) => complianceMatrix(storyData, compliance, { ...query, ...overrides }, STORY_TODAY);
const argsOf = (matrix: ReturnType<typeof matrixOf>) => ({
  ...storyListControls(matrix.totalCount, { pageSize: matrix.pageSize }),
  columns: matrix.columns,
  rows: matrix.rows,
  summary: { share: matrix.share, gaps: matrix.counts.missing + matrix.counts.expired },
  asOf: matrix.asOf,
});

const meta = {
  title: 'Compliance/ComplianceMatrixList',
  component: ComplianceMatrixList,
  args: {
    ...argsOf(matrixOf()),
    departmentOptions: storyData.departments.map(({ id, name }) => ({ id, name })),
    employeeLink: (id: string) => ({ href: `/employees/${id}` }),
  },
} satisfies Meta<typeof ComplianceMatrixList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's requirements on the story day: valid, expiring, expired, missing, due and exempt cells. */
export const Loaded: Story = {};

/** Before the first page: the table's loader, no figure yet. */
export const Loading: Story = { args: { ...storyListControls(null, { isLoading: true }), columns: [], rows: [], summary: null } };

/** A day before any requirement was in force: nothing counts, and it says so. */
export const NothingRequired: Story = {
  args: { ...argsOf(matrixOf({ asOf: '2000-01-01' })), filters: { asOf: '2000-01-01' } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(storyText(context, 'compliance.none'))).toBeVisible();
  },
};

/** Filtered to nothing: a search no employee matches. */
export const FilteredToNothing: Story = { args: { ...argsOf(matrixOf({ search: 'zzz' })), search: 'zzz' } };

/** Only the rows with an exemption: each shows an exempt cell, in words beside the symbol. */
export const Exempt: Story = {
  args: { ...argsOf(matrixOf({ status: 'exempt' })), filters: { status: 'exempt' } },
  play: async (context) => {
    const cells = context.canvasElement.querySelectorAll('[data-compliance="exempt"]');
    await expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) await expect(cell).toHaveTextContent(storyText(context, 'status.exempt'));
  },
};

/** The server failed: its message, with Try again. */
export const Failed: Story = { args: { ...storyListControls(null, { error: 'Something went wrong' }), columns: [], rows: [], summary: null } };
