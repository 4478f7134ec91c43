import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveInGrid, PAGE_ROWS } from '../../src/components/grid/grid-keys';

const KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'];

describe('moving in a grid (the ARIA grid pattern)', () => {
  it('never leaves the grid, whatever the key, place and size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 60 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...KEYS),
        fc.boolean(),
        fc.boolean(),
        (rows, columns, row, column, key, ctrlKey, rtl) => {
          const next = moveInGrid({ row: row % rows, column: column % columns }, { key, ctrlKey }, { rows, columns }, rtl)!;
          expect(next.row).toBeGreaterThanOrEqual(0);
          expect(next.row).toBeLessThan(rows);
          expect(next.column).toBeGreaterThanOrEqual(0);
          expect(next.column).toBeLessThan(columns);
        },
      ),
    );
  });

  it('moves by one cell on an arrow, Left and Right swapped right to left; a row end on Home and End, a corner with Ctrl', () => {
    const size = { rows: 30, columns: 8 };
    const at = { row: 5, column: 3 };
    expect(moveInGrid(at, { key: 'ArrowDown' }, size)).toEqual({ row: 6, column: 3 });
    expect(moveInGrid(at, { key: 'ArrowUp' }, size)).toEqual({ row: 4, column: 3 });
    expect(moveInGrid(at, { key: 'ArrowRight' }, size)).toEqual({ row: 5, column: 4 });
    expect(moveInGrid(at, { key: 'ArrowRight' }, size, true)).toEqual({ row: 5, column: 2 });
    expect(moveInGrid(at, { key: 'Home' }, size)).toEqual({ row: 5, column: 0 });
    expect(moveInGrid(at, { key: 'End' }, size)).toEqual({ row: 5, column: 7 });
    expect(moveInGrid(at, { key: 'Home', ctrlKey: true }, size)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid(at, { key: 'End', ctrlKey: true }, size)).toEqual({ row: 29, column: 7 });
    expect(moveInGrid(at, { key: 'PageDown' }, size)).toEqual({ row: 5 + PAGE_ROWS, column: 3 });
    expect(moveInGrid(at, { key: 'PageUp' }, size)).toEqual({ row: 0, column: 3 });
    expect(moveInGrid(at, { key: 'Enter' }, size)).toBeNull();
    expect(moveInGrid(at, { key: 'a' }, size)).toBeNull();
  });
});
