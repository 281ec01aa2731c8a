import { expect, test } from '@playwright/test';
import {
  addAnnualLeaveWithRule1,
  addDays,
  addDefaultHolidayCalendar,
  addDefaultWorkWeek,
  applyFor,
  chooseEmployee,
  enableLeave,
  giveOpeningBalance,
  iso,
  isRefusedTooLate,
  mondayAfter,
  openLedger,
  openMenuGroup,
  showsKofiInPlanner,
  startLeaveYearAwayFromToday,
} from './leave-support.ts';
import {
  accessTokenFor,
  createKofi,
  registerInvitedEmployee,
  signInAsAdministrator,
  signInAsEmployee,
  signUpAdministrator,
  uniqueEmail,
} from './support.ts';

// Issue 12's journey, as far as this build goes: an administrator sets up leave (work week, holiday
// calendar, leave type with a notice rule), opens Leave to employees, applies for an employee across
// a holiday, approves it in Review, and the balance drops by the workdays; the employee asks too late
// and reads the rule's refusal.

/** A week of leave three weeks ahead (notice enough for rule 1), its Wednesday a holiday. */
const leaveMonday = mondayAfter(21);
const leaveWednesday = addDays(leaveMonday, 2);
const leaveFriday = addDays(leaveMonday, 4);

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

  await signInAsAdministrator(page, adminEmail);

  // The work week, reached from Attendance as from Leave Management: the same page.
  const menu = page.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(menu, 'Attendance');
  await menu.getByRole('link', { name: 'WorkDay' }).click();
  await expect(page).toHaveURL(/\/leave\/workdays$/);
  await addDefaultWorkWeek(page);
  await addDefaultHolidayCalendar(page, leaveWednesday);

  // Rule 1: five days or more are applied for ten workdays ahead.
  await openMenuGroup(menu, 'Leave Management');
  await menu.getByRole('link', { name: 'Leave Type' }).click();
  await addAnnualLeaveWithRule1(page);
  await startLeaveYearAwayFromToday(page);
  await enableLeave(page);

  // The administrator gives Kofi an opening balance, then applies for his leave across the holiday.
  await page.goto('/leave/schedule');
  await chooseEmployee(page, 'Kofi Boateng');
  const balances = page.getByRole('region', { name: 'Balances' });
  await giveOpeningBalance(page, '20');

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
  const dialog = page.getByRole('dialog', { name: 'Approve leave for Kofi Boateng?' });
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
  await showsKofiInPlanner(page, menu, leaveMonday);

  // The ledger holds the opening balance and the leave taken; the entitlement report, as of today,
  // the balance before the leave (it is booked on its own days, still to come).
  const ledger = await openLedger(page, menu);
  await expect(ledger.getByRole('row', { name: /Taken/ }).first()).toContainText('Kofi Boateng');
  await menu.getByRole('link', { name: 'Entitlement Report', exact: true }).click();
  const entitlements = page.getByRole('grid', { name: 'Entitlement Report' });
  await expect(entitlements.getByRole('row', { name: /Kofi Boateng/ })).toContainText('AL');
  await expect(entitlements.getByRole('row', { name: /Kofi Boateng/ })).toContainText('20');
  await menu.getByRole('link', { name: 'Earning Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Earning Policies' })).toBeVisible();

  // Kofi registers from his invitation and asks for next week: too late for rule 1.
  await registerInvitedEmployee(request, adminToken, employeeId, {
    firstName: 'Kofi',
    lastName: 'Boateng',
    email: employeeEmail,
  });
  const { context: employeeContext, page: employeePage } = await signInAsEmployee(browser, employeeEmail);
  const employeeMenu = employeePage.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(employeeMenu, 'Leave Management');
  await expect(employeeMenu.getByRole('link', { name: 'Leave Type' })).toHaveCount(0);
  await employeeMenu.getByRole('link', { name: 'Schedule', exact: true }).click();
  await isRefusedTooLate(employeePage);
  await employeeContext.close();
});
