import { expect, test } from './test';
import { kpiNumber, openSignedIn } from './helpers';

/** The local day `days` from now, as YYYY-MM-DD (the app's today is the machine's local day). */
function dayFromNow(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

test.describe("QA's demo clock (?today=)", () => {
  test('31 days on, every training expiring today has expired; the badge says which day it is; ?today=real returns', async ({ page }) => {
    await openSignedIn(page);
    const expiring = await kpiNumber(page, 'Expiring');
    const expired = await kpiNumber(page, 'Expired');
    expect(expiring).toBeGreaterThan(0);

    const later = dayFromNow(31);
    await page.goto(`/?today=${later}`);
    await expect(page.getByRole('complementary').filter({ hasText: `Today: ${later} (demo clock)` })).toBeVisible();
    // Each expired by then (its expiry was within 30 days); more may have come into the window since.
    await expect.poll(() => kpiNumber(page, 'Expired')).toBeGreaterThanOrEqual(expired + expiring);

    // Kept for the tab: another page without the parameter still runs on that day.
    await page.goto('/employees');
    await expect(page.getByText(`Today: ${later} (demo clock)`)).toBeVisible();

    await page.goto('/?today=real');
    await expect(page.getByText('(demo clock)')).toHaveCount(0);
    await expect.poll(() => kpiNumber(page, 'Expired')).toBe(expired);
  });
});
