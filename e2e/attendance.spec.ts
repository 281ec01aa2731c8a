import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { addDays, iso, SAVED, today, typeDate, typed } from './leave-support.ts';
import { paidInCash } from './payroll-support.ts';
import {
  signedUpAdministrator,
  signInAsAdministrator,
  signInAsEmployee,
  staffMemberWithLineManager,
} from './support.ts';

// Issue 29's journey: Esi checks in on Field CheckIn at the site with the browser's (fake) location,
// is refused outside it and checks out back inside; she asks on the Time Clock Report page for
// yesterday's forgotten punches, which Mansa, her line manager, approves there; the administrator
// types a period into the report, sees her day (Present, 20 min late) and approves its overtime, and
// with overtime pay on, her payslip preview has an Overtime line. The employer's zone is UTC (the
// default), so "today" is the server's UTC day.

const HEAD_OFFICE = { latitude: 5.6037, longitude: -0.187 };
/** About 1.1 km north of the head office: outside its 100 m. */
const DOWN_THE_ROAD = { latitude: 5.6137, longitude: -0.187 };
const yesterday = addDays(today(), -1);
const yesterdaysMonth = new Date(`${iso(yesterday).slice(0, 8)}01T00:00:00Z`);

let admin: { email: string; token: string };
let esi: { id: string; email: string };
let mansa: { id: string; email: string };

async function post(request: APIRequestContext, path: string, data: unknown) {
  const answer = await request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data,
  });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).returnObject;
}

/** Someone signed in at a desk of their own, with the page of `path` open and no refusal met. */
async function openAs(browser: Browser, email: string, path: string) {
  const signedIn = await signInAsEmployee(browser, email);
  await signedIn.page.goto(path);
  return signedIn;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  admin = await signedUpAdministrator(request, 'attendance-admin');
  ({ manager: mansa, employee: esi } = await staffMemberWithLineManager(request, admin.token));
  // Requests go to the line manager alone (the default workflow, which attendance requests follow).
  await post(request, 'approvals/create-workflow', {
    code: 'MGR',
    name: 'Line manager',
    steps: [{ approver: 'line-manager' }],
    escalateAfterDays: 3,
    isDefault: true,
    active: true,
  });
  await post(request, 'employer/set-module-access', { moduleId: 'attendance', enabled: true });
  const settings = await post(request, 'attendance/get-attendance-settings', {});
  await post(request, 'attendance/save-attendance-settings', {
    ...settings,
    locationRequired: true,
    allowOutsideWithReason: false,
  });
  await post(request, 'attendance/save-attendance-site', {
    name: 'Head office',
    latitude: HEAD_OFFICE.latitude.toFixed(7),
    longitude: HEAD_OFFICE.longitude.toFixed(7),
    radiusMetres: 100,
    branchId: null,
    employeeId: null,
  });
  // Every day, 09:00 to 17:00 with no grace, its windows the whole day round.
  const shift = await post(request, 'attendance/save-shift-type', {
    name: 'Day',
    start: '09:00',
    end: '17:00',
    breakMinutes: 0,
    lateEntryGraceMinutes: 0,
    earlyExitGraceMinutes: 0,
    halfDayBelowMinutes: 240,
    absentBelowMinutes: 60,
    windowBeforeStartMinutes: 540,
    windowAfterEndMinutes: 419,
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    active: true,
  });
  await post(request, 'attendance/assign-shift', {
    shiftTypeId: shift.id,
    employeeIds: [esi.id],
    fromDate: iso(yesterdaysMonth),
    toDate: null,
  });
  await post(request, 'payroll/update-payroll-settings', {
    currency: 'GHS',
    overtimePay: true,
    overtimeRateKind: 'Amount per hour',
    overtimeRate: '20',
  });
  await paidInCash(request, admin.token, esi.id, '4000.00', yesterdaysMonth);
  await request.dispose();
});

