import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, pressLanguagePicker, scrollToFoot } from './helpers';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The visible testimonial names, in visual order. */
async function visibleTestimonials(page: Page): Promise<string[]> {
  const carousel = page.getByRole('region', { name: 'Customer testimonials' });
  const slides = carousel.locator('[role=group]:not([hidden])');
  const entries = await slides.evaluateAll((items) =>
    items.map((item) => ({ order: Number((item as HTMLElement).style.order), name: item.querySelector('strong')!.textContent! })),
  );
  return entries.sort((a, b) => a.order - b.order).map((entry) => entry.name);
}

/** Collects the text of every script the page loads from now on. */
function loadedScripts(page: Page): Promise<string>[] {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text());
  });
  return texts;
}

/** Markers of react-aria's code: its components' DOM marker and its press handling's style. */
const isReactAria = (text: string) => text.includes('data-rac') || text.includes('react-aria-pressable');

test.describe('landing pages load light (§17)', () => {
  for (const path of ['/onepage-landing', '/product-landing']) {
    test(`${path} loads no react-aria until a control that needs it is reached`, async ({ page }) => {
      const scripts = loadedScripts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect((await Promise.all(scripts)).filter(isReactAria)).toEqual([]);
      // The form's behaviour loads as it is reached, and stays free of react-aria, as do the native buttons.
      await scrollToFoot(page);
      const form = page.getByRole('form').last();
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address.');
      await page.waitForLoadState('networkidle');
      expect((await Promise.all(scripts)).filter(isReactAria)).toEqual([]);
    });
  }

  for (const [path, name] of [
    ['/onepage-landing', 'Subscribe to our newsletter'],
    ['/product-landing', 'Join our newsletter'],
  ] as const) {
    test(`${path}: the sign-up form at its foot is in the HTML the server sends, and works when first used`, async ({ page, request }) => {
      // Content is never held back for code: a screen reader's list of fields, find-in-page and a search engine see the form.
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<input[^>]*type="email"/);
      expect(html).toContain(name);
      await page.goto(path);
      const form = page.getByRole('form', { name });
      await expect(form.getByRole('textbox', { name: 'Email' })).toBeAttached();
      await scrollToFoot(page);
      await form.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toHaveText('Thanks for subscribing!');
    });
  }

  test('the language picker brings react-aria when first reached, and opens', async ({ page }) => {
    const scripts = loadedScripts(page);
    await page.goto('/onepage-landing');
    await pressLanguagePicker(page);
    await expect(page.getByRole('option')).toHaveCount(8);
    expect((await Promise.all(scripts)).some(isReactAria)).toBe(true);
  });
});

