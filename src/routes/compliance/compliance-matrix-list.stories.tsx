import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { complianceMatrix } from '../../../mocks/compliance-matrix';
import { seedCompliance } from '../../../mocks/fixtures/requirements';
import { readMatrixQuery, STATUS_URGENCY, type MatrixColumn, type MatrixQuery, type MatrixRow } from '../../domain/compliance-matrix';
import { noStatusCounts } from '../../domain/compliance';
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
    filterOptions: {
      departments: storyData.departments.map(({ id, name }) => ({ id, name })),
      designations: storyData.designations.map(({ id, name }) => ({ id, name })),
      workCenters: storyData.workCenters.map(({ id, name }) => ({ id, name })),
    },
    employeeLink: (id: string) => ({ href: `/employees/${id}` }),
  },
  // The saved views are the page's (they call the server): a list's stories show it without them.
  argTypes: { views: { control: false } },
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

/** Arrow keys move between cells, End to the row's last (a column drawn once scrolled to), Enter opens the employee. */
export const Keyboard: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const grid = canvas.getByRole('grid');
    const [firstRow] = within(grid).getAllByRole('row').slice(1);
    within(firstRow!).getByRole('link').focus();
    // Onward is to the left in a right-to-left page.
    const onward = getComputedStyle(grid).direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(onward + onward);
    await expect(document.activeElement?.getAttribute('aria-colindex')).toBe('3');
    await userEvent.keyboard('{End}');
    await expect(document.activeElement?.getAttribute('aria-colindex')).toBe(grid.getAttribute('aria-colcount'));
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(document.activeElement?.closest('[role=row]')?.getAttribute('aria-rowindex')).toBe('1');
  },
};

const LARGE_COLUMNS: MatrixColumn[] = Array.from({ length: 60 }, (_, index) => ({
  trainingId: `trn-${index + 1}`,
  code: `LG-${String(index + 100).padStart(3, '0')}`,
  title: `Required training ${index + 1}`,
  counts: noStatusCounts(),
}));
const LARGE_ROWS: MatrixRow[] = Array.from({ length: 100 }, (_, row) => {
  const statuses = LARGE_COLUMNS.map((_, column) =>
    (row * 7 + column * 3) % 9 < STATUS_URGENCY.length ? STATUS_URGENCY[(row + column) % STATUS_URGENCY.length]! : null,
  );
  return {
    employeeId: `emp-${row + 1}`,
    code: `EMP-${String(row + 1).padStart(5, '0')}`,
    name: `Employee ${row + 1}`,
    department: 'Operations',
    statuses,
    gaps: statuses.filter((status) => status === 'missing' || status === 'expired').length,
  };
});

/** The `large` data's shape: 60 required trainings, 100 employees a page of 10,000. Only the rows and columns in view are drawn; the grid states its full size. */
export const Large: Story = {
  args: {
    ...storyListControls(10_000, { pageSize: 100 }),
    columns: LARGE_COLUMNS,
    rows: LARGE_ROWS,
    summary: { share: 0.62, gaps: 41_230 },
  },
  play: async (context) => {
    const grid = within(context.canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await expect(grid).toHaveAttribute('aria-colcount', '62');
    await expect(within(grid).getAllByRole('columnheader').length).toBeLessThan(20);
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(30);
  },
};
