import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/universal';
import { expect, test } from './test';
import { openSignedIn, readCsvDownload, toasts } from './helpers';

/** "Showing 1–10 of 123" → 123. */
async function totalShown(page: Page): Promise<number> {
  const range = page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Showing /);
  await expect(range).toBeVisible();
  return Number((await range.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
}

/** Presses "Export CSV" and returns the file's name and its lines (after its byte order mark). */
async function exportCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), lines: (await readCsvDownload(download)).trimEnd().split('\r\n') };
}

/** The records columns every records export has, which the import reads back. */
const RECORD_HEADER = 'Employee code,Employee,Department,Training code,Training,Scheduled,Completed,Expires,Score,Status';

test.describe('every list exports what it shows as CSV, filters applied, behind a UTF-8 byte order mark', () => {
  test('employees: every employee the filter matches, past the first page', async ({ page }) => {
    await openSignedIn(page, '/employees?status=expired');
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(10);
    const { name, lines } = await exportCsv(page);
    expect(name).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'Employee code,First name,Last name,Email,Department,Designation,Work center,Hire date,Active,Status,Scheduled,Valid,Expiring,Expired',
    );
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^EMP-\d{5},.*,Expired,\d+,\d+,\d+,[1-9]\d*$/);
    await expect(toasts(page).filter({ hasText: `${total} records exported.` })).toBeVisible();
  });

  test('in German the cells are separated by semicolons, as Excel there expects', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'gr', url: baseURL! }]);
    await openSignedIn(page, '/employee-course-history?status=valid');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Als CSV exportieren' }).click();
    const lines = (await readCsvDownload(await downloading)).trimEnd().split('\r\n');
    expect(lines[0]!.split(';')).toHaveLength(10);
    expect(lines[0]).not.toContain(',');
    for (const line of lines.slice(1, 20)) expect(line).toMatch(/^EMP-\d{5};/);
  });

  test('trainings: the catalogue as searched', async ({ page }) => {
    await openSignedIn(page, '/trainings?q=safety');
    const total = await totalShown(page);
    const { name, lines } = await exportCsv(page);
    expect(name).toMatch(/^trainings-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe('Training code,Title,Type,Competency,Validity (months),Duration (hours),Scheduled,Valid,Expiring,Expired');
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line.toLowerCase()).toContain('safety');
  });

  test("a training's holders and an employee's history: the records columns, which import back", async ({ page }) => {
    await openSignedIn(page, '/trainings');
    await page.getByRole('table', { name: 'Trainings' }).getByRole('row').nth(1).getByRole('link').first().click();
    const holders = page.getByRole('table', { name: 'Employees with this training' });
    await expect(holders.getByRole('row').nth(1)).toBeVisible();
    const total = await totalShown(page);
    const exported = await exportCsv(page);
    expect(exported.name).toMatch(/^holders-[A-Z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.lines[0]).toBe(RECORD_HEADER);
    expect(exported.lines).toHaveLength(total + 1);

    await holders.getByRole('row').nth(1).getByRole('link').first().click();
    const history = page.getByRole('table', { name: 'Training history' });
    await expect(history.getByRole('row').nth(1)).toBeVisible();
    const shown = (await history.getByRole('row').count()) - 1;
    const code = (await page
      .locator('header')
      .getByText(/^EMP-\d{5}$/)
      .textContent())!;
    const own = await exportCsv(page);
    expect(own.name).toMatch(new RegExp(`^course-history-${code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(own.lines[0]).toBe(RECORD_HEADER);
    expect(own.lines).toHaveLength(shown + 1);
    for (const line of own.lines.slice(1)) expect(line.startsWith(`${code},`)).toBe(true);
  });
});

test('every list also exports as an Excel workbook: dates as dates, numbers as numbers, text as text, in the active language', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'gr', url: baseURL! }]);
  await openSignedIn(page, '/employee-course-history?status=valid');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als Excel exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^course-history-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readSheet(new Blob([await readFile((await download.path())!)]));
  expect(sheet[0]).toEqual([
    'Personalnummer',
    'Person',
    'Abteilung',
    'Schulungscode',
    'Schulung',
    'Geplant',
    'Abgeschlossen',
    'Läuft ab',
    'Ergebnis',
    'Status',
  ]);
  expect(sheet.length).toBeGreaterThan(20);
  for (const row of sheet.slice(1, 20)) {
    expect(row[0]).toMatch(/^EMP-\d{5}$/);
    // Completed is a date cell (a valid record has one); expires one too, or empty for a training that never lapses.
    expect(row[6]).toBeInstanceOf(Date);
    expect(row[7] === null || row[7] instanceof Date).toBe(true);
    expect(row[9]).toBe('Gültig');
  }
  expect(sheet.slice(1).some((row) => row[7] instanceof Date)).toBe(true);
  expect(sheet.slice(1).some((row) => typeof row[8] === 'number')).toBe(true);
  await expect(toasts(page).filter({ hasText: `${sheet.length - 1} Nachweise exportiert.` })).toBeVisible();
});
