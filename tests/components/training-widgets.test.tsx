// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComplianceChart } from '../../src/routes/dashboard/compliance-chart';
import { EmployeeProfile } from '../../src/routes/employees/employee-profile';
import { ExpiringTrainingsList } from '../../src/components/training/expiring-trainings-list';
import { KpiCards } from '../../src/routes/dashboard/kpi-cards';
import { ScheduledCalendar } from '../../src/routes/dashboard/scheduled-calendar';
import { StatusBadge } from '../../src/components/training/status-badge';
import type { TrainingData } from '../../src/domain/training';
import { createTrainingIndex } from '../../mocks/training-index';
import { renderWithApp } from '../render';

// jsdom has no canvas: stand in for uPlot and check what the component asks it to draw.
const charts = vi.hoisted(() => ({ drawn: [] as { options: { axes: { values: (self: unknown, splits: number[]) => string[] }[] }; data: unknown[] }[] }));
vi.mock('uplot', () => {
  class UPlot {
    static paths = { bars: () => () => null };
    width = 0;
    constructor(options: never, data: unknown[]) {
      charts.drawn.push({ options, data });
    }
    setSize() {}
    destroy() {}
  }
  return { default: UPlot };
});

// jsdom has no layout: the chart follows its container's width through a ResizeObserver.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const TODAY = '2026-03-15';
const departments = [
  { departmentId: 'd1', name: 'Operations', valid: 8, expiring: 1, expired: 0, missing: 1, compliance: 0.9 },
  { departmentId: 'd2', name: 'Finance', valid: 0, expiring: 0, expired: 0, missing: 0, compliance: null },
];

function world(): TrainingData {
  return {
    departments: [{ id: 'd1', code: 'OPS', name: 'Operations' }],
    workCenters: [{ id: 'w1', code: 'HQ', name: 'Head Office', location: 'Madrid, ES' }],
    designations: [{ id: 's1', name: 'Shift Supervisor', departmentId: 'd1' }],
    competencies: [{ id: 'c1', code: 'FS', name: 'Fire Safety', description: '' }],
    trainingTypes: [{ id: 'ty1', name: 'Classroom', description: '' }],
    trainings: [
      { id: 't1', code: 'FS-101', title: 'Fire Safety Awareness', typeId: 'ty1', competencyId: 'c1', validityMonths: 12, durationHours: 2, version: 1 },
      { id: 't2', code: 'FA-103', title: 'Basic First Aid', typeId: 'ty1', competencyId: 'c1', validityMonths: 24, durationHours: 8, version: 1 },
    ],
    employees: [
      {
        id: 'e1',
        code: 'EMP-00001',
        firstName: 'Ana',
        lastName: 'Garcia',
        email: 'ana.garcia@example.com',
        departmentId: 'd1',
        designationId: 's1',
        workCenterId: 'w1',
        hireDate: '2019-04-01',
        active: true,
        version: 1,
      },
    ],
    records: [
      { id: 'r1', employeeId: 'e1', trainingId: 't1', scheduledDate: null, completionDate: '2025-04-02', expiryDate: '2026-04-02', score: 91, version: 1 },
      { id: 'r2', employeeId: 'e1', trainingId: 't2', scheduledDate: null, completionDate: '2024-03-14', expiryDate: '2026-03-14', score: null, version: 1 },
      { id: 'r3', employeeId: 'e1', trainingId: 't2', scheduledDate: '2026-03-20', completionDate: null, expiryDate: null, score: null, version: 1 },
    ],
  };
}

describe('StatusBadge', () => {
  it('names the status in words, not only in colour', () => {
    renderWithApp(<StatusBadge status="expiring" />);
    expect(screen.getByText('Expiring')).toBeInTheDocument();
  });
});

