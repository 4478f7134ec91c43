// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, fitHeader, FOLD_STEPS, foldPoints, ROW_HEADER_MIN_REM, type DataColumn, type SortState } from '../../src/components/ui/data-table';
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
  const onRetry = vi.fn();
  const view = renderWithApp(
    <DataTable
      label="People"
      columns={columns}
      rows={people}
      rowKey={(row) => row.id}
      sort={{ column: 'name', direction: 'ascending' }}
      onSortChange={onSortChange}
      rowLink={(row) => ({ href: `/people/${row.id}`, state: { back: '/people' } })}
      onRetry={onRetry}
      emptyMessage="Nobody matches."
      {...props}
    />,
  );
  return { user: userEvent.setup(), onSortChange, onRetry, view, history: view.history };
}

describe('DataTable', () => {
  it('renders a table with a row per item, a row header per row and the sorted column marked', () => {
    setup();
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('rowheader', { name: 'Ana Garcia' })).toBeInTheDocument();
    // Only sortable headers are buttons.
    expect(
      within(table)
        .getAllByRole('button', { name: /Name|Age|Note/ })
        .map((button) => button.textContent),
    ).toEqual(['Name▲', 'Age↕']);
  });

  it('asks for the other direction or another column when a header is pressed, and the pressed header keeps focus', async () => {
    const { user, onSortChange, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'age', direction: 'ascending' });
    // The caller answers with the new order and, a moment later, the rows of that order.
    const table = (sort: SortState, isLoading: boolean, rows = people) => (
      <DataTable
        label="People"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={onSortChange}
        emptyMessage="Nobody matches."
        isLoading={isLoading}
      />
    );
    view.rerender(table({ column: 'age', direction: 'ascending' }, true));
    view.rerender(table({ column: 'age', direction: 'ascending' }, false, [...people].reverse()));
    expect(screen.getByRole('button', { name: 'Age' })).toHaveFocus();
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts and opens rows from the keyboard', async () => {
    const { user, onSortChange, history } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'descending' });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ana Garcia' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(history.at(-1)).toBe('/people/p2');
  });

  it('opens a row clicked anywhere, once', async () => {
    const { user, history } = setup();
    const start = history.length;
    await user.click(screen.getByRole('cell', { name: '29' }));
    expect(history.slice(start)).toEqual(['/people/p2']);
    await user.click(screen.getByRole('link', { name: 'Ana Garcia' }));
    expect(history.slice(start)).toEqual(['/people/p2', '/people/p1']);
  });

  it("names each row by a real link, so it opens in a new tab with Ctrl+click, a middle click or the browser's menu", async () => {
    const { user, history } = setup();
    const start = history.length;
    const link = screen.getByRole('link', { name: 'Ben Okafor' });
    expect(link).toHaveAttribute('href', '/people/p2');
    // A click with Ctrl is the browser's (a new tab): the app does not navigate this tab.
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(history.length).toBe(start);
  });

  it('has nothing to press in the rows without row links', () => {
    setup({ rowLink: undefined });
    expect(screen.getByRole('rowheader', { name: 'Ana Garcia' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ana Garcia' })).not.toBeInTheDocument();
  });

  it('shows a loader under the headers while the first page loads, outside the rows (a cell spanning folded columns squeezed them)', () => {
    setup({ isLoading: true, rows: [] });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(within(table.parentElement!).getByRole('status')).toHaveTextContent('Loading');
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });

  it('keeps the rows under a progress bar while the next page loads, so keyboard focus stays put', async () => {
    const { user, view } = setup();
    await user.tab();
    await user.tab();
    await user.tab();
    const row = screen.getByRole('link', { name: 'Ana Garcia' });
    expect(row).toHaveFocus();
    view.rerender(
      <DataTable
        label="People"
        columns={columns}
        rows={people}
        rowKey={(item) => item.id}
        rowLink={(item) => ({ href: `/people/${item.id}` })}
        emptyMessage="Nobody matches."
        isLoading
      />,
    );
    expect(screen.getByRole('table', { name: 'People' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Garcia' })).toHaveFocus();
  });

  it('sizes its columns from their widths when every column but the row header has one, so rows arriving move nothing', () => {
    const sizes = [6, 9, 18] as const;
    setup({ columns: columns.map((column, index) => ({ ...column, width: sizes[index] })), rows: [], isLoading: true });
    const cols = [...screen.getByRole('table', { name: 'People' }).querySelectorAll('col')];
    const header = columns.findIndex((column) => column.isRowHeader);
    // A class per width (no style attribute: the strict CSP blocks those in prerendered markup); the row header takes the rest.
    for (const [index, col] of cols.entries()) {
      if (index === header) expect(col.className).toBe('');
      else expect(col.className).toMatch(new RegExp(`\\bw${sizes[index]}\\b|_w${sizes[index]}_`));
    }
    expect(cols.every((col) => !col.hasAttribute('style'))).toBe(true);
  });

  it('folds columns by their order, each at the width the row header and the columns still shown need', () => {
    const columns = [
      { id: 'name', header: 'Name', isRowHeader: true },
      { id: 'a', header: 'A', width: 13, foldOrder: 2 },
      { id: 'b', header: 'B', width: 11, foldOrder: 1 },
      { id: 'c', header: 'C', width: 9, foldOrder: 3 },
      { id: 'status', header: 'Status', width: 11 },
    ] as const;
    const points = foldPoints(columns);
    // 8 (the row header) + 13 + 11 + 9 + 11 = 52: b folds below 52; then 41 → 44 for a; then 28 for c;
    // the status, which has no order, last: below 8 + 11 = 19 → 20, where the name would be squeezed.
    expect([...points]).toEqual([
      ['b', 52],
      ['a', 44],
      ['c', 28],
      ['status', 20],
    ]);
    // A row header whose header is one long word keeps room for it: 9.8 rem for 'Mitarbeitende', so b folds below 56.
    const german = foldPoints([{ ...columns[0], header: 'Mitarbeitende' }, ...columns.slice(1)]);
    expect([...german]).toEqual([
      ['b', 56],
      ['a', 44],
      ['c', 32],
      ['status', 24],
    ]);
    // Without a row header there is nowhere to show a folded value: nothing folds.
    expect(foldPoints(columns.slice(1)).size).toBe(0);
  });

  it('has, for every step, the container query that folds its columns and shows their details', () => {
    const css = readFileSync('src/components/ui/column-folds.module.css', 'utf8').replace(/\s+/g, ' ');
    const steps = [
      ...css.matchAll(/@container data-table \(width < (\d+)rem\) \{ \.fold(\d+) \{ display: none; \} \.detail(\d+) \{ display: flex; \} \}/g),
    ].map(([, query, fold, detail]) => [Number(query), Number(fold), Number(detail)]);
    expect(steps).toEqual(FOLD_STEPS.map((step) => [step, step, step]));
  });

  it('folds every column with a width, those with an order first, and every step it gives is one of the steps', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ width: fc.constantFrom(6, 7, 8, 9, 11, 12, 13, 14, 15, 18), foldOrder: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }) }),
          { maxLength: 8 },
        ),
        (specs) => {
          const columns = [
            { id: 'name', header: 'Name', isRowHeader: true },
            ...specs.map((spec, index) => ({ id: `c${index}`, header: `C${index}`, ...spec })),
          ];
          const points = foldPoints(columns);
          expect(points.size).toBe(specs.length);
          const kept = ROW_HEADER_MIN_REM + specs.filter((spec) => spec.foldOrder === undefined).reduce((sum, spec) => sum + spec.width, 0);
          const lastOrdered = Math.min(...specs.flatMap((spec, index) => (spec.foldOrder === undefined ? [] : [points.get(`c${index}`)!])));
          for (const [id, point] of points) {
            expect(FOLD_STEPS).toContain(point);
            const spec = specs[Number(id.slice(1))]!;
            // An ordered column folds while the unordered ones all still fit; those fold after every ordered one.
            if (spec.foldOrder !== undefined) expect(point >= Math.min(kept, FOLD_STEPS.at(-1)!)).toBe(true);
            else expect(point <= lastOrdered).toBe(true);
            expect(point >= Math.min(ROW_HEADER_MIN_REM + spec.width, FOLD_STEPS.at(-1)!)).toBe(true);
          }
        },
      ),
    );
  });

  it('says so when there are no rows', () => {
    setup({ rows: [] });
    expect(within(screen.getByRole('table', { name: 'People' }).parentElement!).getByText('Nobody matches.')).toBeInTheDocument();
  });

  it('shows an error with a retry that works', async () => {
    const { user, onRetry } = setup({ error: 'Something went wrong' });
    expect(within(screen.getByRole('table', { name: 'People' }).parentElement!).getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('Ana Garcia')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('fitHeader: a column wide enough for its header’s longest word', () => {
  it('widens a column only as far as its header’s longest word needs, in every language', () => {
    expect(fitHeader(9, 'Hire date')).toBe(9);
    expect(fitHeader(9, 'Einstellungsdatum')).toBe(13);
    expect(fitHeader(6, 'Expired')).toBe(7);
    expect(fitHeader(9, 'Запланировано')).toBe(11);
    // A status column fits its widest badge too: English's in 9 rem, Russian's in 11.
    expect(fitHeader(9, 'Status', 'Scheduled')).toBe(9);
    expect(fitHeader(9, 'Статус', 'Запланировано')).toBe(11);
    // Chinese and Japanese break between any two letters: no word to keep whole.
    expect(fitHeader(6, '已过期的培训记录数量')).toBe(6);
    // A column of buttons fits their longest word: 'Renew' in 11 rem, 'completion' in 12, 'completamento' in 14.
    expect(fitHeader(11, 'Actions', '', ['Renew'])).toBe(11);
    expect(fitHeader(11, 'Actions', '', ['Record completion', 'Renew'])).toBe(12);
    expect(fitHeader(11, 'Azioni', '', ['Registra completamento', 'Rinnova'])).toBe(14);
    expect(fitHeader(11, 'Действия', '', ['Отметить прохождение', 'Продлить'])).toBe(13);
    expect(fitHeader(11, 'Actions', '', ['记录完成'])).toBe(11);
  });

  it('never narrows a column, and gives a width there is a class for (generated headers)', () => {
    fc.assert(
      fc.property(fc.constantFrom(6, 7, 8, 9, 11, 12, 13, 14, 15, 18), fc.string({ maxLength: 40 }), (width, header) => {
        const fitted = fitHeader(width, header);
        expect(fitted).toBeGreaterThanOrEqual(width);
        expect([6, 7, 8, 9, 11, 12, 13, 14, 15, 18]).toContain(fitted);
      }),
    );
  });
});
