// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FiltersBar } from '../../src/components/ui/filters-bar';
import { renderWithApp } from '../render';

const departments = [
  { id: 'd1', name: 'Operations' },
  { id: 'd2', name: 'Finance' },
];
const statuses = [
  { id: 'valid', name: 'Valid' },
  { id: 'expired', name: 'Expired' },
];

/** The bar as a route holds it: state in, changes reported. */
function Harness({ onFilterChange, onSearchChange }: { onFilterChange: (key: string, value: string | null) => void; onSearchChange: (value: string) => void }) {
  const [search, setSearch] = useState('');
  const [values, setValues] = useState<Record<string, string | null>>({});
  return (
    <FiltersBar
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        onSearchChange(value);
      }}
      selects={[
        { key: 'department', label: 'Department', options: departments, value: values.department ?? null },
        { key: 'status', label: 'Status', options: statuses, value: values.status ?? null },
      ]}
      onFilterChange={(key, value) => {
        setValues({ ...values, [key]: value });
        onFilterChange(key, value);
      }}
      onClear={() => {
        setSearch('');
        setValues({});
      }}
    />
  );
}

function setup() {
  const onFilterChange = vi.fn<(key: string, value: string | null) => void>();
  const onSearchChange = vi.fn<(value: string) => void>();
  renderWithApp(<Harness onFilterChange={onFilterChange} onSearchChange={onSearchChange} />);
  return { user: userEvent.setup(), onFilterChange, onSearchChange };
}

describe('FiltersBar', () => {
  it('reports every keystroke of the search (the caller debounces)', async () => {
    const { user, onSearchChange } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ana');
    expect(onSearchChange).toHaveBeenLastCalledWith('ana');
    expect(onSearchChange).toHaveBeenCalledTimes(3);
  });

  // The native select's own keys are the browser's (jsdom has none): tests/e2e/training.spec.ts presses them.
  it('reaches a department select by Tab, picks a department and goes back to All', async () => {
    const { user, onFilterChange } = setup();
    const department = screen.getByRole('combobox', { name: 'Department' });
    expect(department).toHaveDisplayValue('All');
    expect(
      within(department)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Operations', 'Finance']);
    await user.tab();
    // jsdom draws no CSS: the phone's Filters button, display: none from 768 px on, is a tab stop here.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await user.tab();
    expect(department).toHaveFocus();
    await user.selectOptions(department, 'Finance');
    expect(onFilterChange).toHaveBeenLastCalledWith('department', 'd2');
    expect(department).toHaveDisplayValue('Finance');
    await user.selectOptions(department, 'All');
    expect(onFilterChange).toHaveBeenLastCalledWith('department', null);
    expect(department).toHaveDisplayValue('All');
  });

  it('offers Clear filters only while something is set', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expired');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

describe('FiltersBar on a phone (§16)', () => {
  it('offers a Filters button that opens the fold and counts the filters set', async () => {
    renderWithApp(<Harness onFilterChange={vi.fn()} onSearchChange={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const fold = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(fold).getByRole('combobox', { name: 'Department' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(fold).toHaveAttribute('data-open');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Finance');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expired');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
  });
});
