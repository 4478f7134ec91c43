import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, isolated, kpi, openSignedIn, readCsvDownload, signIn, toasts } from './helpers';

const MANAGER = { email: 'manager@example.com', password: 'Manager@123' };
const matrix = (page: Page) => page.getByRole('grid', { name: 'Compliance matrix' });
const filters = (page: Page) => page.getByRole('search', { name: 'Search and filters' });
const bodyRows = (page: Page) => matrix(page).locator('[role=row]:not([aria-rowindex="1"])');
/** The cells of a column, by its place (`aria-colindex`, 1 the names). */
const cellsOf = (page: Page, column: number) => bodyRows(page).locator(`[aria-colindex="${column}"]`);

/** The share a figure shows ("48.3%"), once it shows one. */
async function percentIn(figure: Locator): Promise<number> {
  await expect(figure).toHaveText(/^\d[\d.]*\s?%/);
  return Number.parseFloat((await figure.textContent())!);
}

/**
 * The place (`aria-colindex`) of the training `code`'s column: the grid draws only the columns in
 * view, so it is scrolled sideways from its start until that header is drawn.
 */
async function columnOf(page: Page, code: string): Promise<number> {
  const header = matrix(page).getByRole('columnheader').filter({ hasText: code });
  await scrollUntilDrawn(page, header);
  return Number(await header.getAttribute('aria-colindex'));
}

/**
 * Scrolls the grid sideways half a view at a time, round to its start after its end, until `target`
 * is drawn (a busy machine may draw a step late, so each step is given time).
 */
async function scrollUntilDrawn(page: Page, target: Locator) {
  await expect(async () => {
    if ((await target.count()) > 0) return;
    await matrix(page).evaluate((grid) => {
      const scroller = grid.parentElement!;
      const next = scroller.scrollLeft + scroller.clientWidth / 2;
      scroller.scrollLeft = scroller.scrollLeft >= scroller.scrollWidth - scroller.clientWidth - 1 ? 0 : next;
    });
    throw new Error('not drawn yet');
  }).toPass({ timeout: 20_000, intervals: [100] });
}

