// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FiltersBar } from '../../src/components/training/filters-bar';
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

  it('picks a department with the keyboard and goes back to All', async () => {
    const { user, onFilterChange } = setup();
    const trigger = screen.getByRole('button', { name: /Department/ });
    expect(trigger).toHaveTextContent('All');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onFilterChange).toHaveBeenLastCalledWith('department', 'd2');
    expect(screen.getByRole('button', { name: /Department/ })).toHaveTextContent('Finance');
    await user.click(screen.getByRole('button', { name: /Department/ }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(onFilterChange).toHaveBeenLastCalledWith('department', null);
  });

  it('offers Clear filters only while something is set', async () => {
    const { user } = setup();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('All');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});