describe('KpiCards', () => {
  it('shows the five figures with their labels', () => {
    renderWithApp(<KpiCards kpis={{ employees: 1234, compliance: 0.873, expiring: 12, expired: 3, scheduled: 40 }} />);
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('Employees')).toBe('1,234');
    expect(figure('Compliance')).toBe('87.3%');
    expect(figure('Expiring in 30 days')).toBe('12');
    expect(figure('Expired')).toBe('3');
    expect(figure('Scheduled')).toBe('40');
  });

  it('shows a dash for compliance when nothing is completed, a loader while loading and an error', () => {
    const { rerender } = renderWithApp(<KpiCards kpis={{ employees: 0, compliance: null, expiring: 0, expired: 0, scheduled: 0 }} />);
    expect(screen.getByText('Compliance').nextElementSibling).toHaveTextContent('—');
    rerender(<KpiCards kpis={null} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // The cards stay drawn while loading, so nothing below them moves when the figures arrive.
    expect(screen.getByRole('region', { name: 'Key figures' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Scheduled').nextElementSibling).toHaveTextContent('');
    rerender(<KpiCards kpis={null} error="Something went wrong" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

describe('ComplianceChart', () => {
  it('draws a bar chart described as an image with the figures in its label', async () => {
    const drawnBefore = charts.drawn.length;
    renderWithApp(<ComplianceChart departments={departments} />);
    // The chart is a lazy chunk: on a busy machine its first import takes longer than findBy's 1 s default.
    await screen.findByRole('img', { name: 'Compliance by department: Operations 90%, Finance —.' }, { timeout: 10_000 });
    // uPlot draws in an effect, which may run after the element is found.
    await waitFor(() => expect(charts.drawn.length).toBeGreaterThan(drawnBefore));
    const { options, data } = charts.drawn.at(-1)!;
    expect(data).toEqual([
      [0, 1],
      [0.9, null],
    ]);
    expect(options.axes[0]!.values(null, [0, 1])).toEqual(['Operations', 'Finance']);
    expect(options.axes[1]!.values(null, [0, 0.5, 1])).toEqual(['0%', '50%', '100%']);
  });

  it('switches to a table of the same figures', async () => {
    const user = userEvent.setup();
    renderWithApp(<ComplianceChart departments={departments} />);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const row = screen.getByRole('row', { name: /Operations/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '1', '0', '1', '90%']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Department',
      'Valid',
      'Expiring',
      'Expired',
      'Missing',
      'Compliance',
    ]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when there is nothing to chart', () => {
    renderWithApp(<ComplianceChart departments={[]} />);
    expect(screen.getByText('No departments to show yet.')).toBeInTheDocument();
  });
});

describe('ExpiringTrainingsList', () => {
  it("lists an employee's expiring and expired trainings with when", () => {
    const index = createTrainingIndex(world(), TODAY);
    const rows = index.queryRecords({ whereClause: 'employee=e1&current=true&status=expiring&status=expired&sort=expiryDate' }).items;
    renderWithApp(<ExpiringTrainingsList rows={rows} today={TODAY} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Basic First Aid');
    expect(items[0]).toHaveTextContent('Expired');
    expect(items[0]).toHaveTextContent('Expired Mar 14, 2026 (1 day ago)');
    expect(items[1]).toHaveTextContent('Fire Safety Awareness');
    expect(items[1]).toHaveTextContent('Expires Apr 2, 2026 (in 18 days)');
  });

  it('says when there is nothing expiring', () => {
    renderWithApp(<ExpiringTrainingsList rows={[]} today={TODAY} />);
    expect(screen.getByText('No expiring or expired trainings.')).toBeInTheDocument();
  });
});

describe('ScheduledCalendar', () => {
  const items = [
    { id: 'a', date: '2026-03-20', title: 'Basic First Aid', detail: 'Ana Garcia' },
    { id: 'b', date: '2026-03-20', title: 'Forklift Refresher', detail: 'Ben Okafor' },
  ];

  it("lists the chosen day's trainings", async () => {
    const user = userEvent.setup();
    renderWithApp(<ScheduledCalendar items={items} today={TODAY} />);
    expect(screen.getByText('No trainings scheduled on this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /March 20, 2026/ }));
    expect(screen.getByRole('heading', { name: 'Trainings on Friday, March 20, 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Basic First AidAna Garcia', 'Forklift RefresherBen Okafor']);
  });

  it('moves between days with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithApp(<ScheduledCalendar items={items} today="2026-03-19" />);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('heading', { name: 'Trainings on Friday, March 20, 2026' })).toBeInTheDocument();
  });
});

describe('EmployeeProfile', () => {
  it('shows the profile and the history, with an action on scheduled trainings', async () => {
    const index = createTrainingIndex(world(), TODAY);
    const onRecordCompletion = vi.fn();
    const onScheduleTraining = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <EmployeeProfile
        employee={index.employees[0]}
        history={index.queryRecords({ whereClause: 'employee=e1' }).items}
        onRecordCompletion={onRecordCompletion}
        onScheduleTraining={onScheduleTraining}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ana Garcia' })).toBeInTheDocument();
    expect(screen.getByText('Shift Supervisor')).toBeInTheDocument();
    expect(screen.getByText('Apr 1, 2019')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    // The action shows once on screen; jsdom has no CSS, so it also sees the copy folded under the name for narrow tables.
    await user.click(screen.getAllByRole('button', { name: 'Record completion of Basic First Aid' })[0]!);
    expect(onRecordCompletion).toHaveBeenCalledWith('r3');
    await user.click(screen.getByRole('button', { name: 'Schedule training' }));
    expect(onScheduleTraining).toHaveBeenCalledOnce();
  });

  it('an employee without records: the history table says so under its headers', () => {
    const index = createTrainingIndex(world(), TODAY);
    renderWithApp(<EmployeeProfile employee={index.employees[0]} history={[]} />);
    const table = screen.getByRole('table', { name: 'Training history' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(table.parentElement).toHaveTextContent(/No trainings recorded for this employee yet\.$/);
  });
});
