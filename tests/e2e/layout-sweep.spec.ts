import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { openSignedIn } from './helpers';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, serializeLayout } from '../../src/theme/layout-settings';

/** Laptop and phone screens the pages must fit: a 1366 × 768 laptop was the one that cut the lists; 320 px is the narrowest phone. */
const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 375, height: 800 },
  { width: 320, height: 640 },
] as const;
/** The pages with lists, and the dashboard (the customizer's tab covered its expirations). */
const PAGES = [
  '/',
  '/employees',
  '/trainings',
  '/employee-course-history',
  '/notification-detail',
  '/compliance',
  '/compliance/forecast',
  '/compliance/requirements',
  '/employees/emp-2',
  '/trainings/trn-1',
];
/** The pages whose rows carry a status badge and an employee or training code: a check that finds none there has checked nothing. */
const WITH_STATUS_AND_CODES = ['/employees', '/employee-course-history', '/employees/emp-2', '/trainings/trn-1'];

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
    // A matrix scrolls sideways in its own box (`data-scrolls`), its name column in place.
    for (const element of document.querySelectorAll('main *:not([data-scrolls])')) {
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
    // Every search hint whole: its text fits the box between the paddings (a clear button or icon sits in them).
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('main input[placeholder]')) {
      if (input.clientWidth === 0 || !input.placeholder) continue;
      const style = getComputedStyle(input, '::placeholder');
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const own = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(own.paddingInlineStart) - parseFloat(own.paddingInlineEnd);
      const width = canvas.measureText(input.placeholder).width;
      if (width > room + 1) problems.push(`the hint "${input.placeholder}" is cut (${Math.round(width)} px in ${Math.round(room)})`);
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
 * The words that break across lines in the elements `selector` matches (in the page): headers,
 * titles, names, figures with their unit. A hyphen is a break a word allows; Chinese and Japanese
 * break between any two letters, so their letters are not words here. Text read only by screen
 * readers (a box of 1 px) is not drawn. Runs in the page: `page.evaluate(brokenWords, 'main')`.
 */
function brokenWords(selector: string): string[] {
  const broken: string[] = [];
  for (const scope of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      if (!box || box.width <= 2 || box.height <= 2) continue;
      // A share with its per cent sign ("91.6 %", "91,6 %") is one word, and so is any other run of letters.
      for (const match of (node.textContent ?? '').matchAll(/\p{N}[\p{N}.,]*[\u00a0\u202f ]?%|[\p{L}\p{M}\p{N}'’.]+/gu)) {
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

/** Client-side navigation, as a link does it (wouter follows popstate): one sign-in and one load serve every page. */
async function navigate(page: Page, path: string) {
  const previous = (await page.locator('main h1').textContent()) ?? '';
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main h1')).not.toHaveText(previous);
  await settled(page);
}

/** Nothing loading, a table's first rows drawn, and the layout redone for the current size (two frames). */
async function settled(page: Page) {
  await expect(page.locator('[data-loader], [aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() => !document.querySelector('main table') || document.querySelector('main tbody tr'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Every language the app speaks. */
const ALL_LANGUAGES = ['en', 'sp', 'gr', 'fr', 'it', 'ru', 'jp', 'ch', 'ar'] as const;

for (const language of ALL_LANGUAGES) {
  test(`in ${language}, the dashboard and every list page fit ${SCREENS.map((screen) => screen.width).join(', ')} px: no sideways scroll, every status whole, no word broken inside itself, nothing under a floating control`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: SCREENS[0], baseURL });
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    const page = await context.newPage();
    await openSignedIn(page, PAGES[0]);
    const problems: string[] = [];
    const checked: Record<string, { badges: number; codes: number; controls: number; headers: number }> = {};
    for (const path of PAGES) {
      if (path !== PAGES[0]) await navigate(page, path);
      const seen = { badges: 0, codes: 0, controls: Infinity, headers: 0 };
      for (const screen of SCREENS) {
        const at = `${path} at ${screen.width} px`;
        await page.setViewportSize(screen);
        await page.evaluate(() => window.scrollTo(0, 0));
        await settled(page);
        const layout = await layoutProblems(page);
        problems.push(...layout.problems.map((problem) => `${at}: ${problem}`));
        const words = await page.evaluate(brokenWords, 'main');
        problems.push(...words.map((word) => `${at}: the word "${word}" breaks across lines`));
        const top = await coveredByFloatingControls(page);
        problems.push(...top.covered.map((problem) => `${at} (top): ${problem}`));
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const bottom = await coveredByFloatingControls(page);
        problems.push(...bottom.covered.map((problem) => `${at} (bottom): ${problem}`));
        seen.badges = Math.max(seen.badges, layout.badges);
        seen.codes = Math.max(seen.codes, layout.codes);
        seen.controls = Math.min(seen.controls, top.controls, bottom.controls);
        seen.headers += await page.locator('main thead th').count();
      }
      checked[path] = seen;
    }
    expect(problems).toEqual([]);
    // The customizer's tab floats on every page; the list pages have badges, codes and headers to check.
    for (const path of PAGES) expect(checked[path]!.controls, path).toBeGreaterThan(0);
    for (const path of WITH_STATUS_AND_CODES) {
      expect(checked[path]!.badges, path).toBeGreaterThan(0);
      expect(checked[path]!.codes, path).toBeGreaterThan(0);
    }
    expect(Object.values(checked).reduce((sum, seen) => sum + seen.headers, 0)).toBeGreaterThan(20);
    await context.close();
  });
}

test('the dashboard at 375 px in English, German, Russian and Arabic, light and dark: whole words, no sideways scroll, screenshots attached', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  for (const language of ['en', 'gr', 'ru', 'ar'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 }, baseURL, reducedMotion: 'reduce' });
      await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
      const page = await context.newPage();
      const stored = { settings: { ...DEFAULT_LAYOUT, mode, sidebarColor: mode, topbarColor: mode }, directionChosen: false };
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LAYOUT_STORAGE_KEY, serializeLayout(stored)]);
      await openSignedIn(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // The chart and the calendar are parts of their own: drawn once their code is in.
      await expect(page.locator('main canvas').first()).toBeVisible();
      await expect(page.locator('main').getByRole('grid')).toBeVisible();
      await settled(page);
      const at = `/ in ${language}, ${mode}`;
      const layout = await layoutProblems(page);
      expect([...layout.problems, ...(await page.evaluate(brokenWords, 'main')).map((word) => `the word "${word}" breaks across lines`)], at).toEqual([]);
      // Kept in the test's output folder (test-results/), to be looked at, and attached to the report.
      const shot = testInfo.outputPath(`dashboard-375-${language}-${mode}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach(`dashboard-375-${language}-${mode}.png`, { path: shot, contentType: 'image/png' });
      await context.close();
    }
  }
});

test('a 120-letter title without a space wraps where it stands and widens no page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openSignedIn(page);
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
