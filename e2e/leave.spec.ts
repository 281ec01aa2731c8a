import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  accessTokenFor,
  createKofi,
  fillSignIn,
  mailedLink,
  PASSWORD,
  signUpAdministrator,
  uniqueEmail,
} from './support.ts';

// Issue 12's journey, as far as this build goes: an administrator sets up leave (work week, holiday
// calendar, leave type with a notice rule), opens Leave to employees, applies for an employee across
// a holiday, approves it in Review, and the balance drops by the workdays; the employee asks too late
// and reads the rule's refusal.

/** Dates as the server keeps them, counted from today (UTC, as the server's clock). */
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** The first Monday at least `days` days from today. */
function mondayAfter(days: number): Date {
  const start = addDays(new Date(`${iso(new Date())}T00:00:00Z`), days);
  return addDays(start, (8 - start.getUTCDay()) % 7);
}
/** What the date fields take, month first as en-US reads them. */
const typed = (date: Date) => iso(date).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1');

/** A week of leave three weeks ahead (notice enough for rule 1), its Wednesday a holiday. */
const leaveMonday = mondayAfter(21);
const leaveWednesday = addDays(leaveMonday, 2);
const leaveFriday = addDays(leaveMonday, 4);
/** Next week: five workdays, fewer than the ten workdays' notice rule 1 asks. */
const tooSoonMonday = mondayAfter(1);

/** Switches a react-aria switch from the keyboard, as the module access journey does. */
async function toggle(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Space');
}

