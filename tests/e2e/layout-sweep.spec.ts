import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO } from './helpers';

/** Laptop and phone screens the lists must fit (a 1366 × 768 laptop was the one that cut them). */
const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 375, height: 800 },
] as const;
const LANGUAGES = ['en', 'sp', 'ar'] as const;
/** The pages with lists, and the dashboard (the customizer's tab covered its expirations). */
const PAGES = ['/', '/employees', '/trainings', '/employee-course-history', '/notification-detail', '/employees/emp-2', '/trainings/trn-1'];
/** The pages whose rows carry a status badge and an employee or training code: a check that finds none there has checked nothing. */
const WITH_STATUS_AND_CODES = ['/employees', '/employee-course-history', '/employees/emp-2', '/trainings/trn-1'];

/** Signs in with the demo account whatever the page's language: the fields found by name, not by their English labels. */
async function signInAnyLanguage(page: Page) {
  await page.goto('/account-login');
  await page.locator('input[name=email]').fill(DEMO.email);
  await page.locator('input[name=password]').fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await expect(page.locator('#main-content')).toBeVisible();
}

/** What on the page breaks the layout rules, as sentences (empty when none), and how many badges and codes were checked. */
function layoutProblems(page: Page): Promise<{ problems: string[]; badges: number; codes: number }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let badges = 0;
    let codes = 0;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    // The page and every box of its content that could scroll sideways.
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${window.innerWidth})`);
    for (const element of document.querySelectorAll('main *')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${describe(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`);
      }
    }
    // Every status badge whole: inside the screen and not cut by a box around it.
    for (const badge of document.querySelectorAll('main [data-status]')) {
      const box = badge.getBoundingClientRect();
      if (box.width === 0) continue;
      badges += 1;
      if (box.left < 0 || box.right > window.innerWidth)
        problems.push(`status ${describe(badge)} is off the screen (${Math.round(box.left)}..${Math.round(box.right)})`);
      for (let parent = badge.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const frame = parent.getBoundingClientRect();
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) problems.push(`status ${describe(badge)} is cut by ${describe(parent)}`);
      }
      if (badge.scrollWidth > badge.clientWidth + 1) problems.push(`status ${describe(badge)} is cut short`);
    }
    // Employee and training codes read as one word: each on one line.
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/EMP-\d{5}|[A-Z]{2}-\d{3}/g)) {
        codes += 1;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`the code ${match[0]} breaks across lines`);
      }
    }
    return { problems, badges, codes };
  });
}

/**
 * The words of the tables' column headers that break across lines (in the page). A hyphen is a
 * break a word allows; Chinese and Japanese break between any two letters, so their letters are not
 * words here. Runs in the page: `page.evaluate(brokenHeaderWords)`.
 */
function brokenHeaderWords(): string[] {
  const broken: string[] = [];
  for (const header of document.querySelectorAll('main thead th')) {
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/[\p{L}\p{M}\p{N}'’.]+/gu)) {
        if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(match[0])) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

/** The focusable elements under the floating controls (the customizer's tab, any fixed button), at this scroll, and how many controls float. */
function coveredByFloatingControls(page: Page): Promise<{ covered: string[]; controls: number }> {
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll('button')].filter(
      (element) => getComputedStyle(element).position === 'fixed' && element.getBoundingClientRect().width > 0,
    );
    const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const covered = new Set<string>();
    for (const control of floating) {
      const box = control.getBoundingClientRect();
      for (let x = box.left + 1; x < box.right; x += 4) {
        for (let y = box.top + 1; y < box.bottom; y += 4) {
          for (const element of document.elementsFromPoint(x, y)) {
            if (control.contains(element) || element.contains(control)) continue;
            const target = element.closest(focusable);
            if (target && !control.contains(target))
              covered.add(
                `${control.getAttribute('aria-label') ?? control.tagName} covers ${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 30)}"`,
              );
          }
        }
      }
    }
    return { covered: [...covered], controls: floating.length };
  });
}

