import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addAnnualLeaveWithRule1,
  addDays,
  addDefaultHolidayCalendar,
  addDefaultWorkWeek,
  addManagerThenAdministratorWorkflow,
  applyFor,
  chooseEmployee,
  enableLeave,
  giveOpeningBalance,
  iso,
  isRefusedTooLate,
  mondayAfter,
  nextWeekday,
  openLedger,
  openMenuGroup,
  RULE_1_REFUSAL,
  SAVED,
  showsKofiInPlanner,
  startLeaveYearAwayFromToday,
  typed,
} from './leave-support.ts';
import {
  accessTokenFor,
  createEmployeeWithAccount,
  signInAsAdministrator,
  signInAsEmployee,
  signUpAdministrator,
  uniqueEmail,
} from './support.ts';

// Issue 12's journey with a two-step workflow: an administrator sets up leave (work week, a holiday
// calendar with a holiday inside the coming leave, a leave type whose rule 1 needs 10 workdays' notice
// for 5 days or more, an opening balance, Leave opened to employees) and a default workflow of the line
// manager, then an administrator; Ama is Kofi's line manager. Kofi asks too late and reads rule 1's
// refusal, then asks in time; Ama approves from her bell, then the administrator from hers; the balance
// drops by the workdays without the holiday, and the planner, both reports and the dashboard show it.
//
// The dashboard lists approved leave of today and the six days after, and leave asked in time for rule 1
// starts at least ten workdays ahead: it can never be there. So Kofi also asks for one day on the next
// weekday (fewer than 5 days: rule 1 does not bind it), decided by the same two steps, and the dashboard
// shows that one.

/** Five workdays three weeks ahead, Monday to the next Monday, with the Wednesday a holiday. */
const leaveMonday = mondayAfter(21);
const holiday = addDays(leaveMonday, 2);
const leaveEnd = addDays(leaveMonday, 7);
/** One day inside the dashboard's week. */
const dayOff = nextWeekday();

/** How the bell's leave notifications write a date ("7 Dec 2026"). */
const noticeDay = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

const kofi = { employeeNo: 'E-0001', firstName: 'Kofi', lastName: 'Boateng', ninId: 'GHA-0001' };
const ama = { employeeNo: 'E-0002', firstName: 'Ama', lastName: 'Mensah', ninId: 'GHA-0002' };

/** Leave Management › Approval WorkFlow: the line manager, then an administrator, as the default workflow. */
async function addTwoStepWorkflow(page: Page, menu: Locator) {
  await openMenuGroup(menu, 'Leave Management');
  await menu.getByRole('link', { name: 'Approval WorkFlow', exact: true }).click();
  await addManagerThenAdministratorWorkflow(page, {
    list: 'Approval Workflows',
    code: 'MGR-HR',
    name: 'Line manager, then an administrator',
    isDefault: true,
  });
}

