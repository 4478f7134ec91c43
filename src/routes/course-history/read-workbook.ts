import type { TableSource } from '../../domain/import-csv';

/** The first bytes of a zip archive, which an .xlsx workbook is (and a CSV text never starts with). */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** @returns whether `file` is a zip archive, so a workbook (.xlsx) rather than a CSV text, whatever its name says. */
export async function isWorkbook(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  return ZIP_SIGNATURE.every((byte, index) => head[index] === byte);
}

/** A cell as text: a date as the spreadsheet stores it, written ISO (YYYY-MM-DD); an empty cell empty. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell);
}

/**
 * The first sheet of an .xlsx workbook (Excel's, LibreOffice's) as a table of text cells
 * (`cellText`): a cell formatted as a date comes as the day it stores, so no day/month order is
 * guessed for it; a date typed as text is read like a CSV's. read-excel-file, a maintained reader,
 * loads with the first workbook chosen, in the import's worker, never with a page.
 * @throws when the file is not a workbook it can read (the import says the file is unreadable).
 */
export async function readWorkbook(file: Blob): Promise<TableSource> {
  const { readSheet } = await import('read-excel-file/web-worker');
  const rows = await readSheet(file);
  return (onCells) => {
    for (const row of rows) if (onCells(row.map(cellText)) === 'stop') return;
  };
}