test.describe('one-page landing (§2, §9)', () => {
  test('renders every section, the counters and the pricing grid with no page error or data call', async ({ page }) => {
    const errors = collectPageErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/onepage-landing');
    await expect(page.getByRole('heading', { level: 1, name: 'Craft a brand identity your business deserves' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Page sections' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Features', 'About', 'Pricing', 'Contact']);
    for (const id of ['home', 'features', 'about', 'pricing', 'contact']) await expect(page.locator(`section#${id}`)).toHaveCount(1);

    const counters = page.locator('#about dd');
    await expect(counters).toHaveText(['4+', '12+', '7+', '4+', '36500+']);

    const plans = page.locator('#pricing li[class*="plan"]');
    await expect(plans).toHaveCount(4);
    const expected = [
      ['Lite', '$9.99', '0 Team Accounts'],
      ['Professional', '$29.99', '3 Team Accounts'],
      ['Enterprise', '$39.99', '3 Team Accounts'],
      ['Unlimited', '$49.99', '3 Team Accounts'],
    ];
    for (const [index, [name, price, team]] of expected.entries()) {
      const plan = plans.nth(index);
      await expect(plan.getByRole('heading', { name })).toBeVisible();
      await expect(plan).toContainText(price!);
      await expect(plan).toContainText('3 Projects');
      await expect(plan).toContainText('299 Customers');
      await expect(plan).toContainText('5 FTP Logins');
      await expect(plan).toContainText(team!);
    }
    await expect(plans.nth(2)).toContainText('25% Sale');
    await expect(page.getByText('25% Sale')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/account-login');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    expect(errors).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  test('the navbar scrolls smoothly to a section and marks the one in view', async ({ page }) => {
    await page.goto('/onepage-landing');
    const nav = page.getByRole('navigation', { name: 'Page sections' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location');
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForTimeout(150);
    const midway = await scrollY(page);
    const target = await page.locator('#pricing').evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(target);
    await expect.poll(() => scrollY(page)).toBeCloseTo(target, -1);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(page.locator('#pricing')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/onepage-landing');
  });

  test('past 40 px the navbar sticks and back-to-top appears and works', async ({ page }) => {
    await page.goto('/onepage-landing');
    const navbar = page.locator('header').filter({ has: page.getByRole('navigation', { name: 'Page sections' }) });
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(navbar).not.toHaveAttribute('data-sticky');
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(navbar).not.toHaveAttribute('data-sticky');
    await page.evaluate(() => window.scrollTo(0, 41));
    await expect(navbar).toHaveAttribute('data-sticky', 'true');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(navbar).toHaveAttribute('data-sticky', 'true');
    expect((await navbar.boundingBox())!.y).toBe(0);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(backToTop).toHaveCount(0);
    await expect(navbar).not.toHaveAttribute('data-sticky');
  });

  test('the subscribe form needs an email; the language picker lists 8 languages', async ({ page }) => {
    await page.goto('/onepage-landing');
    await scrollToFoot(page);
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Thanks for subscribing!');

    await pressLanguagePicker(page);
    await expect(page.getByRole('option')).toHaveCount(8);
  });

  test('reduced motion jumps straight to the section', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/onepage-landing');
    const target = await page.locator('#contact').evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
    await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Contact' }).click();
    const expected = Math.min(target, await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight));
    expect(await scrollY(page)).toBeCloseTo(expected, -1);
  });

  test('on a narrow screen the sections sit behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/onepage-landing');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Page sections' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('navigation', { name: 'Page sections' })).toBeHidden();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  });
});

test.describe('product landing (§2, §4, §9)', () => {
  test('reveals its sections in sequence and shows the four products', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.clock.install();
    await page.goto('/product-landing');
    const hero = page.getByRole('heading', { level: 1, name: 'Step into comfort and style' });
    await expect(hero).toBeVisible();
    const carouselStage = page
      .getByRole('region', { name: 'Customer testimonials' })
      .locator('xpath=ancestor::*[@data-revealed or contains(@class, "reveal")][1]');
    await expect(carouselStage).not.toHaveAttribute('data-revealed');
    await page.clock.runFor(3000);
    await expect(carouselStage).toHaveAttribute('data-revealed', 'true');
    await expect(page.locator('[class*="reveal"]:not([data-revealed])')).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Page sections' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Product', 'Features', 'About', 'Feedback']);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [index, [rating, price]] of [
      ['4.8', '$299.99'],
      ['4.4', '$129.49'],
      ['4.9', '$149.99'],
      ['4.6', '$174.65'],
    ].entries()) {
      await expect(cards.nth(index)).toContainText(rating!);
      await expect(cards.nth(index)).toContainText(price!);
      await expect(cards.nth(index).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    }
    await cards.nth(2).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Court Classic was added to your cart.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a jump to the end with End shows the newsletter at once, not at its 2700 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/product-landing');
    await expect(page.getByRole('heading', { level: 1, name: 'Step into comfort and style' })).toBeVisible();
    const newsletter = page.getByRole('form', { name: 'Join our newsletter' }).locator('xpath=ancestor::*[@data-reveal-stage][1]');
    await expect(newsletter).not.toHaveAttribute('data-revealed');
    await page.keyboard.press('End');
    await expect(newsletter).toHaveAttribute('data-revealed', 'true');
    await expect(newsletter).toBeInViewport();
  });

  test('the carousel shows 3, moves 1 every 1500 ms, pauses on hover and focus, and has previous/next', async ({ page }) => {
    await page.clock.install();
    await page.goto('/product-landing');
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    await expect(carousel).toBeAttached();
    expect(await visibleTestimonials(page)).toEqual(['Maya Lindqvist', 'Tomás Herrera', 'Aisha Okafor']);
    await page.clock.runFor(1500);
    await expect.poll(() => visibleTestimonials(page)).toEqual(['Tomás Herrera', 'Aisha Okafor', 'Liam Chen']);

    await page.clock.runFor(2000);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover();
    const paused = await visibleTestimonials(page);
    await page.clock.runFor(4500);
    expect(await visibleTestimonials(page)).toEqual(paused);

    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Next testimonials' }).focus();
    await page.clock.runFor(4500);
    expect(await visibleTestimonials(page)).toEqual(paused);

    await page.keyboard.press('Enter');
    const afterNext = await visibleTestimonials(page);
    expect(afterNext[0]).toBe(paused[1]);
    await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
    expect(await visibleTestimonials(page)).toEqual(paused);
  });

  test('reduced motion shows everything at once and does not autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/product-landing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[class*="reveal"]:not([data-revealed])')).toHaveCount(0);
    const before = await visibleTestimonials(page);
    await page.clock.runFor(4500);
    expect(await visibleTestimonials(page)).toEqual(before);
  });

  test('the newsletter needs an email', async ({ page }) => {
    await page.goto('/product-landing');
    await scrollToFoot(page);
    const form = page.getByRole('form', { name: 'Join our newsletter' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Email' }).fill('runner@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Thanks for subscribing!');
  });
});