/** Opens the top bar's bell, which must show `unread` unread, and follows the notification about Kofi's leave. */
async function openFromBell(page: Page, unread: number, from: Date, to: Date) {
  const bell = page.getByRole('button', { name: `Notifications, ${unread} unread` });
  await expect(bell).toBeVisible();
  await bell.click();
  const span =
    from.getTime() === to.getTime() ? `on ${noticeDay(from)}` : `from ${noticeDay(from)} to ${noticeDay(to)}`;
  await page.getByRole('menuitem', { name: `Kofi Boateng asks for leave ${span}` }).click();
  await expect(page).toHaveURL(/\/leave\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
}

/** Approves every request of Kofi's that Review lists (there are `count`), one after the other. */
async function approveKofisLeave(page: Page, count: number, comment: string) {
  const approve = page.getByRole('button', { name: 'Approve Kofi Boateng’s leave' });
  for (let left = count; left > 0; left -= 1) {
    await expect(approve).toHaveCount(left);
    await approve.first().click();
    const dialog = page.getByRole('dialog', { name: 'Approve leave for Kofi Boateng?' });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden(SAVED);
  }
  await expect(page.getByRole('heading', { name: 'Nothing waits for your decision.' })).toBeVisible();
}

test('leave approval: the line manager approves from the bell, then an administrator; the balance, planner, reports and dashboard show the leave', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const adminEmail = uniqueEmail('leave-admin');
  const kofiEmail = uniqueEmail('kofi');
  const amaEmail = uniqueEmail('ama');
  await signUpAdministrator(request, adminEmail);
  const adminToken = await accessTokenFor(request, adminEmail);
  const kofiId = await createEmployeeWithAccount(request, adminToken, { ...kofi, email: kofiEmail });
  await createEmployeeWithAccount(request, adminToken, { ...ama, email: amaEmail });

  await signInAsAdministrator(page, adminEmail);
  const menu = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/leave/workdays');
  await addDefaultWorkWeek(page);
  await addDefaultHolidayCalendar(page, holiday);
  await page.goto('/leave/leave-types');
  await addAnnualLeaveWithRule1(page);
  await addTwoStepWorkflow(page, menu);
  await startLeaveYearAwayFromToday(page);
  await enableLeave(page);

  // Ama becomes Kofi's line manager from today: his placement on his record.
  await page.goto(`/employee/edit/${kofiId}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const panel = page.getByRole('dialog', { name: 'Employee' });
  await panel.getByRole('tab', { name: 'Personal' }).click();
  await panel.getByRole('combobox', { name: 'Line Manager' }).pressSequentially('Ama');
  await page.getByRole('option', { name: 'Ama Mensah' }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  // The record is saved, then read again before the panel closes.
  await expect(panel).toBeHidden(SAVED);
  const placement = page.getByRole('definition').filter({ hasText: 'Ama Mensah' });
  await expect(placement.first()).toBeVisible();

  await page.goto('/leave/schedule');
  await chooseEmployee(page, 'Kofi Boateng');
  await giveOpeningBalance(page, '20');

  // Kofi asks for next week: too late for rule 1. Then in time, across the holiday, and for one day.
  const kofiDesk = await signInAsEmployee(browser, kofiEmail);
  const kofiPage = kofiDesk.page;
  const kofiMenu = kofiPage.getByRole('navigation', { name: 'Main' });
  await openMenuGroup(kofiMenu, 'Leave Management');
  await kofiMenu.getByRole('link', { name: 'Schedule', exact: true }).click();
  await isRefusedTooLate(kofiPage);
  const kofiRequests = kofiPage.getByRole('grid', { name: 'Your requests' });

  await kofiPage.getByRole('spinbutton', { name: /month, Start date/i }).click();
  await kofiPage.keyboard.type(typed(leaveMonday));
  await kofiPage.keyboard.type(typed(leaveEnd));
  await expect(kofiPage.getByText('Total: 5 days')).toBeVisible({ timeout: 15_000 });
  await expect(kofiPage.getByText(RULE_1_REFUSAL)).toHaveCount(0);
  const days = kofiPage.getByRole('list', { name: 'Days counted' }).getByRole('listitem');
  await expect(days.nth(2)).toContainText('0 days');
  await kofiPage.getByRole('button', { name: 'Apply for leave' }).click();
  await expect(kofiPage.getByText('Leave applied for. It waits for approval.')).toBeVisible();
  await expect(kofiRequests.getByRole('row', { name: /Pending/ })).toContainText('5 days');

  await applyFor(kofiPage, dayOff, dayOff);
  await kofiPage.getByRole('textbox', { name: 'Reason' }).fill('Dentist');
  await expect(kofiPage.getByText('Total: 1 day')).toBeVisible({ timeout: 15_000 });
  await kofiPage.getByRole('button', { name: 'Apply for leave' }).click();
  await expect(kofiRequests.getByRole('row', { name: /Pending/ })).toHaveCount(2);
  const kofiBalances = kofiPage.getByRole('region', { name: 'Balances' }).getByRole('listitem');
  await expect(kofiBalances).toContainText('6 days pending');

  // The first step is Ama's: the administrator has nothing to decide yet.
  await menu.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nothing waits for your decision.' })).toBeVisible();

  // Ama's bell tells her of both requests; one leads her to Review, where she approves both.
  const amaDesk = await signInAsEmployee(browser, amaEmail);
  await openFromBell(amaDesk.page, 2, leaveMonday, leaveEnd);
  await approveKofisLeave(amaDesk.page, 2, 'Fine by me.');
  await expect(amaDesk.page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  // Ama approves without being an administrator, and may hand her approvals to a colleague: the
  // Delegate picker offers Kofi by name (list-delegate-choices).
  await amaDesk.page.goto('/leave/approval-workflow');
  await amaDesk.page.getByRole('button', { name: 'Add Delegation' }).click();
  const delegation = amaDesk.page.getByRole('dialog', { name: 'Add Delegation' });
  await delegation.getByRole('combobox', { name: 'Delegate' }).pressSequentially('Kof');
  await expect(amaDesk.page.getByRole('option', { name: 'Kofi Boateng' })).toBeVisible();
  await amaDesk.context.close();
  await kofiPage.reload();
  await expect(kofiRequests.getByRole('row', { name: /Pending/ })).toHaveCount(2);

  // The second step is the administrators': her bell, read again as she comes back, tells her.
  await page.reload();
  await openFromBell(page, 2, dayOff, dayOff);
  await approveKofisLeave(page, 2, 'Enjoy it.');

  // Kofi reads both approved, nothing pending; the leave comes off his balance on its own days:
  // from its last day on, five workdays lower (six with the day off), the holiday not counted.
  await kofiPage.reload();
  await expect(kofiRequests.getByRole('row', { name: /Approved/ })).toHaveCount(2);
  await expect(kofiBalances).toContainText('0 days pending');
  const balanceOn = async (date: Date) => {
    const answer = await request.post('/api/leave/get-leave-balances', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { employeeId: kofiId, asOf: iso(date) },
    });
    return (await answer.json()).returnObject[0].balance as string;
  };
  expect(await balanceOn(addDays(leaveMonday, -1))).toBe('19');
  expect(await balanceOn(leaveEnd)).toBe('14');

  // Kofi's dashboard, and the administrator's, show the day off among this week's.
  for (const desk of [kofiPage, page]) {
    await desk.goto('/dashboard');
    await expect(desk.getByRole('group', { name: /^Until / })).toContainText('Kofi Boateng');
  }
  await kofiDesk.context.close();

  // The planner shows Kofi away in the leave's month.
  await showsKofiInPlanner(page, menu, leaveMonday);

  // The ledger holds the opening balance and both leaves taken; the entitlement report, as of the
  // leave's last day, six days taken and fourteen left.
  const ledger = await openLedger(page, menu);
  await expect(ledger.getByRole('row', { name: /Kofi Boateng.*Taken.*-5\b/ })).toHaveCount(1);
  await expect(ledger.getByRole('row', { name: /Kofi Boateng.*Taken.*-1\b/ })).toHaveCount(1);
  await menu.getByRole('link', { name: 'Entitlement Report', exact: true }).click();
  await page.getByRole('group', { name: 'As of' }).getByRole('spinbutton', { name: /month/i }).click();
  await page.keyboard.type(typed(leaveEnd));
  const kofiEntitlement = page.getByRole('grid', { name: 'Entitlement Report' }).getByRole('row', {
    name: /Kofi Boateng/,
  });
  // Name, Employee No, Department, Leave Type, Unit, Carried Over, Earned, Taken, Expired, Adjusted, Balance, …
  await expect(kofiEntitlement.getByRole('gridcell').nth(7)).toHaveText('6');
  await expect(kofiEntitlement.getByRole('gridcell').nth(10)).toHaveText('14');
});
