import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { demoNotifications } from './demo-notifications';
import { DEMO, openSignedIn, toasts } from './helpers';

/**
 * Why the focused element does not show focus, or null when it does (WCAG 2.4.7): it must match
 * `:focus-visible` and draw an outline or a shadow (on itself, on the react-aria wrapper carrying
 * `data-focus-visible`, or inside it, as the customizer's pictures do), or, as an item of a menu or
 * list, differ in fill from an unfocused sibling.
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing has focus';
    const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
    if (!active.matches(':focus-visible')) return `${name} does not match :focus-visible`;
    const host = active.closest('[data-focus-visible]') ?? active;
    const drawsRing = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      return outline || style.boxShadow !== 'none';
    };
    if ([host, ...host.querySelectorAll('*')].some(drawsRing)) return null;
    const role = host.getAttribute('role');
    const sibling = role ? [...(host.parentElement?.children ?? [])].find((element) => element !== host && element.getAttribute('role') === role) : undefined;
    if (sibling && getComputedStyle(sibling).backgroundColor !== getComputedStyle(host).backgroundColor) return null;
    return `${name} shows no focus indicator`;
  });
}

async function expectFocusVisible(page: Page) {
  // Polled briefly: popovers and dialogs move focus into themselves a frame after they open.
  await expect.poll(() => focusProblem(page), { timeout: 2_000 }).toBeNull();
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Signs in, then loads the shell afresh: a keyboard user arriving on it, with focus at the top of the
 * document (after a client navigation, focus is on the page's heading instead: src/app/page-title.tsx).
 */
async function arriveInShell(page: Page) {
  await openSignedIn(page);
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Presses Tab until `target` has focus, checking that every stop on the way shows focus. */
async function tabTo(page: Page, target: Locator, maxStops = 40) {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} not reached in ${maxStops} Tab presses`);
}

/** Marks the focused element so a later stop can be recognised; returns its mark. */
function markFocused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    active.dataset.kbdStop ??= String(document.querySelectorAll('[data-kbd-stop]').length);
    return active.dataset.kbdStop;
  });
}

/**
 * Tabs through `dialog` until focus comes back round: every stop is inside it and shows focus, Tab
 * from the last stop returns to the first, and Shift+Tab from the first goes to the last.
 * @returns how many stops the dialog has.
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<number> {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await page.keyboard.press('Tab');
  const first = await markFocused(page);
  const stops = [first];
  for (;;) {
    expect(await inside(), `stop ${stops.length} is inside the dialog`).toBe(true);
    await expectFocusVisible(page);
    await page.keyboard.press('Tab');
    const mark = await markFocused(page);
    if (mark === first) break;
    stops.push(mark);
    expect(stops.length, 'focus comes back round').toBeLessThan(60);
  }
  expect(stops.length).toBeGreaterThan(1);
  await page.keyboard.press('Shift+Tab');
  expect(await markFocused(page)).toBe(stops.at(-1));
  await page.keyboard.press('Tab');
  expect(await markFocused(page)).toBe(first);
  return stops.length;
}

/** Escape closes `dialog` and focus goes back to `trigger`, visibly. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, trigger: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expectFocusVisible(page);
}

test.describe('keyboard only', () => {
  test('sign in: every stop shows focus; the password toggle and submit work from the keyboard', async ({ page }) => {
    await page.goto('/account-login');
    const email = page.getByLabel('Username or email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toBeVisible();
    // The prerendered page takes no key until the app owns it (#root inert): Tab would skip it all.
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await tabTo(page, email);
    await page.keyboard.press('Enter');
    await expect(toasts(page).filter({ hasText: 'Please fill all required fields.' })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await expect(email).toBeFocused();
    await page.keyboard.type(DEMO.email);
    await tabTo(page, password);
    await page.keyboard.type(DEMO.password);
    await tabTo(page, page.getByRole('button', { name: 'Show password' }));
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'password');
    await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('the first Tab in the shell offers Skip to content, which moves focus past the sidebar and topbar', async ({ page }) => {
    await arriveInShell(page);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).not.toBeInViewport();
    await tabTo(page, skip, 1);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL('/');
    // While the dashboard loads, main holds no focusable element yet and Tab would leave it.
    await expect
      .poll(() => page.getByRole('main').evaluate((main) => main.querySelector('a[href], button:not([disabled]), [tabindex="0"]') !== null))
      .toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.getByRole('main').evaluate((main) => main !== document.activeElement && main.contains(document.activeElement))).toBe(true);
  });

  test('change password: menu by arrows, focus trapped in the dialog, Escape and submit return focus to the profile button', async ({ page }) => {
    await arriveInShell(page);
    const profile = page.getByRole('button', { name: /profile menu$/ });
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await tabTo(page, profile);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Old Password')).toBeFocused();
    expect(await expectFocusTrapped(page, dialog)).toBe(8);
    await expectEscapeReturnsFocus(page, dialog, profile);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Old Password')).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await tabTo(page, dialog.getByLabel('New Password'));
    await page.keyboard.type('Newpass123');
    await tabTo(page, dialog.getByLabel('Confirm Password'));
    await page.keyboard.type('Newpass123');
    await page.keyboard.press('Enter');
    await expect(toasts(page).filter({ hasText: 'Password changed successfully.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(profile).toBeFocused();
  });

  test('theme customizer: opened from the keyboard, choices by arrows and Space, focus trapped, Escape returns focus', async ({ page }) => {
    await openSignedIn(page);
    const launcher = page.getByRole('button', { name: 'Open the theme customizer' });
    const drawer = page.getByRole('dialog', { name: 'Theme Customizer' });
    const html = page.locator('html');
    await tabTo(page, launcher);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();

    await tabTo(page, drawer.getByRole('radio', { name: 'Vertical' }));
    await page.keyboard.press('ArrowRight');
    await expect(html).toHaveAttribute('data-layout', 'horizontal');
    await expect(drawer.getByRole('radio', { name: 'Horizontal' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowLeft');
    await expect(html).toHaveAttribute('data-layout', 'vertical');
    await tabTo(page, drawer.getByRole('switch', { name: 'Semi Dark (Sidebar & Header)' }));
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-sidebar', 'dark');
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-sidebar', 'light');

    expect(await expectFocusTrapped(page, drawer)).toBeGreaterThan(10);
    await expectEscapeReturnsFocus(page, drawer, launcher);
  });

  test('notification dropdown: opened from the keyboard, rows by arrows, focus trapped, Escape returns focus, Enter follows a row', async ({ page }) => {
    await arriveInShell(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    await expect(dropdown).toBeFocused();
    await page.keyboard.press('Tab');
    const rows = dropdown.getByRole('row');
    await expect(rows.first()).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Shift+Tab');
    // The list is one stop (arrows move within it) and the link the other.
    expect(await expectFocusTrapped(page, dropdown)).toBe(2);
    await expectEscapeReturnsFocus(page, dropdown, bell);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(rows.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/employees');
    const trainings = page.getByRole('dialog', { name: 'Upcoming Expiring Trainings' });
    await expect(trainings.getByText(demoNotifications[0].name, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trainings).toBeHidden();
  });
});
