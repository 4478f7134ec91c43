import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { collectPageErrors, isolated, kpi, kpiNumber, openFirstScheduledCompletion, openSignedIn, pageTitle, readCsvDownload, signIn, toasts } from './helpers';
import { demoNotifications, demoScheduledRenewal, demoUnscheduledRenewal, rowName } from './demo-notifications';

/** "Showing 1–10 of 123" → 123. */
async function totalShown(page: Page): Promise<number> {
  const range = page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Showing /);
  await expect(range).toBeVisible();
  return Number((await range.textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
}

test.describe('training compliance', () => {
  test('recording a completion changes the KPIs on the home page', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page);
    const scheduledBefore = await kpiNumber(page, 'Scheduled');

    const { dialog, training } = await openFirstScheduledCompletion(page);
    await dialog.getByLabel('Score (optional)').fill('92');
    await dialog.getByRole('button', { name: 'Record completion' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: `Completion of ${isolated(training)} recorded.` })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(kpi(page, 'Scheduled')).toHaveText(String(scheduledBefore - 1));
    expect(errors).toEqual([]);
  });

  test('a failed write keeps the dialog and its input, and says why', async ({ page }) => {
    await openSignedIn(page, '/employee-course-history?status=scheduled');
    const firstRow = page.getByRole('table', { name: 'Training records' }).getByRole('row').nth(1);
    const [name, training] = await Promise.all([
      firstRow.getByRole('rowheader').locator('bdi').first().textContent(),
      firstRow.getByRole('cell').first().locator('bdi').first().textContent(),
    ]);
    await firstRow.click();
    await page.getByRole('button', { name: 'Schedule training' }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule a training for ${name}` });
    await dialog.getByRole('combobox', { name: /Training/ }).click();
    await page.getByRole('option', { name: new RegExp(`· ${training!.replace(/[()]/g, '\\$&')}$`) }).click();
    await dialog.getByRole('button', { name: 'Open calendar' }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: /Today/ }).click();
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(`${name} already has ${training} scheduled`);
    await expect(dialog.getByRole('combobox', { name: /Training/ })).toContainText(training!);
  });

  test('a shared URL restores search, filters, sort and page, also after a reload', async ({ page, browser }) => {
    // Two sign-ins and several full page loads: more than the default 30 s on a busy two-core machine.
    test.slow();
    await openSignedIn(page, '/employees');
    // The filter by the native select's own keys: Operations is the first department, after All.
    const department = page.getByRole('combobox', { name: 'Department' });
    await expect(department.locator('option', { hasText: 'Operations' })).toBeAttached();
    await department.focus();
    await page.keyboard.press('ArrowDown');
    await expect(department.locator('option:checked')).toHaveText('Operations');
    const hireDate = page.getByRole('button', { name: 'Hire date' });
    await hireDate.click();
    await hireDate.click();
    // The sort button pressed keeps focus while the rows of its order arrive.
    await expect(hireDate).toBeFocused();
    await expect(page).toHaveURL(/department=dep-1/);
    await expect(page).toHaveURL(/sort=hireDate&order=desc/);
    const table = page.getByRole('table', { name: 'Employees' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // The rows of the filtered, sorted view have arrived once the list is no longer busy.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const firstNames = await table.getByRole('rowheader').allTextContents();
    const shared = page.url();

    // A colleague's browser has no session: the link survives the sign-in (returnUrl).
    const other = await (await browser.newContext()).newPage();
    await other.goto(shared);
    await expect(other).toHaveURL(/\/account-login\?returnUrl=/);
    await signIn(other, other.url());
    await expect(other).toHaveURL(shared);
    await expect(other.getByRole('combobox', { name: 'Department' }).locator('option:checked')).toHaveText('Operations');
    await expect(other.getByRole('columnheader', { name: 'Hire date' })).toHaveAttribute('aria-sort', 'descending');
    await expect(other.getByRole('table', { name: 'Employees' }).getByRole('rowheader')).toHaveText(firstNames);
    await other.reload();
    await expect(other.getByRole('table', { name: 'Employees' }).getByRole('rowheader')).toHaveText(firstNames);
    const departments = await other
      .getByRole('table', { name: 'Employees' })
      .getByRole('row')
      .locator('td:nth-child(2) span:first-child > bdi')
      .allTextContents();
    expect(departments.length).toBeGreaterThan(0);
    expect(new Set(departments)).toEqual(new Set(['Operations']));
    await other.context().close();
  });

  test("Back and Forward step through the list's views: each sort, page, filter and page size is a history entry", async ({ page }) => {
    await openSignedIn(page, '/employees');
    const table = page.getByRole('table', { name: 'Employees' });
    const hireDate = page.getByRole('columnheader', { name: 'Hire date' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of/)).toBeVisible();
    await hireDate.getByRole('button').click();
    await expect(hireDate).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(page).toHaveURL(/\/employees\?sort=hireDate&order=asc&size=25$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/employees\?sort=hireDate&order=asc$/);
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.goBack();
    await expect(page).toHaveURL(/\/employees\?page=2$/);
    await expect(page.getByText(/^Page 2 of/)).toBeVisible();
    await expect(hireDate).not.toHaveAttribute('aria-sort', 'ascending');
    await page.goBack();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByText(/^Page 1 of/)).toBeVisible();
    await page.goForward();
    await expect(page.getByText(/^Page 2 of/)).toBeVisible();
    await page.goForward();
    await expect(hireDate).toHaveAttribute('aria-sort', 'ascending');
  });

  test('CSV export holds every filtered record, not only the page', async ({ page }) => {
    await openSignedIn(page, '/employee-course-history?status=expired');
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(10);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^course-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readCsvDownload(download)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Employee code,Employee,Department,Training code,Training,Scheduled,Completed,Expires,Score,Status');
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line).toMatch(/,Expired$/);
    await expect(toasts(page).filter({ hasText: `${total} records exported.` })).toBeVisible();
  });

  test('sorting and paging by keyboard', async ({ page }) => {
    await openSignedIn(page, '/trainings');
    const table = page.getByRole('table', { name: 'Trainings' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const title = page.getByRole('columnheader', { name: 'Title' });
    await title.getByRole('button', { name: 'Title' }).focus();
    await page.keyboard.press('Enter');
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    await page.keyboard.press('Enter');
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect(title.getByRole('button', { name: 'Title' })).toBeFocused();
    await expect(page).toHaveURL(/sort=title&order=desc/);
    // The sort shows at once; the rows of the new order arrive after the server answers.
    const descending = (texts: string[]) => texts.every((text, index) => index === 0 || texts[index - 1]!.localeCompare(text) >= 0);
    await expect.poll(async () => descending(await table.getByRole('rowheader').allTextContents())).toBe(true);
    const titles = await table.getByRole('rowheader').allTextContents();

    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The last page reached, Next says so but keeps the focus of the user who pressed it.
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
    await expect(table.getByRole('rowheader')).toHaveText(titles);

    // A row opens from the keyboard: its title is a link reached by Tab.
    await table.getByRole('rowheader').first().getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trainings\/trn-\d+$/);
  });

  test('empty scenario: every page says there is nothing, the KPIs are zero', async ({ page }) => {
    await openSignedIn(page, '/?scenario=empty');
    await expect(kpi(page, 'Employees')).toHaveText('0');
    await expect(kpi(page, 'Compliance')).toHaveText('—');
    await expect(page.getByText('No training expires soon.')).toBeVisible();
    await page.goto('/employees');
    await expect(page.getByRole('table', { name: 'Employees' }).locator('..')).toContainText('There are no employees yet.');
    await page.goto('/trainings');
    await expect(page.getByRole('table', { name: 'Trainings' }).locator('..')).toContainText('There are no trainings yet. Create the first one.');
    await page.goto('/employee-course-history');
    await expect(page.getByRole('table', { name: 'Training records' }).locator('..')).toContainText('There are no training records yet.');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // An empty list says so once, in words: no "Page 1 of 1 · Showing 0–0 of 0" under it.
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.goto('/notification-detail');
    await expect(page.getByRole('main')).toContainText("You're all caught up: there are no notifications.");
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('server-error scenario: every page shows the failure in place and offers to try again', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page);
    const message = 'Internal Server Error: the data service is unavailable.';
    for (const path of ['/?scenario=server-error', '/employees', '/trainings', '/employee-course-history', '/employees/emp-2', '/trainings/trn-1']) {
      await page.goto(path);
      const alert = page.getByRole('main').getByRole('alert').first();
      await expect(alert).toContainText('This data could not be loaded.');
      await expect(alert).toContainText(message);
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('employee page: breadcrumbs and Renew (§11)', () => {
  test('breadcrumbs lead back to the list it was opened from; the last names the page', async ({ page }) => {
    const { employeeId, name } = demoUnscheduledRenewal();
    await openSignedIn(page, `/employees/${employeeId}`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Dashboard', 'Employees', name]);
    await expect(trail.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL('/employees');
  });

  test('Renew on an expiring or expired training opens the schedule dialog with that training chosen, and schedules it', async ({ page }) => {
    const { employeeId, name, title, code } = demoUnscheduledRenewal();
    await openSignedIn(page, `/employees/${employeeId}`);
    await page.getByRole('button', { name: `Renew ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule a training for ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: new RegExp(`^${code} · ${title}`) })).toBeVisible();
    // The training is chosen already: only the date is asked for.
    await dialog.getByRole('spinbutton').first().click();
    await page.keyboard.type(`12${'25'}${new Date().getFullYear() + 1}`);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: `${isolated(title)} scheduled.` })).toBeVisible();
    // The renewal is in the history now, so Renew records it next time.
    await page
      .getByRole('button', { name: `Renew ${title}` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: `Record completion: ${title}` })).toBeVisible();
  });

  test('a course taken before it was tracked is recorded directly, with a past date and no session scheduled', async ({ page }) => {
    await openSignedIn(page, '/employees/emp-1');
    const recordPast = page.getByRole('button', { name: 'Record a completed training' });
    await expect(recordPast).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await recordPast.click();
    const dialog = page.getByRole('dialog', { name: `Record a completed training: ${name}` });
    await dialog.getByRole('combobox', { name: /Training/ }).click();
    const option = page.getByRole('option', { name: /^ER-120 · / });
    const title = (await option.textContent())!.replace(/^ER-120 · /, '');
    await option.click();
    // Ten days ago, typed as the English date field reads it: month, day, year.
    const day = new Date(Date.now() - 10 * 86_400_000);
    await dialog.getByRole('spinbutton').first().click();
    await page.keyboard.type(`${String(day.getMonth() + 1).padStart(2, '0')}${String(day.getDate()).padStart(2, '0')}${day.getFullYear()}`);
    await dialog.getByRole('textbox', { name: /Score/ }).fill('91');
    await dialog.getByRole('button', { name: 'Record completion', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: `Completion of ${isolated(title)} recorded.` })).toBeVisible();
    const shown = day.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const line = page.getByRole('table', { name: 'Training history' }).getByRole('row').filter({ hasText: title }).filter({ hasText: shown });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('91');
    await expect(line.getByRole('button', { name: /Record completion/ })).toHaveCount(0);
  });

  test('Renew where a renewal is scheduled already opens its record-completion dialog', async ({ page }) => {
    const { employeeId, title } = demoScheduledRenewal();
    await openSignedIn(page, `/employees/${employeeId}`);
    await page
      .getByRole('button', { name: `Renew ${title}` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: `Record completion: ${title}` })).toBeVisible();
  });
});

