// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataColumn, type SortState } from '../../src/components/training/data-table';
import { renderWithApp } from '../render';

interface Person {
  id: string;
  name: string;
  age: number;
}

const columns: DataColumn<Person>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, sortable: true, cell: (row) => row.name },
  { id: 'age', header: 'Age', sortable: true, align: 'end', cell: (row) => row.age },
  { id: 'note', header: 'Note', cell: () => '—' },
];
const people: Person[] = [
  { id: 'p1', name: 'Ana Garcia', age: 34 },
  { id: 'p2', name: 'Ben Okafor', age: 29 },
];

function setup(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  const onSortChange = vi.fn<(sort: SortState) => void>();
  const onRowAction = vi.fn<(key: string) => void>();
  const onRetry = vi.fn();
  renderWithApp(
    <DataTable
      label="People"
      columns={columns}
      rows={people}
      rowKey={(row) => row.id}
      sort={{ column: 'name', direction: 'ascending' }}
      onSortChange={onSortChange}
      onRowAction={onRowAction}
      onRetry={onRetry}
      emptyMessage="Nobody matches."
      {...props}
    />,
  );
  return { user: userEvent.setup(), onSortChange, onRowAction, onRetry };
}

describe('DataTable', () => {
  it('renders a grid with a row per item and marks the sorted column', () => {
    setup();
    const table = screen.getByRole('grid', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('rowheader', { name: 'Ana Garcia' })).toBeInTheDocument();
  });

  it('asks for the other direction or another column when a header is pressed', async () => {
    const { user, onSortChange } = setup();
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await user.click(screen.getByRole('columnheader', { name: 'Age' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'age', direction: 'ascending' });
  });

  it('sorts and opens rows from the keyboard', async () => {
    const { user, onSortChange, onRowAction } = setup();
    await user.tab();
    // Focus lands on the first row; up reaches the header row, Enter sorts.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onRowAction).toHaveBeenCalledWith('p2');
  });

  it('shows a loading row while the first page loads', () => {
    setup({ isLoading: true, rows: [] });
    const table = screen.getByRole('grid', { name: 'People' });
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('status')).toHaveTextContent('Loading');
  });

  it('keeps the rows under a progress bar while the next page loads, so keyboard focus stays put', () => {
    setup({ isLoading: true });
    const table = screen.getByRole('grid', { name: 'People' });
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Ana Garcia' })).toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    setup({ rows: [] });
    expect(screen.getByText('Nobody matches.')).toBeInTheDocument();
  });

  it('shows an error with a retry that works', async () => {
    const { user, onRetry } = setup({ error: 'Something went wrong' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('Ana Garcia')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
