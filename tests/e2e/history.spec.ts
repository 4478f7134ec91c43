import { writeFile } from 'node:fs/promises';
import { TOKEN_KEY } from '../../src/domain/session-keys';
import { addDays, localToday } from '../../src/domain/training';
import { expect, test } from './test';
import { changeHistory, collectPageErrors, exportedRecords, isolated, openSignedIn, renameEmployee, signIn, toasts } from './helpers';

const VIEWER = { email: 'viewer@example.com', password: 'Viewer@123' };

test.describe('history and undo (§20)', () => {
  test("an edit shows in the employee's history, field by field with the editor's name, and Revert takes it back", async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page, '/employees/emp-3');
    const before = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const [firstName, lastName] = before.split(' ');
    await renameEmployee(page, 'Changed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${firstName} Changed`);

    const card = changeHistory(page);
    const edit = card.getByRole('listitem').first();
    await expect(edit).toContainText(`${isolated('Alex Morgan')} changed ${isolated(`${firstName} Changed`)}`);
    await expect(edit.getByRole('row', { name: `Last name ${lastName} Changed` })).toBeVisible();

    await edit.getByRole('button', { name: /^Revert/ }).click();
    await expect(toasts(page).filter({ hasText: 'The change was undone.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);
    // The revert is a change of its own, newest first, and can be taken back in turn.
    const revert = card.getByRole('listitem').first();
    await expect(revert).toContainText(`${isolated('Alex Morgan')} undid a change to`);
    await expect(revert.getByRole('row', { name: `Last name Changed ${lastName}` })).toBeVisible();
    await expect(revert.getByRole('button', { name: /^Revert/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a save's toast offers Undo: the write has happened, and Undo takes it back", async ({ page }) => {
    await openSignedIn(page, '/employees/emp-4');
    const before = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await renameEmployee(page, 'Mistake');
    const saved = toasts(page).filter({ hasText: 'saved.' });
    await expect(saved).toBeVisible();
    await page.locator('[data-toaster]').getByRole('button', { name: 'Undo' }).click();
    await expect(toasts(page).filter({ hasText: 'Undone.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);
  });

  test('a save is kept at once: the page closed right after it, the write is there when the app opens again', async ({ page, context }) => {
    await openSignedIn(page, '/employees/emp-5');
    await renameEmployee(page, 'Kept');
    await expect(toasts(page).filter({ hasText: 'saved.' })).toBeVisible();
    await page.close();
    const again = await context.newPage();
    await openSignedIn(again, '/employees/emp-5');
    await expect(again.getByRole('heading', { level: 1 })).toHaveText(/ Kept$/);
    await expect(
      changeHistory(again)
        .getByRole('listitem')
        .first()
        .getByRole('row', { name: /^Last name .* Kept$/ }),
    ).toBeVisible();
  });

  test('an import undone as one batch leaves exactly the records from before, as the export shows', async ({ page }, testInfo) => {
    await openSignedIn(page, '/employee-course-history');
    const before = await exportedRecords(page);
    const file = testInfo.outputPath('history-to-undo.csv');
    const today = localToday();
    await writeFile(
      file,
      [
        'Employee code,Training code,Completed,Score',
        `EMP-00001,FS-101,${addDays(today, -3)},81`,
        `EMP-00002,FS-101,${addDays(today, -4)},82`,
        `EMP-00003,FS-101,${addDays(today, -5)},83`,
      ].join('\r\n'),
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import training records' });
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: /^Import \d+ records?$/ }).click();
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(/^\d+ records? added/);
    const added = Number((await status.textContent())!.match(/^(\d+)/)![1]);
    expect(added).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // An imported completion of a session still pending completes it, so the lines change rather than only grow.
    expect(await exportedRecords(page)).not.toEqual(before);

    await page.goto('/activity');
    await page
      .getByRole('link', { name: `Part of the import of ${isolated('history-to-undo.csv')}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/activity\?batch=/);
    await page.getByRole('button', { name: `Undo import of ${isolated('history-to-undo.csv')} (${added} ${added === 1 ? 'record' : 'records'})` }).click();
    await expect(toasts(page).filter({ hasText: 'was undone.' })).toBeVisible();
    expect(await exportedRecords(page)).toEqual(before);
  });

  test("a viewer reads an employee's history with no Revert, and the server refuses a revert sent anyway", async ({ page }) => {
    // One browser: the demo's backend keeps its data in it, over the sign-out.
    await openSignedIn(page, '/employees?department=dep-1');
    await page.getByRole('table', { name: 'Employees' }).getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/employees\/emp-\d+$/);
    const path = new URL(page.url()).pathname;
    await renameEmployee(page, 'Edited');
    await page.getByRole('button', { name: /profile menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth-logout-basic');

    await signIn(page, '/account-login', VIEWER);
    await page.goto(path);
    const edit = changeHistory(page).getByRole('listitem').first();
    await expect(edit.getByRole('row', { name: /^Last name .* Edited$/ })).toBeVisible();
    await expect(changeHistory(page).getByRole('button', { name: /^Revert/ })).toHaveCount(0);
    const answer = await page.evaluate(async (tokenKey) => {
      const headers = { Authorization: `Bearer ${sessionStorage.getItem(tokenKey)}`, 'Content-Type': 'application/json' };
      const [change] = (await (await fetch('/api/training/changes?size=1', { headers })).json()).data.items;
      const refused = await fetch(`/api/training/changes/${change.id}/revert`, { method: 'POST', headers, body: JSON.stringify({ version: change.version }) });
      return { status: refused.status, body: await refused.json() };
    }, TOKEN_KEY);
    expect(answer).toEqual({ status: 403, body: { success: false, message: 'Permission Denied', data: null } });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ Edited$/);
  });
});
