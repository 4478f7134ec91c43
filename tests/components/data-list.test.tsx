// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataList, type DataListProps } from '../../src/components/data/data-list';
import { ScenarioBadge } from '../../src/components/scenario-badge';
import { renderWithApp } from '../render';

type Row = { id: string; name: string };

function renderList(props: Partial<DataListProps<Row>>) {
  return renderWithApp(
    <DataList<Row>
      caption="Employees"
      columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
      rows={[]}
      rowKey={(row) => row.id}
      loading={false}
      error={null}
      {...props}
    />,
  );
}

describe('DataList (a data slice on a page)', () => {
  it('shows a spinner while the first request runs', () => {
    renderList({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading data');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the list is empty', () => {
    renderList({});
    expect(screen.getByRole('status')).toHaveTextContent('There is nothing to show yet.');
  });

  it('shows the stored error with Try again', async () => {
    const onRetry = vi.fn();
    renderList({ error: 'Permission Denied', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This data could not be loaded.');
    expect(alert).toHaveTextContent('Permission Denied');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the rows as a table named by its caption, busy while reloading', () => {
    renderList({ rows: [{ id: '1', name: 'Maya Patel' }, { id: '2', name: 'Liam Nguyen' }], loading: true });
    const table = screen.getByRole('table', { name: 'Employees' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps loaded rows under an error', () => {
    renderList({ rows: [{ id: '1', name: 'Maya Patel' }], error: 'Something went wrong' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('cell', { name: 'Maya Patel' })).toBeInTheDocument();
  });
});

describe('ScenarioBadge', () => {
  it('names the demo scenario', () => {
    renderWithApp(<ScenarioBadge scenario="forbidden" />);
    const badge = screen.getByRole('complementary', { name: 'This app runs on the built-in fake backend (scenario: forbidden). Nothing here is production data.' });
    expect(badge).toHaveTextContent('Demo data · forbidden');
  });
});