test("a list's New button fetches its dialog's code as the pointer reaches it, so the first open does not wait", async ({ page }) => {
  await openSignedIn(page);
  for (const [path, name, chunk] of [
    ['/employees', 'New employee', /\/assets\/employee-form-dialog-[\w-]+\.js$/],
    ['/trainings', 'New training', /\/assets\/training-form-[\w-]+\.js$/],
  ] as const) {
    await page.goto(path);
    const fetched = page.waitForRequest((request) => chunk.test(new URL(request.url()).pathname), { timeout: 5_000 });
    await page.getByRole('button', { name }).hover();
    await fetched;
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test.describe('employees: add, edit, deactivate (§11)', () => {
  test('a taken code is refused in the form, which keeps the input; the added employee is listed and counted', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openSignedIn(page);
    const before = await kpiNumber(page, 'Employees');
    await page.goto('/employees');
    await page.getByRole('button', { name: 'New employee' }).click();
    const dialog = page.getByRole('dialog', { name: 'New employee' });
    await dialog.getByRole('textbox', { name: 'Employee code' }).fill('EMP-00001');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('noor.haddad@trendmfg.example');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Noor');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Haddad');
    await expect(dialog.getByRole('combobox', { name: /Designation/ })).toContainText('Choose a department first');
    await dialog.getByRole('combobox', { name: /Department/ }).click();
    await page.getByRole('listbox', { name: 'Department' }).getByRole('option', { name: 'Operations' }).click();
    await dialog.getByRole('combobox', { name: /Designation/ }).click();
    await page.getByRole('listbox', { name: 'Designation' }).getByRole('option', { name: 'Shift Supervisor' }).click();
    await dialog.getByRole('combobox', { name: /Work center/ }).click();
    await page.getByRole('listbox', { name: 'Work center' }).getByRole('option').first().click();
    await dialog.getByRole('spinbutton').first().click();
    await page.keyboard.type('06012024');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/The code EMP-00001 is already used by /);
    await expect(dialog.getByRole('textbox', { name: 'Last name' })).toHaveValue('Haddad');

    await dialog.getByRole('textbox', { name: 'Employee code' }).fill('EMP-09001');
    await dialog.getByRole('button', { name: 'Add employee' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: `${isolated('Noor Haddad')} added.` })).toBeVisible();
    await page.getByRole('searchbox').fill('Haddad');
    await expect(page.getByRole('table', { name: 'Employees' }).getByRole('rowheader')).toContainText(['Noor Haddad']);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => kpiNumber(page, 'Employees')).toBe(before + 1);
    expect(errors).toEqual([]);
  });

  test('editing renames the employee everywhere; deactivating asks first, then drops their notifications', async ({ page }) => {
    const [notification] = demoNotifications;
    const { employeeId, employeeName } = notification.subject;
    const notificationRow = () => page.getByRole('grid', { name: 'All notifications' }).getByRole('row', { name: rowName(notification) });
    await openSignedIn(page, `/notification-detail?q=${encodeURIComponent(notification.name)}`);
    await expect(notificationRow()).toBeVisible();
    await page.goto(`/employees/${employeeId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(employeeName);

    await page.getByRole('button', { name: 'Edit employee' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit employee' });
    const last = edit.getByRole('textbox', { name: 'Last name' });
    const lastName = await last.inputValue();
    await last.fill(`${lastName}-Ortiz`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    const renamed = `${employeeName}-Ortiz`;
    await expect(toasts(page).filter({ hasText: `${isolated(renamed)} saved.` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

    await page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${renamed}?` });
    await expect(confirm).toContainText('Their course history is kept');
    // Nothing happens before the answer: Cancel has the focus and leaves them active.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(toasts(page).filter({ hasText: `${isolated(renamed)} deactivated.` })).toBeVisible();
    await expect(page.getByRole('main').getByText('Inactive', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Schedule training' })).toBeHidden();

    await page.goto(`/notification-detail?q=${encodeURIComponent(notification.name)}`);
    await expect(page.getByText('No notifications match this search or filter.')).toBeVisible();
    await expect(notificationRow()).toHaveCount(0);
  });
});

test('a name holding a right-to-left override (U+202E) orders only itself in the title, the breadcrumbs and the toast', async ({ page }) => {
  await openSignedIn(page, '/employees/emp-3');
  await page.getByRole('button', { name: 'Edit employee' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit employee' });
  const first = edit.getByRole('textbox', { name: 'First name' });
  const last = await edit.getByRole('textbox', { name: 'Last name' }).inputValue();
  await first.fill('\u202eAna');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const name = `\u202eAna ${last}`;
  // Between FSI and PDI the override ends with the name: ' saved.' and ' · Trend Admin' keep their order.
  await expect(toasts(page).filter({ hasText: `${isolated(name)} saved.` })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(name));
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last();
  expect(await crumb.evaluate((link) => link.querySelector('bdi')?.textContent)).toBe(name);
});
