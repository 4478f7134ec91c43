import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, isolated, openSignedIn, signIn, toasts } from './helpers';

const requirementsTable = (page: Page) => page.getByRole('table', { name: 'Requirements' });
const exemptionsTable = (page: Page) => page.getByRole('table', { name: 'Exemptions' });

test.describe('requirements and exemptions (/compliance/requirements)', () => {
  test('lists every requirement and exemption; an admin lifts one after confirming, and its gap is back', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Requirements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Requirements' })).toBeVisible();
    await expect(requirementsTable(page).locator('tbody tr').filter({ hasText: 'Everyone' })).toHaveCount(1);
    await expect(
      requirementsTable(page)
        .locator('tbody tr')
        .filter({ hasText: /Departments: / })
        .first(),
    ).toBeVisible();
    const rows = exemptionsTable(page).locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(3);

    const first = rows.first();
    const employee = (await first.getByRole('rowheader').getByRole('link').innerText()).split('\n')[0]!;
    const training = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('button', { name: `Lift exemption from ${training} for ${employee}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Lift the exemption from ${training}?` });
    await expect(dialog).toContainText(`${training} will be required of ${employee} again`);
    await dialog.getByRole('button', { name: 'Lift exemption' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: `${isolated(employee)} must hold ${isolated(training)} again.` })).toBeVisible();
    await expect(rows).toHaveCount(count - 1);
    await expect(rows.filter({ hasText: employee }).filter({ hasText: training })).toHaveCount(0);

    // The matrix no longer shows them exempt from it: their cell of that training is a status of its own again.
    await page.goto(`/compliance?q=${encodeURIComponent(employee)}`);
    const grid = page.getByRole('grid', { name: 'Compliance matrix' });
    await expect(grid.getByRole('rowheader').filter({ hasText: employee })).toBeVisible();
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(grid.getByText(new RegExp(`${escape(employee)}, ${escape(training)}: Exempt$`))).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a manager reads their department’s exemptions, with no Lift', async ({ page }) => {
    await signIn(page, '/account-login', { email: 'manager@example.com', password: 'Manager@123' });
    await page.goto('/compliance/requirements');
    await expect(requirementsTable(page).locator('tbody tr').first()).toBeVisible();
    await expect(exemptionsTable(page).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Lift exemption/ })).toHaveCount(0);
    for (const link of await exemptionsTable(page).getByRole('rowheader').getByRole('link').all()) {
      await link.click();
      await expect(page.getByText('Operations').first()).toBeVisible();
      await page.goBack();
    }
  });
});
