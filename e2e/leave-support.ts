import { expect, type Locator, type Page } from '@playwright/test';

// What the leave journeys share: dates counted from today, and the administrator's set-up steps
// (work week, holiday calendar, a leave type with rule 1, Leave opened to employees, a balance).

/** Dates as the server keeps them, counted from today (UTC, as the server's clock). */
export const iso = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
export const today = () => new Date(`${iso(new Date())}T00:00:00Z`);
/** The first Monday at least `days` days from today. */
export function mondayAfter(days: number): Date {
  const start = addDays(today(), days);
  return addDays(start, (8 - start.getUTCDay()) % 7);
}
/** The first day after today that is neither a Saturday nor a Sunday. */
export function nextWeekday(): Date {
  let day = addDays(today(), 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = addDays(day, 1);
  return day;
}
/** What the date fields take, month first as en-US reads them. */
export const typed = (date: Date) => iso(date).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1');
/** A month's heading in the planner ("December 2026"). */
export const monthHeading = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** How long a dialog may take to close once its save went to the server (journeys share a busy machine). */
export const SAVED = { timeout: 15_000 };

/** Rule 1's refusal, as the leave type below words it. */
export const RULE_1_REFUSAL = /Rule 1: Leave of 5 days or more is applied for 10 workdays in advance/;

/** Switches a react-aria switch from the keyboard, as the module access journey does. */
export async function toggle(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Space');
}

/** Opens a group of the side menu; a group holding the current page is open already. */
export async function openMenuGroup(menu: Locator, name: string) {
  const group = menu.getByRole('button', { name, exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
}

export async function typeDate(page: Page, group: Locator, date: Date) {
  await group.getByRole('spinbutton', { name: /month/i }).first().click();
  await page.keyboard.type(typed(date));
}

export async function chooseEmployee(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Employee' }).pressSequentially(name.split(' ')[0] ?? name);
  await page.getByRole('option', { name }).click();
}

/** Fills the Schedule's application with annual leave from `from` to `to`. */
export async function applyFor(page: Page, from: Date, to: Date) {
  await page.getByRole('button', { name: /Leave type$/ }).click();
  await page.getByRole('option', { name: 'AL – Annual leave' }).click();
  await page.getByRole('spinbutton', { name: /month, Start date/i }).click();
  await page.keyboard.type(typed(from));
  await page.keyboard.type(typed(to));
}

/** On the WorkDay page: Monday to Friday, the default work week. */
export async function addDefaultWorkWeek(page: Page) {
  await page.getByRole('button', { name: 'Add Work Week' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Work Week' });
  await dialog.getByLabel('Code').fill('MF');
  await dialog.getByLabel('Name').fill('Monday to Friday');
  await toggle(page, dialog.getByRole('switch', { name: 'Default' }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(
    page.getByRole('grid', { name: 'Work Weeks' }).getByRole('row', { name: /Monday to Friday/ }),
  ).toBeVisible();
}

/** The default holiday calendar with one holiday, Founders Day, on `holiday`. */
export async function addDefaultHolidayCalendar(page: Page, holiday: Date) {
  await page.goto('/leave/holidays');
  await page.getByRole('button', { name: 'Add Holiday Calendar' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Holiday Calendar' });
  await dialog.getByLabel('Code').fill('CO');
  await dialog.getByLabel('Name').fill('Company holidays');
  await toggle(page, dialog.getByRole('switch', { name: 'Default' }));
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await dialog.getByRole('textbox', { name: 'Holiday 1 name' }).fill('Founders Day');
  await typeDate(page, dialog.getByRole('group', { name: 'Holiday 1 date' }), holiday);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(
    page.getByRole('grid', { name: 'Holiday Calendars' }).getByRole('row', { name: /Company holidays/ }),
  ).toBeVisible();
}

/**
 * On the Leave Type page: AL, annual leave, whose rule 1 asks 10 workdays' notice for 5 days or more;
 * without an attachment unless `attachmentRequired`.
 */
export async function addAnnualLeaveWithRule1(page: Page, { attachmentRequired = false } = {}) {
  await page.getByRole('button', { name: 'Add Leave Type' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Leave Type' });
  await dialog.getByLabel('Code').fill('AL');
  await dialog.getByLabel('Description').fill('Annual leave');
  const attachment = dialog.getByRole('switch', { name: 'Attachment Required' });
  if ((await attachment.isChecked()) !== attachmentRequired) await toggle(page, attachment);
  await toggle(page, dialog.getByRole('switch', { name: 'Rule 1' }));
  const rule1 = dialog.getByRole('group', { name: 'Rule 1' });
  await rule1.getByLabel('days or more').fill('5');
  await rule1.getByLabel('workdays in advance').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(
    page.getByRole('grid', { name: 'Leave Types' }).getByRole('row', { name: /Annual leave/ }),
  ).toBeVisible();
}

/** Module Access: Leave opened to employees. */
export async function enableLeave(page: Page) {
  await page.goto('/employer/modules');
  const leaveModule = page.getByRole('switch', { name: 'Leave' });
  await toggle(page, leaveModule);
  await expect(leaveModule).toBeChecked();
  await expect(page.getByLabel('Saving Leave')).toBeHidden();
}

/**
 * Leave Management › Settings: the leave year starts about six months from today, so today, the
 * coming weeks and the leave asked for in them fall in one leave year whatever day the journey runs
 * (a year's end between them would start the balance afresh and change every figure checked).
 */
export async function startLeaveYearAwayFromToday(page: Page) {
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    addDays(today(), 182),
  );
  await page.goto('/leave/settings');
  await page.getByRole('button', { name: /Leave year starts in/ }).click();
  await page.getByRole('option', { name: month, exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Leave settings saved.')).toBeVisible();
}

/** On the Schedule, for the employee chosen there: an opening balance of annual leave. */
export async function giveOpeningBalance(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust leave balance' });
  await dialog.getByRole('button', { name: /Leave type$/ }).click();
  await page.getByRole('option', { name: 'AL – Annual leave' }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Opening balance');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(page.getByRole('region', { name: 'Balances' }).getByRole('listitem')).toContainText(
    `${amount} days`,
  );
}

/** Leave Management › Planner, stepped forward (at most three months) to the month of `date`: Kofi is away. */
export async function showsKofiInPlanner(page: Page, menu: Locator, date: Date) {
  await openMenuGroup(menu, 'Leave Management');
  await menu.getByRole('link', { name: 'Planner', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leave Planner' })).toBeVisible();
  // The month shown is read once the planner is drawn (not guessed while the page is still loading,
  // which stepped past the month when it was the current one), then stepped forward to `date`'s.
  const shown = page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ });
  await expect(shown).toBeVisible();
  for (let step = 0; step < 3; step += 1) {
    const month = await shown.textContent();
    if (month === monthHeading(date)) break;
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(shown).not.toHaveText(month ?? '');
  }
  await expect(page.getByRole('heading', { name: monthHeading(date) })).toBeVisible();
  const kofiInPlanner = page.getByRole('row', { name: /Kofi Boateng/ });
  await expect(kofiInPlanner.getByText('Annual leave', { exact: true }).first()).toBeAttached();
}

/** Leave Management › Transaction Report, holding the opening balance: answers the ledger's table. */
export async function openLedger(page: Page, menu: Locator) {
  await menu.getByRole('link', { name: 'Transaction Report', exact: true }).click();
  const ledger = page.getByRole('grid', { name: 'Transaction Report' });
  await expect(ledger.getByRole('row', { name: /Opening balance/ })).toContainText('Adjusted');
  return ledger;
}

/**
 * On an employee's Schedule: five days from next Monday, too late for rule 1. The refusal shows as
 * the days are chosen and again when applying anyway, and nothing is applied for.
 */
export async function isRefusedTooLate(page: Page) {
  const tooSoonMonday = mondayAfter(1);
  await applyFor(page, tooSoonMonday, addDays(tooSoonMonday, 4));
  await page.getByRole('textbox', { name: 'Reason' }).fill('Family visit');
  await expect(page.getByText(RULE_1_REFUSAL).first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Apply for leave' }).click();
  await expect(page.getByText(RULE_1_REFUSAL).first()).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Your requests' }).getByRole('row', { name: /Pending/ }),
  ).toHaveCount(0);
}

/**
 * On an Approval WorkFlow page (Leave Management's, or Document WorkFlow's, whose table is `list`):
 * adds a workflow of two steps, the line manager then an administrator, the default of its kind when
 * `isDefault`, and waits for its row.
 */
export async function addManagerThenAdministratorWorkflow(
  page: Page,
  { list, code, name, isDefault }: { list: string; code: string; name: string; isDefault: boolean },
) {
  await page.getByRole('button', { name: 'Add Workflow' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Workflow' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: /Step 1 approver$/ }).click();
  await page.getByRole('option', { name: 'Line manager' }).click();
  await dialog.getByRole('button', { name: 'Add Step' }).click();
  await dialog.getByRole('button', { name: /Step 2 approver$/ }).click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  if (isDefault) {
    await dialog.getByText('Default workflow', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: /Default workflow/ })).toBeChecked();
  }
  await expect(dialog.getByRole('switch', { name: /Active/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(
    page.getByRole('grid', { name: list }).getByRole('row', { name: new RegExp(code) }),
  ).toBeVisible();
}
