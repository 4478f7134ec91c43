import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, localToday } from '../../src/domain/training';
import { expect, test } from './test';
import { collectPageErrors, kpiNumber, readCsvDownload, signIn, toasts } from './helpers';

const today = localToday();

/** The import dialog, opened from the course history. */
async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import training records' });
  await expect(dialog.getByRole('button', { name: 'Choose file' })).toBeVisible();
  return dialog;
}

/** The number under a preview count ('To add', 'Already present', 'Invalid'). */
const count = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

async function chooseFile(page: Page, path: string) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(path);
}

/** A day as a spreadsheet's serial number (days since 1899-12-30). */
const serialOf = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);

test.describe('import training records', () => {
  test('the exported file imports back with nothing to add', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    await page.goto('/employee-course-history?employee=emp-2');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exported = await (await downloading).path();
    const rows = (await readFile(exported, 'utf8')).trim().split('\r\n').length - 1;
    expect(rows).toBeGreaterThan(0);

    await openImport(page);
    await chooseFile(page, exported);
    await expect(count(page, 'Already present')).toHaveText(String(rows));
    await expect(count(page, 'To add')).toHaveText('0');
    await expect(count(page, 'Invalid')).toHaveText('0');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('a file with three kinds of bad rows reports each, filterable, and imports only the good one', async ({ page }, testInfo) => {
    const file = testInfo.outputPath('bad-rows.csv');
    await writeFile(
      file,
      [
        'Employee code,Training code,Completed,Score',
        `EMP-99999,FS-101,${addDays(today, -3)},80`,
        `EMP-00001,FS-101,${addDays(today, 5)},80`,
        `EMP-00001,FS-101,${addDays(today, -3)},150`,
        `EMP-00001,FS-101,${addDays(today, -4)},90`,
      ].join('\r\n'),
    );
    await signIn(page);
    await page.goto('/employee-course-history');
    await openImport(page);
    await chooseFile(page, file);
    await expect(count(page, 'To add')).toHaveText('1');
    await expect(count(page, 'Invalid')).toHaveText('3');
    const problems = page.getByRole('dialog').getByRole('table', { name: 'Rows that cannot be imported' });
    await expect(problems.getByRole('row')).toHaveCount(4);
    await expect(problems).toContainText('No employee with this code in your scope.');
    await expect(problems).toContainText('The completion date is in the future.');
    await expect(problems).toContainText('Not a whole number from 0 to 100.');
    await page.getByRole('dialog').getByLabel('Show problems').selectOption({ label: 'Not a whole number from 0 to 100. (1)' });
    await expect(problems.getByRole('row')).toHaveCount(2);
    await expect(problems.getByRole('row').nth(1)).toContainText('150');

    await page.getByRole('dialog').getByRole('button', { name: 'Import 1 record' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText('1 record added, 0 already present, none refused.');
  });

  test('a file re-saved by a spreadsheet imports: short dates in the language, date numbers, ambiguity said; the problems download as CSV', async ({
    page,
  }, testInfo) => {
    const file = testInfo.outputPath('spreadsheet.csv');
    const past = addDays(today, -20);
    const [year, month, day] = past.split('-').map(Number) as [number, number, number];
    await writeFile(
      file,
      [
        'Employee code,Training code,Completed,Score',
        // 10/01/2026 could be 1 October or 10 January: in English, month/day/year.
        `EMP-00001,FS-101,10/01/2026,90`,
        `EMP-00001,FA-103,${month}/${day}/${year},80`,
        `EMP-00001,WH-107,${serialOf(past)},70`,
        'EMP-00001,FS-102,someday,60',
      ].join('\r\n'),
    );
    await signIn(page);
    await page.goto('/employee-course-history');
    const dialog = await openImport(page);
    await chooseFile(page, file);
    await expect(count(page, 'To add')).toHaveText('3');
    await expect(count(page, 'Invalid')).toHaveText('1');
    // 10/01/2026 always reads two ways; the past date does too when its day could be a month.
    const twoWays = day <= 12 && day !== month ? '2 dates' : '1 date';
    await expect(
      dialog.getByText(`${twoWays} could be read two ways, such as 10/01/2026: read as October 1, 2026 (month/day/year, as English writes dates).`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(dialog.getByText('1 spreadsheet date number was read as a date.')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Rows that cannot be imported' })).toContainText('Not a date that can be read.');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download problems' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('spreadsheet-problems.csv');
    expect((await readCsvDownload(download)).split('\r\n').filter(Boolean)).toEqual([
      'Row,Column,Value,Problem',
      '5,Completed,someday,Not a date that can be read.',
    ]);

    await dialog.getByRole('button', { name: 'Import 3 records' }).click();
    await expect(dialog.getByRole('status')).toHaveText('3 records added, 0 already present, none refused.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Stored as the dates they were read as.
    await page.goto(`/employee-course-history?employee=emp-1&from=${past}&to=${past}`);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  });

  test('a good file adds its records: progress, summary, the list and the KPIs show them', async ({ page }, testInfo) => {
    const file = testInfo.outputPath('good.csv');
    const dates = [addDays(today, 30), addDays(today, 31)];
    await writeFile(file, ['Employee code,Training code,Scheduled,Completed', `EMP-00001,FS-101,${dates[0]},`, `EMP-00001,FA-103,${dates[1]},`].join('\r\n'));
    await signIn(page);
    const before = await kpiNumber(page, 'Scheduled');
    await page.goto('/employee-course-history');
    await openImport(page);
    await chooseFile(page, file);
    await expect(count(page, 'To add')).toHaveText('2');
    await page.getByRole('dialog').getByRole('button', { name: 'Import 2 records' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText('2 records added, 0 already present, none refused.');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => kpiNumber(page, 'Scheduled')).toBe(before + 2);

    // The same file again adds nothing: the import is idempotent.
    await page.goto('/employee-course-history');
    await openImport(page);
    await chooseFile(page, file);
    await expect(count(page, 'Already present')).toHaveText('2');
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a file without the needed columns says which; the template has them', async ({ page }, testInfo) => {
    const file = testInfo.outputPath('wrong.csv');
    await writeFile(file, 'Name,Completed\r\nAna,2026-01-01\r\n');
    await signIn(page);
    await page.goto('/employee-course-history');
    const dialog = await openImport(page);
    await chooseFile(page, file);
    await expect(dialog.getByRole('alert')).toContainText('This file has no Employee code and Training code column.');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const template = await readCsvDownload(await downloading);
    expect(template.split('\r\n')[0]).toBe('Employee code,Employee,Department,Training code,Training,Scheduled,Completed,Expires,Score,Status');
  });

  test('a viewer is offered no Import', async ({ page }) => {
    await signIn(page, '/account-login', { email: 'viewer@example.com', password: 'Viewer@123' });
    await page.goto('/employee-course-history');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  });
});