test.describe('the compliance matrix (/compliance)', () => {
  test('opens from the sidebar under Training; its cells say whose, which and what, in words; the status filter lives in the URL', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Compliance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /of required trainings held · \d+ gaps?/ })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    // A gap reads as its word beside a symbol, and to a screen reader with the employee and the training.
    const missing = matrix(page).locator('[data-compliance="missing"]').first();
    await expect(missing).toContainText('Missing');
    await expect(missing).toContainText(/^○ Missing.+, .+: Missing$/);

    await filters(page).getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Exempt' });
    await expect(page).toHaveURL(/status=exempt/);
    // The rows of before stay, dimmed, until the filtered page is in; then the first has an exempt
    // cell, maybe in a column drawn only once scrolled to.
    await expect(matrix(page).locator('..')).not.toHaveAttribute('aria-busy', 'true');
    const first = bodyRows(page).first();
    await expect(first).toBeVisible();
    await scrollUntilDrawn(page, first.locator('[data-compliance="exempt"]'));
    await expect(first.locator('[data-compliance="exempt"]').first()).toContainText('Exempt');
    await page.reload();
    await expect(filters(page).getByRole('combobox', { name: 'Status' })).toHaveValue('exempt');
    expect(errors).toEqual([]);
  });

  test('the grid states its full size, draws only what is in view, and moves between cells by keyboard', async ({ page }) => {
    await openSignedIn(page, '/compliance?size=25');
    await expect(bodyRows(page).first()).toBeVisible();
    const rowCount = Number(await matrix(page).getAttribute('aria-rowcount'));
    const columnCount = Number(await matrix(page).getAttribute('aria-colcount'));
    await expect(page.getByText(new RegExp(`of ${rowCount - 1}$`))).toBeVisible();
    expect(rowCount - 1).toBeGreaterThan(25);
    expect(await matrix(page).getByRole('columnheader').count()).toBeLessThan(columnCount);

    const focused = (attribute: string) => page.evaluate((name) => document.activeElement?.closest(`[${name}]`)?.getAttribute(name), attribute);
    await bodyRows(page).first().getByRole('rowheader').getByRole('link').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused('aria-colindex')).toBe('2');
    await page.keyboard.press('End');
    await expect.poll(() => focused('aria-colindex')).toBe(String(columnCount));
    await expect(page.locator(':focus')).toBeInViewport();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused('aria-rowindex')).toBe('3');
    await page.keyboard.press('Control+End');
    await expect.poll(() => focused('aria-rowindex')).toBe('26');
    await page.keyboard.press('Control+Home');
    await expect.poll(() => focused('aria-rowindex')).toBe('1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const name = (await page.locator(':focus').textContent())!;
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Scrolled far away by the mouse, the cell that takes Tab is still drawn: Tab still reaches the grid.
    await matrix(page).evaluate((grid) => {
      grid.parentElement!.scrollTop = grid.parentElement!.scrollHeight;
      grid.parentElement!.scrollLeft = grid.parentElement!.scrollWidth;
    });
    await expect(matrix(page).locator('[tabindex="0"]')).toHaveCount(1);
    await expect(matrix(page).locator('[tabindex="0"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/employees\/emp-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a day in the past changes the cells as the records say, and survives a reload through the URL', async ({ page }) => {
    await openSignedIn(page, '/compliance');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.goto('/compliance?asOf=2000-01-01');
    await expect(page.getByText('No requirement applies to anyone on this day.')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No requirement applies to anyone on this day.')).toBeVisible();
    await expect(page).toHaveURL(/asOf=2000-01-01/);
  });

  test('Enter on a missing cell opens what fixes it: Schedule for that training, on the employee’s page', async ({ page }) => {
    await openSignedIn(page, '/compliance?status=missing');
    const missing = matrix(page)
      .locator('[role=gridcell]')
      .filter({ has: page.locator('[data-compliance="missing"]') })
      .first();
    await expect(missing).toBeVisible();
    const column = Number(await missing.getAttribute('aria-colindex'));
    const header = matrix(page).locator(`[role=columnheader][aria-colindex="${column}"]`);
    const code = (await header.locator('span').last().textContent())!.trim();
    const name = (await missing.locator('xpath=ancestor::*[@role="row"]').getByRole('rowheader').getByRole('link').textContent())!.trim();
    await missing.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/employees\/emp-\d+$/);
    const dialog = page.getByRole('dialog', { name: `Schedule a training for ${name}` });
    await expect(dialog.getByRole('combobox', { name: new RegExp(`^${code} · `) })).toBeVisible();
    // The address no longer names it: a reload does not open it again.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('sorted by gaps, most first, and a row opens the employee, where a gap is fixed', async ({ page }) => {
    await openSignedIn(page, '/compliance?sort=gaps&order=desc');
    const gaps = cellsOf(page, 2);
    await expect(gaps.first()).toBeVisible();
    const counts = (await gaps.allTextContents()).map(Number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    const name = (await bodyRows(page).first().getByRole('rowheader').getByRole('link').textContent())!;
    await bodyRows(page).first().getByRole('rowheader').getByRole('link').click();
    await expect(page).toHaveURL(/\/employees\/emp-\d+$/);
    await expect(page.getByRole('button', { name: 'Schedule training' })).toBeVisible();
    expect(name).toContain((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
  });

  test('an admin adds a requirement for one department: its people without the training show Missing', async ({ page }) => {
    await openSignedIn(page, '/');
    // The dashboard's figure is over the required trainings, as the matrix's.
    const before = await percentIn(kpi(page, 'Compliance'));
    await expect(page.getByText('Required trainings held')).toBeVisible();
    await page.goto('/compliance');
    await expect(bodyRows(page).first()).toBeVisible();
    // Every required training's code, from the export's header (the grid draws only the columns in view).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const required = new Set((await readCsvDownload(download)).split(/\r?\n/)[0]!.match(/[A-Z]{2}-\d{3}/g) ?? []);
    await page.getByRole('button', { name: 'New requirement' }).click();
    const dialog = page.getByRole('dialog', { name: 'New requirement' });
    await dialog.getByRole('combobox', { name: /Training/ }).click();
    const options = await page.getByRole('listbox').getByRole('option').allTextContents();
    const free = options.find((option) => !required.has(option.match(/[A-Z]{2}-\d{3}/)?.[0] ?? ''))!;
    const code = free.match(/[A-Z]{2}-\d{3}/)![0];
    await page.getByRole('listbox').getByRole('option', { name: free }).click();
    await dialog.getByRole('checkbox', { name: 'Required of everyone' }).uncheck();
    await dialog.getByRole('group', { name: 'Departments' }).getByRole('checkbox', { name: 'Finance' }).check();
    await dialog.getByRole('textbox', { name: /Grace period/ }).fill('0');
    await dialog.getByRole('button', { name: 'Add requirement' }).click();
    await expect(page.getByText(/is now required\./)).toBeVisible();
    await expect(dialog).toBeHidden();

    await filters(page).getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Finance' });
    await expect(bodyRows(page).filter({ hasNotText: 'Finance' })).toHaveCount(0);
    await expect(bodyRows(page).first()).toBeVisible();
    const index = await columnOf(page, code);
    const column = matrix(page).getByRole('columnheader').filter({ hasText: code });
    await expect(cellsOf(page, index).filter({ hasText: 'Missing' }).first()).toBeAttached();
    // No one outside Finance is bound by it.
    await filters(page).getByRole('combobox', { name: 'Department' }).selectOption({ label: 'All' });
    await expect(bodyRows(page).filter({ hasNotText: 'Finance' }).first()).toBeVisible();
    await columnOf(page, code);
    await expect(bodyRows(page).filter({ hasNotText: 'Finance' }).locator(`[aria-colindex="${index}"]`).filter({ hasNotText: '—' })).toHaveCount(0);

    // The matrix's figure and the dashboard's say the same, and both fell with the new gaps.
    const share = await percentIn(page.getByRole('status').filter({ hasText: /of required trainings held/ }));
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    const after = await percentIn(kpi(page, 'Compliance'));
    expect(after).toBeLessThan(before);
    expect(after).toBe(share);
    await page.goBack();
    await expect(bodyRows(page).first()).toBeVisible();

    // The employee page of one who misses it lists it as missing, with Schedule, which opens a dialog for it.
    await filters(page).getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Finance' });
    await expect(bodyRows(page).filter({ hasNotText: 'Finance' })).toHaveCount(0);
    await expect(bodyRows(page).first()).toBeVisible();
    await columnOf(page, code);
    const missingRow = bodyRows(page)
      .filter({ has: page.locator(`[aria-colindex="${index}"] [data-compliance="missing"]`) })
      .first();
    // The header is the title over the code.
    const title = (await column.textContent())!.replace(code, '').trim();
    await missingRow.getByRole('rowheader').getByRole('link').click();
    const requiredSection = page.getByRole('region', { name: 'Required trainings' });
    const item = requiredSection.getByRole('listitem').filter({ hasText: code });
    await expect(item).toContainText('Missing');
    await item.getByRole('button', { name: `Schedule ${title}` }).click();
    // Schedule, with the training chosen; or, where a session is scheduled already, its completion.
    await expect(page.getByRole('dialog')).toContainText(title);
    await page.keyboard.press('Escape');

    // The gap is a notification too, the newest: owed from today, with no grace.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(new RegExp(`\\(${code}\\) is required and has been missing since`))
        .first(),
    ).toBeVisible();
  });

  test('an admin exempts an employee from a required training with a reason: the cell turns Exempt; lifting it brings the gap back', async ({ page }) => {
    await openSignedIn(page, '/compliance?status=missing');
    const row = bodyRows(page).first();
    const missing = row.locator('[data-compliance="missing"]').first();
    await expect(row).toBeVisible();
    await scrollUntilDrawn(page, missing);
    await expect(missing).toBeVisible();
    const index = Number(await missing.evaluate((cell) => cell.closest('[aria-colindex]')!.getAttribute('aria-colindex')));
    const header = (await matrix(page).locator(`[role=columnheader][aria-colindex="${index}"]`).textContent())!;
    const code = header.match(/[A-Z]{2}-\d{3}/)![0];
    const title = header.replace(code, '').trim();
    const employeeCode = (await row.getByRole('rowheader').textContent())!.match(/EMP-\d{5}/)![0];
    await row.getByRole('rowheader').getByRole('link').click();
    // The page is titled with the list's name until the employee is in.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Employees');
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    const item = page.getByRole('region', { name: 'Required trainings' }).getByRole('listitem').filter({ hasText: code });
    await expect(item).toContainText('Missing');
    await item.getByRole('button', { name: `Exempt ${name} from ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Exempt ${name} from ${title}` });
    await dialog.getByRole('button', { name: 'Exempt', exact: true }).click();
    await expect(dialog.getByText('Say why the employee is exempted.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Certified by a previous employer');
    await dialog.getByRole('button', { name: 'Exempt', exact: true }).click();
    await expect(toasts(page).filter({ hasText: `${isolated(name)} is exempt from ${isolated(title)}.` })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item).toContainText(`Exempt: ${isolated('Certified by a previous employer')}`);
    await expect(item.locator('[data-compliance="exempt"]')).toBeVisible();

    // The matrix says so too, in the employee's row and the training's column.
    await page.goto(`/compliance?q=${employeeCode}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await columnOf(page, code);
    await expect(bodyRows(page).locator(`[aria-colindex="${index}"] [data-compliance="exempt"]`)).toBeVisible();

    await page.goBack();
    await item.getByRole('button', { name: `Lift exemption from ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Lift the exemption from ${title}?` });
    await expect(confirm).toContainText(`${title} will be required of ${name} again`);
    await confirm.getByRole('button', { name: 'Lift exemption' }).click();
    await expect(toasts(page).filter({ hasText: `${isolated(name)} must hold ${isolated(title)} again.` })).toBeVisible();
    await expect(item).toContainText('Missing');
    await expect(item).not.toContainText('Exempt:');
  });

  test('a requirement being typed survives a reload: the dialog opens again with it', async ({ page }) => {
    await openSignedIn(page, '/compliance');
    await page.getByRole('button', { name: 'New requirement' }).click();
    const dialog = page.getByRole('dialog', { name: 'New requirement' });
    await dialog.getByRole('textbox', { name: /Grace period/ }).fill('45');
    // The draft is written as the user types; give it its moment before the page goes.
    await expect
      .poll(() => page.evaluate(() => Object.entries(sessionStorage).some(([key, value]) => key.includes('requirement:new') && value.includes('45'))))
      .toBe(true);
    await page.reload();
    const again = page.getByRole('dialog', { name: 'New requirement' });
    await expect(again.getByRole('status').filter({ hasText: 'is back' })).toBeVisible();
    await expect(again.getByRole('textbox', { name: /Grace period/ })).toHaveValue('45');
  });

  test('exports every row the view keeps for its day, CSV as the table shows it; the same day twice gives the same file', async ({ page }) => {
    await openSignedIn(page, '/compliance?asOf=2026-06-01&size=100');
    await expect(bodyRows(page).first()).toBeVisible();
    // Every row the view keeps, drawn or not: the grid's full height, less its header row.
    const shown = Number(await matrix(page).getAttribute('aria-rowcount')) - 1;
    const exportCsv = async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^compliance-2026-06-01-\d{4}-\d{2}-\d{2}\.csv$/);
      // The page shows the start of the file's SHA-256, as sha256sum prints it, for an auditor to check a copy.
      const hash = createHash('sha256')
        .update(await readFile((await download.path())!))
        .digest('hex');
      await expect(
        page.getByRole('status').filter({ hasText: `Exported ${isolated(download.suggestedFilename())} · SHA-256 begins ${hash.slice(0, 12)}` }),
      ).toBeVisible();
      return readCsvDownload(download);
    };
    const first = await exportCsv();
    const lines = first.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Employee,Employee code,Department,Gaps,.+\([A-Z]{2}-\d{3}\)/);
    expect(lines).toHaveLength(shown + 1);
    expect(first).toMatch(/,(Missing|Valid|Expired|Expiring|Due|Exempt)(,|\r?\n)/);
    expect(await exportCsv()).toBe(first);
  });

  test('a manager sees only their department, and is told who sets requirements', async ({ page }) => {
    await signIn(page, '/account-login', MANAGER);
    await page.goto('/compliance?size=100');
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(filters(page).getByRole('combobox', { name: 'Department' }).locator('option')).toHaveText(['All', 'Operations']);
    for (const row of await bodyRows(page).all()) await expect(row.getByRole('rowheader')).toContainText('Operations');
    await expect(page.getByText('Managers set requirements through an admin.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New requirement' })).toHaveCount(0);
    // Exemptions are an admin's too: a manager's employee page lists the requirements with no Exempt.
    await bodyRows(page).first().getByRole('rowheader').getByRole('link').click();
    await expect(page.getByRole('region', { name: 'Required trainings' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Exempt / })).toHaveCount(0);
  });
});
