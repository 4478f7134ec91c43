import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, isolated, openSignedIn, signIn, toasts } from './helpers';

const forecastTable = (page: Page) => page.getByRole('table', { name: 'Lapses by month' });
const lapseList = (page: Page) => page.getByRole('table', { name: /^Lapsing in/ });
const lapseRows = (page: Page) => lapseList(page).locator('tbody tr');
/** The number a count button's name ends with ("December 2026: 6 lapses" → 6). */
const countOf = async (button: ReturnType<Page['getByRole']>) => Number((await button.getAttribute('aria-label'))!.match(/(\d+) lapses?$/)![1]);

test.describe('the lapse forecast (/compliance/forecast)', () => {
  test('a month’s total opens its people; Schedule takes one off the forecast, and the open list survives a reload', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Lapse forecast' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lapse forecast' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Lapses by month: / })).toBeVisible();

    await page.getByRole('button', { name: 'Show as table' }).click();
    // A month with at least two lapses, so one stays listed after scheduling the other.
    const total = forecastTable(page)
      .locator('tfoot td')
      .getByRole('button', { name: /: ([2-9]|\d\d+) lapses$/ })
      .first();
    const label = (await total.getAttribute('aria-label'))!;
    const [, month] = label.match(/^(.+): \d+ lapses?$/)!;
    const count = await countOf(total);
    await total.click();
    await expect(page).toHaveURL(/lapses=open&month=\d{4}-\d{2}/);
    await expect(page.getByRole('heading', { level: 2, name: `Lapsing in ${month}` })).toBeFocused();
    await expect(lapseRows(page)).toHaveCount(count);

    await page.reload();
    await expect(lapseRows(page)).toHaveCount(count);
    const first = lapseRows(page).first();
    const name = (await first.getByRole('rowheader').getByRole('link').innerText()).split('\n')[0]!;
    const training = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('button', { name: `Schedule ${training} for ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule a training for ${name}` });
    await expect(dialog.getByRole('combobox', { name: new RegExp(`· ${training.replace(/[()]/g, '\\$&')}`) })).toBeVisible();
    await dialog.getByRole('spinbutton').first().click();
    await page.keyboard.type(`12${'25'}${new Date().getFullYear() + 1}`);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: `${isolated(training)} scheduled.` })).toBeVisible();
    await expect(lapseRows(page)).toHaveCount(count - 1);
    await expect(lapseRows(page).filter({ hasText: name }).filter({ hasText: training })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(
      forecastTable(page)
        .locator('tfoot')
        .getByRole('button', { name: `${month}: ${count - 1} lapse${count - 1 === 1 ? '' : 's'}` }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a bar of the chart opens its month; by training, a line opens that training’s people', async ({ page }) => {
    // A department the address names that is none of the caller's narrows nothing: the select says All.
    await openSignedIn(page, '/compliance/forecast?department=dep-99');
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('');
    const chart = page.getByRole('img', { name: /^Lapses by month: / });
    await expect(chart).toBeVisible();
    // The month with the most lapses, read from the chart's own text alternative.
    const counts = [...(await chart.getAttribute('aria-label'))!.matchAll(/\d{4}: (\d+) lapses?/g)].map((match) => Number(match[1]));
    expect(counts).toHaveLength(12);
    const busiest = counts.indexOf(Math.max(...counts));
    const plot = chart.locator('.u-over');
    const box = (await plot.boundingBox())!;
    await plot.click({ position: { x: ((busiest + 0.5) / 12) * box.width, y: box.height - 4 } });
    await expect(page).toHaveURL(/lapses=open&month=/);
    await expect(lapseRows(page)).toHaveCount(counts[busiest]!);

    await page.getByRole('combobox', { name: 'Table by' }).selectOption({ label: 'Training' });
    await expect(page).toHaveURL(/by=training/);
    await expect(lapseList(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const line = forecastTable(page).locator('tbody tr').first();
    const title = (await line.getByRole('rowheader').innerText()).trim();
    const lineTotal = line.getByRole('button').last();
    const count = await countOf(lineTotal);
    await lineTotal.click();
    await expect(page.getByRole('heading', { level: 2, name: `Lapsing in the next 12 months · ${title}` })).toBeVisible();
    await expect(lapseRows(page)).toHaveCount(count);
    for (const row of await lapseRows(page).all()) await expect(row.locator('td').first()).toHaveText(title);
  });

  test('a manager’s forecast is their department’s, with Schedule', async ({ page }) => {
    await signIn(page, '/account-login', { email: 'manager@example.com', password: 'Manager@123' });
    await page.goto('/compliance/forecast');
    await expect(page.getByRole('combobox', { name: 'Department' }).locator('option')).toHaveText(['All', 'Operations']);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(forecastTable(page).locator('tbody').getByRole('rowheader')).toHaveText(['Operations']);
    await forecastTable(page).locator('tfoot').getByRole('button').last().click();
    await expect(lapseRows(page).first()).toBeVisible();
    await expect(
      lapseRows(page)
        .first()
        .getByRole('button', { name: /^Schedule / }),
    ).toBeVisible();
  });

  test('a viewer reads the forecast and its people, with no Schedule', async ({ page }) => {
    await signIn(page, '/account-login', { email: 'viewer@example.com', password: 'Viewer@123' });
    await page.goto('/compliance/forecast?lapses=open');
    await expect(lapseRows(page).first()).toBeVisible();
    for (const row of await lapseRows(page).all()) await expect(row.locator('td').nth(1)).toHaveText('Operations');
    await expect(page.getByRole('button', { name: /^Schedule / })).toHaveCount(0);
  });
});
