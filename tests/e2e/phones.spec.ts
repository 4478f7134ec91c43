import { expect, test } from './test';
import { openSignedIn } from './helpers';

test.describe('lists on phones (§16)', () => {
  test('the filters fold behind a Filters button that counts the ones set; the first row stays near the top', async ({ page }) => {
    await openSignedIn(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/employees');
    const table = page.getByRole('table', { name: 'Employees' });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const department = page.getByRole('combobox', { name: 'Department' });
    await expect(department).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Five stacked filters used to push the first row ~550 px down; folded, it follows the Filters button closely.
    expect((await table.getByRole('row').nth(1).boundingBox())!.y - (await toggle.boundingBox())!.y).toBeLessThan(200);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await department.selectOption({ index: 1 });
    await expect(page).toHaveURL(/department=/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test("a table shows each row's name with its other columns, the status last, folded under it, and nothing of the page is out of reach at 320 px", async ({
    page,
  }) => {
    await openSignedIn(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/employees');
    const table = page.getByRole('table', { name: 'Employees' });
    const name = table.getByRole('rowheader').first();
    await expect(name).toBeVisible();
    // Beside a status the name would be squeezed to a few letters a line: the status folds too, last.
    await expect(table.getByRole('columnheader')).toHaveText([/^Name/]);
    // The department, work center, hire date and status read under the name, each with its column's name.
    await expect(name).toContainText(/Department\s.+Work center\s.+Hire date\s.+Status\s/s, { useInnerText: true });
    await expect(name.locator('[data-status]')).toBeInViewport({ ratio: 1 });
    const scroller = table.locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    for (const path of ['/employees', '/trainings', '/employee-course-history', '/notification-detail']) {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page itself never scrolls sideways: only a table does, inside its box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
});
