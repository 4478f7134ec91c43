import { expect, test } from './test';
import { kpiNumber, openSignedIn } from './helpers';

/** The chart library's chunk, which the dashboard loads once the chart shows. */
const CHART_CHUNK = /\/assets\/compliance-bars-[^/]*\.js$/;

test.describe('a page survives its parts (§8)', () => {
  test("the chart's code throwing as it runs leaves the rest of the dashboard working, says so in the chart's place, is reported, and Try again loads it", async ({
    page,
  }) => {
    const reported: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[caught]')) reported.push(message.text());
    });
    // As the chart library did under a browser reporting the locale 'C': the chunk arrives, and throws as it runs.
    // Routed on the context, so the mock backend's service worker cannot fetch the chunk past it.
    await page
      .context()
      .route(CHART_CHUNK, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new RangeError("invalid language tag: C");' }));
    await openSignedIn(page);

    const chart = page.getByRole('region', { name: 'Compliance by department' });
    await expect(chart.getByRole('alert')).toContainText('This part could not be shown.');
    // Everything else is there and works.
    expect(await kpiNumber(page, 'Employees')).toBeGreaterThan(0);
    // The calendar, below the fold, is there with the rest of the page.
    const scheduled = page.getByRole('region', { name: 'Scheduled trainings' });
    await scheduled.scrollIntoViewIfNeeded();
    await expect(scheduled.getByRole('grid')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next expirations' }).getByRole('link').first()).toBeVisible();
    await chart.getByRole('button', { name: 'Show as table' }).click();
    await expect(chart.getByRole('table', { name: 'Compliance by department' })).toBeVisible();
    await chart.getByRole('button', { name: 'Show as table' }).click();
    // An error in the code, not a connection problem: neither the page's error nor the offline page, and reported.
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "We're Temporarily Offline" })).toHaveCount(0);
    expect(reported.join('\n')).toContain('invalid language tag: C');

    // Fixed (a deploy, a reload): Try again loads the page again, and the chart runs.
    await page.context().unroute(CHART_CHUNK);
    await chart.getByRole('button', { name: 'Try again' }).click();
    await expect(chart.getByRole('img')).toBeVisible();
    await expect(chart.getByRole('alert')).toHaveCount(0);
  });
});
