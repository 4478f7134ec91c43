// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CourseHistoryList } from '../../src/routes/course-history/course-history-list';
import { EmployeesList } from '../../src/routes/employees/employees-list';
import { HomeDashboard } from '../../src/routes/dashboard/home-dashboard';
import type { ListControls } from '../../src/components/ui/list-frame';
import { TrainingSummary } from '../../src/routes/trainings/training-summary';
import { createTrainingIndex } from '../../mocks/training-index';
import { requiredCounts } from '../../mocks/compliance-matrix';
import { seedCompliance } from '../../mocks/fixtures/requirements';
import { trainingDashboard } from '../../mocks/training-stats';
import { generateTrainingData } from '../../mocks/fixtures/training';
import { renderWithApp } from '../render';

vi.setConfig({ testTimeout: 30_000 });

const TODAY = '2026-03-15';
const data = generateTrainingData({ today: TODAY });
const index = createTrainingIndex(data, TODAY);
const options = (rows: { id: string; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));

function controls(overrides: Partial<ListControls> = {}): ListControls {
  return {
    search: '',
    filters: {},
    sort: { column: 'name', direction: 'ascending' },
    pageNumber: 1,
    pageSize: 10,
    total: 60,
    onSearchChange: vi.fn(),
    onFilterChange: vi.fn(),
    onClear: vi.fn(),
    onSortChange: vi.fn(),
    onPageChange: vi.fn(),
    onPageSizeChange: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
}

function renderEmployees(overrides: Partial<ListControls> = {}, rows = index.queryEmployees({}).items) {
  const props = { ...controls(overrides), employeeLink: (id: string) => ({ href: `/employees/${id}` }) };
  const { history } = renderWithApp(
    <EmployeesList
      {...props}
      rows={rows}
      options={{ departments: options(data.departments), designations: options(data.designations), workCenters: options(data.workCenters) }}
    />,
  );
  return { ...props, history, user: userEvent.setup() };
}

describe('EmployeesList', () => {
  it('shows the page of employees with their status, and the paging', () => {
    renderEmployees();
    const grid = screen.getByRole('table', { name: 'Employees' });
    expect(within(grid).getAllByRole('row')).toHaveLength(11);
    const first = index.queryEmployees({}).items[0]!;
    expect(within(grid).getByRole('rowheader', { name: new RegExp(`${first.employee.firstName} ${first.employee.lastName}`) })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 60')).toBeInTheDocument();
  });

  it("asks for a filter value, a sort and a page; Enter on a row's name opens the employee", async () => {
    const { user, onFilterChange, onSortChange, onPageChange, history } = renderEmployees();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Maintenance');
    expect(onFilterChange).toHaveBeenCalledWith('department', 'dep-2');
    await user.click(screen.getByRole('button', { name: 'Hire date' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'hireDate', direction: 'ascending' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    const { employee } = index.queryEmployees({}).items[1]!;
    const link = screen.getByRole('link', { name: new RegExp(`^${employee.firstName} ${employee.lastName}`) });
    expect(link).toHaveAttribute('href', `/employees/${employee.id}`);
    link.focus();
    await user.keyboard('{Enter}');
    expect(history.at(-1)).toBe(`/employees/${employee.id}`);
  });

  it('says no employee matches a search, offers to clear it, and says there are none when nothing is narrowed', async () => {
    const { user, onClear } = renderEmployees({ search: 'zzz', total: 0 }, []);
    expect(screen.getByRole('table').parentElement).toHaveTextContent('No employees match this search or these filters.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('shows a failure in the table with Try again, and no paging', async () => {
    const { user, onRetry } = renderEmployees({ error: 'Permission Denied', total: null }, []);
    const alert = within(screen.getByRole('table').parentElement!).getByRole('alert');
    expect(alert).toHaveTextContent('This data could not be loaded.');
    expect(alert).toHaveTextContent('Permission Denied');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('keeps the current rows, under a progress bar, while the next page loads', () => {
    renderEmployees({ isLoading: true });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('CourseHistoryList', () => {
  function renderHistory(overrides: Partial<ListControls> = {}, extra: Partial<Parameters<typeof CourseHistoryList>[0]> = {}) {
    const props = {
      ...controls({ sort: { column: 'date', direction: 'descending' }, total: 400, ...overrides }),
      onExport: vi.fn(),
      employeeLink: (id: string) => ({ href: `/employees/${id}` }),
      onInputChange: vi.fn(),
    };
    const listExport = { onExport: props.onExport, exporting: extra.listExport?.exporting ?? null, error: extra.listExport?.error ?? null };
    const { history } = renderWithApp(
      <CourseHistoryList
        {...props}
        rows={index.queryRecords({}).items}
        trainingOptions={data.trainings.map(({ id, code, title }) => ({ id, name: `${code} · ${title}` }))}
        employeePicker={{ inputValue: 'ana', onInputChange: props.onInputChange, items: [{ id: 'emp-7', name: 'Ana Kim · EMP-00007' }] }}
        {...extra}
        listExport={listExport}
      />,
    );
    return { ...props, history, user: userEvent.setup() };
  }

  it('exports as CSV or Excel on request, and says why an export failed', async () => {
    const { user, onExport } = renderHistory({}, { listExport: { onExport: vi.fn(), exporting: null, error: 'Something went wrong' } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(onExport.mock.calls).toEqual([['csv'], ['xlsx']]);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Something went wrong');
  });

  it('while one export runs, says so on its button and holds the other', () => {
    renderHistory({}, { listExport: { onExport: vi.fn(), exporting: 'xlsx', error: null } });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Exporting/ })).toBeInTheDocument();
  });

  it('has nothing to export when nothing matches', () => {
    renderHistory({ total: 0 });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  });

  it('filters by an employee found by typing', async () => {
    const { user, onFilterChange, onInputChange } = renderHistory();
    const picker = screen.getByRole('combobox', { name: 'Employee' });
    await user.type(picker, 'k');
    expect(onInputChange).toHaveBeenLastCalledWith('anak');
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Ana Kim · EMP-00007' }));
    expect(onFilterChange).toHaveBeenCalledWith('employee', 'emp-7');
  });

  it('filters by status', async () => {
    const { user, onFilterChange } = renderHistory();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expired');
    expect(onFilterChange).toHaveBeenCalledWith('status', 'expired');
  });

  it('opens the employee of a record', async () => {
    const { user, history } = renderHistory();
    await user.click(screen.getAllByRole('row')[1]!);
    expect(history.at(-1)).toBe(`/employees/${index.queryRecords({}).items[0]!.employee.id}`);
  });
});

describe('TrainingSummary', () => {
  it('shows the facts and counts, and offers to edit', async () => {
    const row = index.trainings[0]!;
    const onEdit = vi.fn();
    renderWithApp(<TrainingSummary training={row} onEdit={onEdit} />);
    expect(screen.getByRole('heading', { name: row.training.title })).toBeInTheDocument();
    expect(screen.getByText(`${row.training.validityMonths} months`)).toBeInTheDocument();
    const counts = screen.getByRole('group', { name: 'Active employees by status' });
    expect(within(counts).getByText(String(row.counts.valid))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit training' }));
    expect(onEdit).toHaveBeenCalled();
  });
});

describe('HomeDashboard', () => {
  it('shows the KPIs, the next expirations linked to their employees and the calendar', async () => {
    const dashboard = trainingDashboard(index, requiredCounts(data, seedCompliance(data, TODAY), TODAY));
    renderWithApp(<HomeDashboard dashboard={dashboard} employeeHref={(id) => `/employees/${id}`} />);
    const figures = screen.getByRole('region', { name: 'Key figures' });
    expect(within(figures).getByText(String(dashboard.kpis.scheduled))).toBeInTheDocument();
    const next = dashboard.nextExpirations[0]!;
    const link = screen.getByRole('link', { name: `${next.employee.firstName} ${next.employee.lastName} · ${next.employee.code}` });
    expect(link).toHaveAttribute('href', `/employees/${next.employee.id}`);
    // The calendar comes with the page, wherever it is on screen: its code is a chunk of its own, fetched as the dashboard draws.
    const scheduled = screen.getByRole('region', { name: 'Scheduled trainings' });
    expect(await within(scheduled).findByRole('grid')).toBeInTheDocument();
  });

  it('shows one failure per part with Try again, and no figures', async () => {
    const onRetry = vi.fn();
    renderWithApp(<HomeDashboard dashboard={null} error="Permission Denied" employeeHref={(id) => id} onRetry={onRetry} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(4);
    for (const alert of alerts) expect(alert).toHaveTextContent('Permission Denied');
    await userEvent.setup().click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
