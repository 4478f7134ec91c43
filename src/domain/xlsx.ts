import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/browser';
import type { ExportColumn } from './csv';

/** How a workbook shows a date cell: ISO, which reads the same in every language and which the import reads back. */
export const XLSX_DATE_FORMAT = 'yyyy-mm-dd';

/** One cell of a row: an ISO date of a date column as a date, a number as a number, anything else as text (never a formula). */
function cellOf(value: string | number | null, date: boolean): Cell {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return { type: Number, value };
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { type: Date, value: new Date(`${value}T00:00:00Z`), format: XLSX_DATE_FORMAT };
  return { type: String, value };
}

/**
 * The rows as an .xlsx workbook of one sheet (write-excel-file, loaded with the first .xlsx export):
 * a bold header row that stays in place while scrolling, then one row per row. Dates of a `date`
 * column are date cells, numbers are numbers, and every other cell is text, so a code such as
 * "00123" keeps its zeros and a text starting with "=" is never run as a formula.
 * @param sheet the sheet's name (at most 31 characters, as Excel allows).
 * @param rightToLeft lays the sheet out right to left (an Arabic interface).
 * @returns the workbook as a Blob.
 */
export function toXlsx<Row>(rows: readonly Row[], columns: readonly ExportColumn<Row>[], sheet: string, rightToLeft = false): Promise<Blob> {
  const data: SheetData = [
    columns.map((column) => ({ type: String, value: column.header, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((column) => cellOf(column.value(row), column.date === true))),
  ];
  return writeXlsxFile(data, { sheet: sheet.slice(0, 31), stickyRowsCount: 1, rightToLeft }).toBlob();
}
