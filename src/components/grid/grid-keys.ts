/** A cell of a grid by its place: row 0 is the header row, column 0 the first column. */
export interface GridPosition {
  row: number;
  column: number;
}

/** The rows a Page Up or Page Down moves by. */
export const PAGE_ROWS = 10;

/**
 * Where focus goes from `at` on `key`, as the ARIA grid pattern says: arrows by one cell (Left and
 * Right swapped in a right-to-left page), Home and End to the row's ends, Ctrl+Home and Ctrl+End to
 * the grid's corners, Page Up and Page Down by {@link PAGE_ROWS} rows; never past an edge.
 * @param size the grid's rows (the header row included) and columns, as drawn now.
 * @returns the new place, or `null` for a key the grid does not move on (the browser keeps it).
 */
export function moveInGrid(
  at: GridPosition,
  key: { key: string; ctrlKey?: boolean; metaKey?: boolean },
  size: { rows: number; columns: number },
  rtl = false,
): GridPosition | null {
  const clamp = (row: number, column: number) => ({
    row: Math.max(0, Math.min(size.rows - 1, row)),
    column: Math.max(0, Math.min(size.columns - 1, column)),
  });
  const corner = key.ctrlKey || key.metaKey;
  switch (key.key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.column);
    case 'ArrowDown':
      return clamp(at.row + 1, at.column);
    case 'ArrowLeft':
      return clamp(at.row, at.column + (rtl ? 1 : -1));
    case 'ArrowRight':
      return clamp(at.row, at.column + (rtl ? -1 : 1));
    case 'Home':
      return clamp(corner ? 0 : at.row, 0);
    case 'End':
      return clamp(corner ? size.rows - 1 : at.row, size.columns - 1);
    case 'PageUp':
      return clamp(at.row - PAGE_ROWS, at.column);
    case 'PageDown':
      return clamp(at.row + PAGE_ROWS, at.column);
    default:
      return null;
  }
}