for (const screen of SCREENS) {
  for (const language of LANGUAGES) {
    test(`lists fit ${screen.width} × ${screen.height} in ${language}: no sideways scroll, every status whole, no code broken, nothing under a floating control`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: screen, baseURL });
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
      const page = await context.newPage();
      await signInAnyLanguage(page);
      const problems: string[] = [];
      const checked: Record<string, { badges: number; codes: number; controls: number }> = {};
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('[data-loader], [aria-busy="true"]')).toHaveCount(0);
        const layout = await layoutProblems(page);
        problems.push(...layout.problems.map((problem) => `${path}: ${problem}`));
        problems.push(...(await page.evaluate(brokenHeaderWords)).map((word) => `${path}: the header word "${word}" breaks across lines`));
        const top = await coveredByFloatingControls(page);
        problems.push(...top.covered.map((problem) => `${path} (top): ${problem}`));
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const bottom = await coveredByFloatingControls(page);
        problems.push(...bottom.covered.map((problem) => `${path} (bottom): ${problem}`));
        checked[path] = { badges: layout.badges, codes: layout.codes, controls: Math.min(top.controls, bottom.controls) };
      }
      expect(problems).toEqual([]);
      // The customizer's tab floats on every page; the list pages have badges and codes to check.
      for (const path of PAGES) expect(checked[path]!.controls, path).toBeGreaterThan(0);
      for (const path of WITH_STATUS_AND_CODES) {
        expect(checked[path]!.badges, path).toBeGreaterThan(0);
        expect(checked[path]!.codes, path).toBeGreaterThan(0);
      }
      await context.close();
    });
  }
}

/** Every language, on the laptop screens: its column headers break between words only, its statuses show whole. */
const ALL_LANGUAGES = ['en', 'sp', 'gr', 'fr', 'it', 'ru', 'jp', 'ch', 'ar'] as const;
/** The pages with tables whose headers are the longest. */
const TABLE_PAGES = ['/employees', '/trainings', '/employee-course-history', '/trainings/trn-1', '/employees/emp-2'];

for (const language of ALL_LANGUAGES) {
  test(`column headers break between words only and statuses show whole in ${language}, at 1280 and 1366 px`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, baseURL });
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    const page = await context.newPage();
    await signInAnyLanguage(page);
    const broken: string[] = [];
    let headers = 0;
    for (const path of TABLE_PAGES) {
      await page.goto(path);
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      await expect(page.locator('[data-loader], [aria-busy="true"]')).toHaveCount(0);
      for (const width of [1280, 1366]) {
        await page.setViewportSize({ width, height: 720 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        headers += await page.locator('main thead th').count();
        broken.push(...(await page.evaluate(brokenHeaderWords)).map((word) => `${path} at ${width} px: "${word}" breaks`));
        broken.push(...(await layoutProblems(page)).problems.map((problem) => `${path} at ${width} px: ${problem}`));
      }
    }
    expect(headers).toBeGreaterThan(20);
    expect(broken).toEqual([]);
    await context.close();
  });
}

test('a 120-letter title without a space wraps where it stands and widens no page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAnyLanguage(page);
  // The training of the dashboard's first expiration, so the title shows there too.
  const first = page.getByRole('region', { name: 'Next expirations' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const title = (await first.locator('span').first().textContent())!;
  const long = `Evacuation${'W'.repeat(110)}`;
  await page.goto(`/trainings?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('table', { name: 'Trainings' }).getByRole('row').filter({ hasText: title }).first();
  const training = (await row.getByRole('link').first().getAttribute('href'))!;
  expect(training).toMatch(/^\/trainings\//);
  await page.goto(training);
  await page.getByRole('button', { name: 'Edit training' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit training' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(long);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  for (const path of ['/', '/trainings?q=Evacuation', training, `/employee-course-history?training=${training.split('/').pop()}`]) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main').getByText(long).filter({ visible: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1366);
  }
});