test('attendance: Esi checks in at the site, is refused outside it and checks out; her forgotten punches of yesterday are asked on the report page and approved there by her line manager', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const employee = await signInAsEmployee(browser, esi.email);
  await employee.context.grantPermissions(['geolocation']);
  await employee.context.setGeolocation({ ...HEAD_OFFICE, accuracy: 5 });
  const page = employee.page;
  await page.goto('/attendance/field-checkin');
  const card = page.getByRole('region', { name: 'Punch', exact: true });
  await expect(card).toContainText('at Head office', SAVED);
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByRole('status')).toHaveText('Check in recorded.', SAVED);
  await expect(page.getByRole('region', { name: "Today's punches" })).toContainText('Head office');

  await employee.context.setGeolocation({ ...DOWN_THE_ROAD, accuracy: 5 });
  await expect(card).toContainText(/outside every site you may punch at: Head office is \d+ m away/, SAVED);
  await expect(card.getByRole('button', { name: 'Check out' })).toBeDisabled();

  await employee.context.setGeolocation({ ...HEAD_OFFICE, accuracy: 5 });
  await card.getByRole('button', { name: 'Check out' }).click();
  await expect(card.getByRole('status')).toHaveText('Check out recorded.', SAVED);

  // Yesterday she forgot to punch: 09:20 to 18:00, asked beside her timesheet.
  await page.goto('/attendance/time-clock-report');
  await expect(page.getByRole('heading', { level: 1, name: 'My timesheet' })).toBeVisible(SAVED);
  const requests = page.getByRole('region', { name: 'Attendance requests' });
  await requests.getByRole('button', { name: 'New request' }).click();
  const ask = page.getByRole('dialog', { name: 'Attendance request' });
  await expect(ask.getByRole('radio', { name: 'Forgot to punch' })).toBeChecked();
  await typeDate(page, ask.getByRole('group', { name: /^Day/ }), yesterday);
  await ask.getByRole('textbox', { name: 'In at' }).fill('09:20');
  await ask.getByRole('textbox', { name: 'Out at' }).fill('18:00');
  await ask.getByRole('textbox', { name: /^Reason/ }).fill('The phone was flat all day.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden(SAVED);
  const mine = requests.getByRole('list', { name: 'My requests' });
  await expect(mine).toContainText('Forgot to punch');
  await expect(mine).toContainText('Pending');

  const manager = await openAs(browser, mansa.email, '/attendance/time-clock-report');
  const waiting = manager.page.getByRole('list', { name: 'Waiting for your decision' });
  await waiting.getByRole('button', { name: /^Approve: Esi Mensah, Forgot to punch/ }).click();
  await expect(
    manager.page.getByRole('region', { name: 'Attendance requests' }).getByRole('status'),
  ).toContainText('approved', SAVED);
  // The day is worked out again at once: her line manager sees it in the report.
  await expect(
    manager.page
      .getByRole('grid', { name: 'Time Clock Report: days' })
      .getByRole('row', { name: /Esi Mensah/ }),
  ).toContainText('Present', SAVED);

  expect(employee.refusals).toEqual([]);
  expect(manager.refusals).toEqual([]);
  await employee.context.close();
  await manager.context.close();
});

test('attendance: the administrator types a period into the Time Clock Report, sees Esi 20 min late and approves her overtime, which her payslip preview pays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdministrator(page, admin.email);
  await page.goto('/attendance/time-clock-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Clock Report' })).toBeVisible(SAVED);
  // The period typed segment after segment: the day before yesterday has nothing, yesterday her day.
  const period = page.getByRole('group', { name: 'Period' });
  const typePeriod = async (day: Date) => {
    await period
      .getByRole('spinbutton', { name: /^month/ })
      .first()
      .click();
    await page.keyboard.type(`${typed(day)}${typed(day)}`);
    await page.getByRole('heading', { level: 1 }).click();
  };
  await typePeriod(addDays(yesterday, -1));
  await expect(page.getByText('No attendance in this period')).toBeVisible(SAVED);
  await typePeriod(yesterday);
  const row = page
    .getByRole('grid', { name: 'Time Clock Report: days' })
    .getByRole('row', { name: /Esi Mensah/ });
  await expect(row).toContainText('Present', SAVED);
  await expect(row).toContainText('20 min');

  await row.getByRole('button', { name: /^Approve overtime of Esi Mensah/ }).click();
  const approve = page.getByRole('dialog', { name: 'Approve overtime' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden(SAVED);
  await expect(row).toContainText(/approved \d+ min/, SAVED);

  await page.goto(`/employee/edit/${esi.id}`);
  const salary = page.getByRole('region', { name: 'Salary', exact: true });
  await salary.getByRole('button', { name: 'Preview payslip' }).click();
  const preview = page.getByRole('dialog', { name: 'Payslip preview' });
  await typeDate(page, preview.getByRole('group', { name: /Period starting/ }), yesterdaysMonth);
  await preview.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(preview.getByRole('table').getByRole('row', { name: /^Overtime/ })).toBeVisible(SAVED);
});
