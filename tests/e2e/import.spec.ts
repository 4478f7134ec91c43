import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, localToday } from '../../src/domain/training';
import { expect, test } from './test';
import { collectPageErrors, kpiNumber, openSignedIn, readCsvDownload, signIn, toasts } from './helpers';

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

/** A past day (from 20 days back or `before` a day, within the demo employees' 60 days of service at least) whose day of the month passes `test`. */
function pastDay(test: (day: number, month: number) => boolean, before = addDays(today, -19)) {
  let date = addDays(before, -1);
  while (!test(Number(date.slice(8)), Number(date.slice(5, 7)))) date = addDays(date, -1);
  return date;
}
/** A day written as a short date: `DD.MM.YYYY` with `separator` '.', day first or month first. */
const written = (iso: string, order: 'dmy' | 'mdy', separator: string) => {
  const [year, month, day] = iso.split('-');
  return (order === 'dmy' ? [day, month, year] : [month, day, year]).join(separator);
};
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
/** Both 12 or less, and not the same: a date that reads two ways. */
const twoWays = (day: number, month: number) => day <= 12 && day !== month;

/** A day as a spreadsheet's serial number (days since 1899-12-30). */
const serialOf = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);

test.describe('import training records', () => {
  test('the whole course history, exported as CSV and as Excel, imports back with every row already present', async ({ page }) => {
    const errors = collectPageErrors(page);
    // Every record, sessions of people who have left since included.
    await openSignedIn(page, '/employee-course-history');
    const total = Number(
      (await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByText(/^Showing /)
        .textContent())!
        .match(/of ([\d,]+)/)![1]!
        .replace(/,/g, ''),
    );
    expect(total).toBeGreaterThan(300);
    for (const button of ['Export CSV', 'Export Excel']) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const exported = await (await downloading).path();
      await openImport(page);
      await chooseFile(page, exported);
      await expect(count(page, 'Already present'), button).toHaveText(total.toLocaleString('en'));
      await expect(count(page, 'To add')).toHaveText('0');
      await expect(count(page, 'Invalid')).toHaveText('0');
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
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
    await openSignedIn(page, '/employee-course-history');
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
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText('1 record added, 0 already present, 3 not imported.');
    // The problems are still there to download once the import is over.
    const downloading = page.waitForEvent('download');
    await page.getByRole('dialog').getByRole('button', { name: 'Download problems' }).click();
    expect((await readCsvDownload(await downloading)).split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  test('a file re-saved by a spreadsheet imports: a day above 12 settles the order, date numbers, ambiguity said; the problems download as CSV', async ({
    page,
  }, testInfo) => {
    const file = testInfo.outputPath('spreadsheet.csv');
    // A past day above the 12th, written month first: it tells the file's order.
    let past = addDays(today, -20);
    while (Number(past.slice(8)) <= 12) past = addDays(past, -1);
    const [year, month, day] = past.split('-').map(Number) as [number, number, number];
    await writeFile(
      file,
      [
        'Employee code,Training code,Completed,Score',
        // 10/01/2026 could be 1 October or 10 January: the file's other date says month first.
        `EMP-00001,FS-101,10/01/2026,90`,
        `EMP-00001,FA-103,${month}/${day}/${year},80`,
        `EMP-00001,WH-107,${serialOf(past)},70`,
        'EMP-00001,FS-102,someday,60',
      ].join('\r\n'),
    );
    await openSignedIn(page, '/employee-course-history');
    const dialog = await openImport(page);
    await chooseFile(page, file);
    await expect(count(page, 'To add')).toHaveText('3');
    await expect(count(page, 'Invalid')).toHaveText('1');
    await expect(
      dialog.getByText('1 date could be read two ways, such as 10/01/2026: read as October 1, 2026 (month/day/year), as other dates in the file show.', {
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
    await expect(dialog.getByRole('status')).toHaveText('3 records added, 0 already present, 1 not imported.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Stored as the dates they were read as.
    await page.goto(`/employee-course-history?employee=emp-1&from=${past}&to=${past}`);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  });

  test('a European file (BOM, semicolons, dotted dates) in the English UI is read day first, never with day and month swapped', async ({ page }, testInfo) => {
    const file = testInfo.outputPath('schulungen.csv');
    const [early, late] = [pastDay(twoWays), pastDay((day) => day > 12)];
    await writeFile(
      file,
      `\uFEFFEmployee code;Training code;Completed;Score\r\nEMP-00001;FS-101;${written(early, 'dmy', '.')};90\r\nemp-00001 ;FA-103;${written(late, 'dmy', '.')};\r\n`,
    );
    await openSignedIn(page, '/employee-course-history');
    const dialog = await openImport(page);
    await chooseFile(page, file);
    await expect(count(page, 'To add')).toHaveText('2');
    await expect(count(page, 'Invalid')).toHaveText('0');
    await expect(
      dialog.getByText(
        `1 date could be read two ways, such as ${written(early, 'dmy', '.')}: read as ${longDate(early)} (day/month/year), as the file's dates with dots are written.`,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 2 records' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 records added, 0 already present, 0 not imported.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(`/employee-course-history?employee=emp-1&from=${early}&to=${early}`);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'FS-101' })).toHaveCount(1);
  });

  test('a file whose dates read both ways asks for their order with its own dates; the order chosen is the one stored', async ({ page }, testInfo) => {
    const file = testInfo.outputPath('ambiguous.csv');
    const first = pastDay(twoWays);
    const second = pastDay(twoWays, first);
    const [a, b] = [written(first, 'dmy', '/'), written(second, 'dmy', '/')];
    await writeFile(file, `Employee code,Training code,Completed\r\nEMP-00001,FS-101,${a}\r\nEMP-00001,FA-103,${b}\r\n`);
    await openSignedIn(page, '/employee-course-history');
    const dialog = await openImport(page);
    await chooseFile(page, file);
    const question = dialog.getByRole('group', { name: 'In which order does this file write its dates?' });
    // Each of the user's dates is isolated (U+2068 … U+2069): their text, whatever its direction, orders only itself.
    await expect(question).toContainText(`Dates such as \u2068${a}\u2069 or \u2068${b}\u2069 read day first as well as month first`);
    await expect(dialog.getByRole('button', { name: /^Import/ })).toHaveCount(0);
    await question.getByRole('button', { name: `Day first: \u2068${a}\u2069 is ${longDate(first)}` }).click();
    await expect(count(page, 'To add')).toHaveText('2');
    await expect(dialog.getByText(`2 dates could be read two ways, such as ${a}: read as ${longDate(first)} (day/month/year), as you chose.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 2 records' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 records added, 0 already present, 0 not imported.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(`/employee-course-history?employee=emp-1&from=${first}&to=${first}`);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'FS-101' })).toHaveCount(1);
  });

  test('an .xlsx made by LibreOffice imports directly: a date cell as the day it stores, a date typed as text read as a CSV date', async ({ page }) => {
    await openSignedIn(page, '/employee-course-history');
    const dialog = await openImport(page);
    await chooseFile(page, 'tests/e2e/fixtures/records-libreoffice.xlsx');
    await expect(count(page, 'To add')).toHaveText('2');
    await expect(count(page, 'Invalid')).toHaveText('0');
    await expect(dialog.getByRole('group', { name: 'In which order does this file write its dates?' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Import 2 records' }).click();
    await expect(dialog.getByRole('status')).toHaveText('2 records added, 0 already present, 0 not imported.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const [day, code] of [
      ['2025-06-16', 'FS-101'],
      ['2025-06-17', 'FA-103'],
    ]) {
      await page.goto(`/employee-course-history?employee=emp-23&from=${day}&to=${day}`);
      await expect(page.getByRole('table').getByRole('row').filter({ hasText: code })).toHaveCount(1);
    }
  });

  test('a file whose lines end in a mix of CRLF, LF and CR counts every row', async ({ page }, testInfo) => {
    const file = testInfo.outputPath('mixed.csv');
    const lines = Array.from({ length: 12 }, (_, index) => `EMP-99${String(index).padStart(3, '0')},FS-101,2025-01-10,`);
    const endings = ['\r\n', '\n', '\r'];
    await writeFile(file, ['Employee code,Training code,Completed,Score', ...lines].map((line, index) => line + endings[index % 3]).join(''));
    await openSignedIn(page, '/employee-course-history');
    const dialog = await openImport(page);
    await chooseFile(page, file);
    await expect(dialog.getByText('\u2068mixed.csv\u2069: 12 rows. Nothing is written until you import.')).toBeVisible();
    await expect(count(page, 'Invalid')).toHaveText('12');
  });

  test('a good file adds its records: progress, summary, the list and the KPIs show them', async ({ page }, testInfo) => {
    const file = testInfo.outputPath('good.csv');
    const dates = [addDays(today, 30), addDays(today, 31)];
    await writeFile(file, ['Employee code,Training code,Scheduled,Completed', `EMP-00001,FS-101,${dates[0]},`, `EMP-00001,FA-103,${dates[1]},`].join('\r\n'));
    await openSignedIn(page);
    const before = await kpiNumber(page, 'Scheduled');
    await page.goto('/employee-course-history');
    await openImport(page);
    await chooseFile(page, file);
    await expect(count(page, 'To add')).toHaveText('2');
    await page.getByRole('dialog').getByRole('button', { name: 'Import 2 records' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText('2 records added, 0 already present, 0 not imported.');
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
    await openSignedIn(page, '/employee-course-history');
    const dialog = await openImport(page);
    await chooseFile(page, file);
    await expect(dialog.getByRole('alert')).toContainText('This file has no Employee code and Training code column.');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const template = await readCsvDownload(await downloading);
    expect(template.split('\r\n')[0]).toBe('Employee code,Employee,Department,Training code,Training,Scheduled,Completed,Expires,Score,Status');
  });

  test("the template's example row imports as it is on the demo data", async ({ page }, testInfo) => {
    await openSignedIn(page, '/employee-course-history');
    const dialog = await openImport(page);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download template' }).click();
    const file = testInfo.outputPath('template.csv');
    await writeFile(file, await readCsvDownload(await downloading));
    await chooseFile(page, file);
    await expect(count(page, 'To add')).toHaveText('1');
    await expect(count(page, 'Invalid')).toHaveText('0');
  });

  test('a viewer is offered no Import', async ({ page }) => {
    await signIn(page, '/account-login', { email: 'viewer@example.com', password: 'Viewer@123' });
    await page.goto('/employee-course-history');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  });
});