/** Opens a group of the side menu; a group holding the current page is open already. */
async function openMenuGroup(menu: Locator, name: string) {
  const group = menu.getByRole('button', { name, exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
}

async function typeDate(page: Page, group: Locator, date: Date) {
  await group.getByRole('spinbutton', { name: /month/i }).first().click();
  await page.keyboard.type(typed(date));
}

async function chooseEmployee(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Employee' }).pressSequentially(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name }).click();
}

async function applyFor(page: Page, from: Date, to: Date) {
  await page.getByRole('button', { name: /Leave type$/ }).click();
  await page.getByRole('option', { name: 'AL – Annual leave' }).click();
  await page.getByRole('spinbutton', { name: /month, Start date/i }).click();
  await page.keyboard.type(typed(from));
  await page.keyboard.type(typed(to));
}

test('leave: an administrator sets up leave, applies for an employee across a holiday and approves it, and reads it in the planner and both reports; the employee is refused a request made too late', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const adminEmail = uniqueEmail('leave-admin');
  const employeeEmail = uniqueEmail('kofi');
  await signUpAdministrator(request, adminEmail);
  const adminToken = await accessTokenFor(request, adminEmail);
  const headers = { authorization: `Bearer ${adminToken}` };
  const employeeId = await createKofi(request, adminToken, employeeEmail);

  await page.goto('/login');
  await fillSignIn(page, adminEmail, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The work week, reached from Attendance as from Leave Management: the same page.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(menu, 'Attendance');
  await menu.getByRole('link', { name: 'WorkDay' }).click();
  await expect(page).toHaveURL(/\/leave\/workdays$/);
  await page.getByRole('button', { name: 'Add Work Week' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Work Week' });
  await dialog.getByLabel('Code').fill('MF');
  await dialog.getByLabel('Name').fill('Monday to Friday');
  await toggle(page, dialog.getByRole('switch', { name: 'Default' }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('grid', { name: 'Work Weeks' }).getByRole('row', { name: /Monday to Friday/ }),
  ).toBeVisible();

  await page.goto('/leave/holidays');
  await page.getByRole('button', { name: 'Add Holiday Calendar' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Holiday Calendar' });
  await dialog.getByLabel('Code').fill('CO');
  await dialog.getByLabel('Name').fill('Company holidays');
  await toggle(page, dialog.getByRole('switch', { name: 'Default' }));
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await dialog.getByRole('textbox', { name: 'Holiday 1 name' }).fill('Founders Day');
  await typeDate(page, dialog.getByRole('group', { name: 'Holiday 1 date' }), leaveWednesday);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('grid', { name: 'Holiday Calendars' }).getByRole('row', { name: /Company holidays/ }),
  ).toBeVisible();

  // Rule 1: five days or more are applied for ten workdays ahead.
  await openMenuGroup(menu, 'Leave Management');
  await menu.getByRole('link', { name: 'Leave Type' }).click();
  await page.getByRole('button', { name: 'Add Leave Type' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Leave Type' });
  await dialog.getByLabel('Code').fill('AL');
  await dialog.getByLabel('Description').fill('Annual leave');
  await toggle(page, dialog.getByRole('switch', { name: 'Attachment Required' }));
  await toggle(page, dialog.getByRole('switch', { name: 'Rule 1' }));
  const rule1 = dialog.getByRole('group', { name: 'Rule 1' });
  await rule1.getByLabel('days or more').fill('5');
  await rule1.getByLabel('workdays in advance').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('grid', { name: 'Leave Types' }).getByRole('row', { name: /Annual leave/ }),
  ).toBeVisible();

  await page.goto('/employer/modules');
  const leaveModule = page.getByRole('switch', { name: 'Leave' });
  await toggle(page, leaveModule);
  await expect(leaveModule).toBeChecked();
  await expect(page.getByLabel('Saving Leave')).toBeHidden();

  // The administrator gives Kofi an opening balance, then applies for his leave across the holiday.
  await page.goto('/leave/schedule');
  await chooseEmployee(page, 'Kofi Boateng');
  const balances = page.getByRole('region', { name: 'Balances' });
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  dialog = page.getByRole('dialog', { name: 'Adjust leave balance' });
  await dialog.getByRole('button', { name: /Leave type$/ }).click();
  await page.getByRole('option', { name: 'AL – Annual leave' }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('20');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Opening balance');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog).toBeHidden();
  await expect(balances.getByRole('listitem')).toContainText('20 days');

  await applyFor(page, leaveMonday, leaveFriday);
  await expect(page.getByText('Total: 4 days')).toBeVisible({ timeout: 15_000 });
  const days = page.getByRole('list', { name: 'Days counted' }).getByRole('listitem');
  await expect(days).toHaveCount(5);
  await expect(days.nth(2)).toContainText('0 days');
  await page.getByRole('button', { name: 'Apply for leave' }).click();
  await expect(page.getByText('Leave applied for. It waits for approval.')).toBeVisible();
  const requests = page.getByRole('grid', { name: 'Requests' });
  await expect(requests.getByRole('row', { name: /Pending/ })).toContainText('4 days');
  await expect(balances.getByRole('listitem')).toContainText('4 days pending');

  // Nobody set a workflow, so the administrators decide; Ada did not ask, so she may.
  await menu.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve Kofi Boateng’s leave' }).click();
  dialog = page.getByRole('dialog', { name: 'Approve leave for Kofi Boateng?' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Enjoy it.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved Kofi Boateng’s leave.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing waits for your decision.' })).toBeVisible();

  await page.goto('/leave/schedule');
  await chooseEmployee(page, 'Kofi Boateng');
  await expect(
    page.getByRole('grid', { name: 'Requests' }).getByRole('row', { name: /Approved/ }),
  ).toContainText('4 days');
  await expect(balances.getByRole('listitem')).toContainText('0 days pending');
  // The leave is booked on its own days: from its first day on, the balance is 4 workdays lower.
  const asOfLeave = await request.post('/api/leave/get-leave-balances', {
    headers,
    data: { employeeId, asOf: iso(leaveFriday) },
  });
  expect((await asOfLeave.json()).returnObject).toEqual([expect.objectContaining({ balance: '16' })]);

  // The planner shows Kofi away in the leave's month.
  await openMenuGroup(menu, 'Leave Management');
  await menu.getByRole('link', { name: 'Planner', exact: true }).click();
  const leaveMonth = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(leaveMonday);
  for (let step = 0; step < 3; step += 1) {
    if (await page.getByRole('heading', { name: leaveMonth }).isVisible()) break;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.getByRole('heading', { name: leaveMonth })).toBeVisible();
  const kofiInPlanner = page.getByRole('row', { name: /Kofi Boateng/ });
  await expect(kofiInPlanner.getByText('Annual leave', { exact: true }).first()).toBeAttached();

  // The ledger holds the opening balance and the leave taken; the entitlement report, as of today,
  // the balance before the leave (it is booked on its own days, still to come).
  await menu.getByRole('link', { name: 'Transaction Report', exact: true }).click();
  const ledger = page.getByRole('grid', { name: 'Transaction Report' });
  await expect(ledger.getByRole('row', { name: /Opening balance/ })).toContainText('Adjusted');
  await expect(ledger.getByRole('row', { name: /Taken/ }).first()).toContainText('Kofi Boateng');
  await menu.getByRole('link', { name: 'Entitlement Report', exact: true }).click();
  const entitlements = page.getByRole('grid', { name: 'Entitlement Report' });
  await expect(entitlements.getByRole('row', { name: /Kofi Boateng/ })).toContainText('AL');
  await expect(entitlements.getByRole('row', { name: /Kofi Boateng/ })).toContainText('20');
  await menu.getByRole('link', { name: 'Earning Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Earning Policies' })).toBeVisible();

  // Kofi registers from his invitation and asks for next week: too late for rule 1.
  const invited = await request.post('/api/management/send-invitation', {
    headers,
    data: { id: employeeId },
  });
  expect(invited.status()).toBe(200);
  const link = await mailedLink(employeeEmail, '/register?invitation=');
  const token = new URL(link).searchParams.get('invitation');
  const registered = await request.post('/api/auth/create-user', {
    data: {
      firstName: 'Kofi',
      lastName: 'Boateng',
      email: employeeEmail,
      password: PASSWORD,
      country: 'Ghana',
      agreeTsAndCs: true,
      role: 'employee',
      invitationToken: token,
    },
  });
  expect(registered.status()).toBe(201);

  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  await employeePage.goto('/login');
  await employeePage.getByRole('radio', { name: 'Employee login' }).click();
  await fillSignIn(employeePage, employeeEmail, PASSWORD);
  await expect(employeePage).toHaveURL(/\/dashboard$/);
  const employeeMenu = employeePage.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(employeeMenu, 'Leave Management');
  await expect(employeeMenu.getByRole('link', { name: 'Leave Type' })).toHaveCount(0);
  await employeeMenu.getByRole('link', { name: 'Schedule', exact: true }).click();
  await applyFor(employeePage, tooSoonMonday, addDays(tooSoonMonday, 4));
  await employeePage.getByRole('textbox', { name: 'Reason' }).fill('Family visit');
  const refusal = /Rule 1: Leave of 5 days or more is applied for 10 workdays in advance/;
  await expect(employeePage.getByText(refusal).first()).toBeVisible({ timeout: 15_000 });
  await employeePage.getByRole('button', { name: 'Apply for leave' }).click();
  await expect(employeePage.getByText(refusal).first()).toBeVisible();
  await expect(
    employeePage.getByRole('grid', { name: 'Your requests' }).getByRole('row', { name: /Pending/ }),
  ).toHaveCount(0);
  await employeeContext.close();
});
