import { writeFile } from 'node:fs/promises';
import { addDays, localToday } from '../../src/domain/training';
import { expect, test } from './test';
import { changeHistory, exportedRecords, isolated, renameEmployee, signIn, toasts } from './helpers';

test.describe('API mode: history, revert, undo and saved views against the HTTP mock server (§20)', () => {
  test('a revert of an older change, after a second tab changed the record, shows the newer change and overwrites nothing', async ({ browser }) => {
    const [a, b] = [await browser.newContext(), await browser.newContext()];
    const [pageA, pageB] = [await a.newPage(), await b.newPage()];
    await signIn(pageA);
    await pageA.goto('/employees/emp-41');
    await renameEmployee(pageA, 'First');
    const older = changeHistory(pageA).getByRole('listitem').first();
    await expect(older.getByRole('row', { name: /^Last name .* First$/ })).toBeVisible();

    await signIn(pageB);
    await pageB.goto('/employees/emp-41');
    await renameEmployee(pageB, 'Second');

    // A still shows its own change as the newest, and reverts it.
    await older.getByRole('button', { name: /^Revert/ }).click();
    const conflict = changeHistory(pageA).getByRole('alert');
    await expect(conflict).toContainText('Not undone, and nothing was overwritten');
    await expect(conflict.getByRole('row', { name: 'Last name First Second' })).toBeVisible();
    await pageA.reload();
    await expect(pageA.getByRole('heading', { level: 1 })).toHaveText(/ Second$/);
    await a.close();
    await b.close();
  });

  test('an import undone from its summary leaves exactly the records from before, as the export shows', async ({ page }, testInfo) => {
    await signIn(page);
    const before = await exportedRecords(page);
    const file = testInfo.outputPath('api-import.csv');
    const today = localToday();
    await writeFile(
      file,
      ['Employee code,Training code,Completed,Score', `EMP-00011,FS-101,${addDays(today, -6)},71`, `EMP-00012,FS-101,${addDays(today, -7)},72`].join('\r\n'),
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import training records' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: /^Import \d+ records?$/ }).click();
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(/^\d+ records? added/);
    const added = Number((await status.textContent())!.match(/^(\d+)/)![1]);
    await dialog.getByRole('button', { name: `Undo import of ${isolated('api-import.csv')} (${added} ${added === 1 ? 'record' : 'records'})` }).click();
    await expect(status).toHaveText(`The import of ${isolated('api-import.csv')} was undone: ${added} ${added === 1 ? 'record' : 'records'} taken back.`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await exportedRecords(page)).toEqual(before);
  });

  test('a view saved in one browser is offered in another after signing in there', async ({ browser }) => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await signIn(page);
    await page.goto('/employees?status=expired&sort=hireDate&order=desc');
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('Name').fill('Expired, newest hires');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Expired, newest hires' })).toBeVisible();
    await first.close();

    const second = await browser.newContext();
    const other = await second.newPage();
    await signIn(other);
    await other.goto('/employees');
    await other.getByLabel('Saved view').selectOption({ label: 'Expired, newest hires' });
    await expect(other).toHaveURL(/status=expired/);
    await expect(other).toHaveURL(/sort=hireDate/);
    await expect(other.getByLabel('Status')).toHaveValue('expired');
    await second.close();
  });
});
