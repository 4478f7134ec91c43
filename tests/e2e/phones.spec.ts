import { expect, test } from './test';
import { signIn } from './helpers';

test.describe('lists on phones (issue #17 item 4)', () => {
  test('the filters fold behind a Filters button that counts the ones set; the first row stays near the top', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/employees');
    const table = page.getByRole('table', { name: 'Employees' });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const department = page.getByRole('combobox', { name: 'Department' });
    await expect(department).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Five stacked filters used to push the first row ~550 px down.
    expect((await table.getByRole('row').nth(1).boundingBox())!.y).toBeLessThan(480);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await department.selectOption({ index: 1 });
    await expect(page).toHaveURL(/department=/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test('a table scrolls sideways with its row names kept in view, and nothing of the page is out of reach at 320 px', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/employees');
    const table = page.getByRole('table', { name: 'Employees' });
    const name = table.getByRole('rowheader').first();
    await expect(name).toBeVisible();
    const scroller = table.locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const before = (await name.boundingBox())!.x;
    await scroller.evaluate((element) => (element.scrollLeft = 400));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(Math.abs((await name.boundingBox())!.x - before)).toBeLessThan(2);

    for (const path of ['/employees', '/trainings', '/employee-course-history', '/notification-detail']) {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page itself never scrolls sideways: only a table does, inside its box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
});
