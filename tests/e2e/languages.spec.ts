import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { relativeAge, type RelativeAge } from '../../src/machines/notifications.machine';
import { demoNotifications } from './demo-notifications';
import { openSignedIn } from './helpers';

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/** §4 relative-time labels in Spanish, by unit. */
const SPANISH_AGES: Record<RelativeAge['unit'], RegExp> = {
  justNow: /^justo ahora$/,
  seconds: /^hace \d+ segundos?$/,
  minutes: /^hace \d+ minutos?$/,
  hours: /^hace \d+ horas?$/,
  days: /^hace \d+ días?$/,
};

/** Signs in with the language cookie set to Spanish, by the form's own names (its labels are Spanish). */
async function signInInSpanish(page: Page, context: BrowserContext) {
  await context.addCookies([{ name: 'lang', value: 'sp', url: BASE }]);
  await page.goto('/account-login');
  await page.locator('input[name=email]').fill('admin@example.com');
  await page.locator('input[name=password]').fill('Admin@123');
  await page.locator('button[type=submit]').click();
}

test.describe('languages (§9)', () => {
  test('the topbar offers English and Spanish first, then the other seven; Spanish changes every string without a reload and is kept in the cookie', async ({
    page,
    context,
  }) => {
    await openSignedIn(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('button', { name: 'Language: English' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveText(['English', 'Español', 'Deutsch', 'Français', 'Italiano', 'Русский', '日本語', '中文', 'العربية']);
    await expect(menu.getByRole('group', { name: 'More languages' })).toBeVisible();
    await menu.getByRole('menuitemradio', { name: 'Español' }).click();

    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Empleados' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('sp');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  });

  test('relative times are localized with their number', async ({ page, context }) => {
    await signInInSpanish(page, context);
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    // The units the ten newest notifications of the demo data read in now (they are dated by the day their status began).
    const units = new Set(demoNotifications.slice(0, 10).map((notification) => relativeAge(notification.createdOn, Date.now()).unit));
    expect(units).toContain('days');
    for (const unit of units) await expect(page.getByRole('dialog', { name: 'Notificaciones' }).getByText(SPANISH_AGES[unit]).first()).toBeVisible();
  });

  test('notification texts and training types read in Spanish, dates in its format; names stay as they are (§16)', async ({ page, context }) => {
    await signInInSpanish(page, context);
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    // The newest plain expiry among the ten the dropdown shows (a required one is worded otherwise).
    const first = demoNotifications.slice(0, 10).find((notification) => notification.subject.kind !== 'missing' && !notification.subject.lapses)!;
    const spanishDate = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${first.subject.expiryDate}T00:00:00Z`));
    const verb = first.subject.kind === 'expired' ? 'venció el' : 'vence el';
    const dropdown = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(dropdown.getByText(`${first.subject.trainingTitle} (${first.subject.trainingCode}) ${verb} ${spanishDate}.`).first()).toBeVisible();
    await expect(dropdown.getByText(first.name).first()).toBeVisible();
    await expect(dropdown.getByText(/ expires on | expired on /)).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/trainings');
    const types = page.getByRole('table').getByRole('rowheader');
    await expect(types.first()).toContainText(/ · (Presencial|E-learning|En el puesto de trabajo|Certificación|Taller)$/, { useInnerText: true });
    await expect(page.getByRole('table').getByText(/ · (Classroom|On-the-job|Certification|Workshop)$/)).toHaveCount(0);
  });

  test('without a cookie the browser language decides', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto(`${BASE}/account-login`);
    await expect(page.getByRole('heading', { name: '¡Bienvenido de nuevo!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });

  test('an unknown browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${BASE}/account-login`);
    await expect(page.getByRole('heading', { name: 'Welcome Back !' })).toBeVisible();
    await context.close();
  });

  test('Arabic from the browser: the topbar lists it marked current', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-SA' });
    const page = await context.newPage();
    await page.goto('/account-login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.locator('input[name=email]').fill('admin@example.com');
    await page.locator('input[name=password]').fill('Admin@123');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await page.getByRole('button', { name: /العربية/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveText(['English', 'Español', 'Deutsch', 'Français', 'Italiano', 'Русский', '日本語', '中文', 'العربية']);
    await expect(menu.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
    await context.close();
  });

  test("Arabic chosen in the topbar turns the page right to left, as the browser's Arabic does, and French back", async ({ page, context }) => {
    await openSignedIn(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');

    await page.getByRole('button', { name: /العربية/ }).click();
    await page.getByRole('menu').getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('Arabic turns the direction to RTL unless the user chose one in the customizer', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'ar', url: BASE }]);
    await page.goto('/account-login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('input[name=email]').fill('admin@example.com');
    await page.locator('input[name=password]').fill('Admin@123');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();

    await page.getByRole('button', { name: 'فتح أداة تخصيص المظهر' }).click();
    await page.getByRole('radiogroup', { name: 'من اليسار ومن اليمين' }).getByText('LTR', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});
