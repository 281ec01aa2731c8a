import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, iso, SAVED, today, typeDate } from './leave-support.ts';
import { paidStaff, processPayroll } from './payroll-support.ts';
import {
  accessTokenFor,
  registerInvitedEmployee,
  signInAsAdministrator,
  signInAsEmployee,
  signUpAdministrator,
  uniqueEmail,
} from './support.ts';

// Issue 14's journey: an administrator processes a draft payroll for three employees in the browser, reads a
// payslip, re-runs it for two of them and finalises it, and an employee finds the payslip under My Payslips
// and downloads its PDF; a raise back-dated into that month is then paid as arrears by the next month's run;
// and the Annual Salary Report sums the two runs, for the administrator and for the employee. (Set-up
// through the screens is issue 13's journey; here it goes through the API.) The steps share their set-up,
// so they run in order and a failed step skips the rest.

/**
 * November and December of last year: wholly past whatever today is, and in one calendar year, so the
 * annual report holds both runs.
 */
const year = today().getUTCFullYear() - 1;
const periodStart = new Date(Date.UTC(year, 10, 1));
const payDate = addDays(periodStart, 27);
const nextPeriodStart = new Date(Date.UTC(year, 11, 1));
const nextPayDate = addDays(nextPeriodStart, 27);

const asAdmin = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A flat PAYE of 10% for everyone and SSNIT (5.5% of gross before tax, 13% from the employer) for
 * Kofi, so his payslips have a tax and a contribution the annual report lists in columns.
 */
async function taxAndSsnit(request: APIRequestContext, token: string, kofiId: string) {
  const paye = await request.post('/api/payroll/create-statutory-tax', {
    headers: asAdmin(token),
    data: {
      code: 'PAYE',
      description: 'Flat PAYE',
      brackets: [{ incomeMoreThan: '0', percentage: '10' }],
    },
  });
  expect(paye.status()).toBe(200);
  const noCap = { cappedAmount: null, tableId: null };
  const ssnit = await request.post('/api/payroll/create-statutory-contribution', {
    headers: asAdmin(token),
    data: {
      code: 'SSNIT',
      description: 'Social security',
      employer: { type: 'Gross Income', amount: '13', ...noCap },
      employee: { type: 'Gross Income', amount: '5.5', ...noCap },
      employeeBeforeTax: true,
    },
  });
  expect(ssnit.status()).toBe(200);
  const assigned = await request.post('/api/payroll/assign-employee-pay-item', {
    headers: asAdmin(token),
    data: {
      employeeId: kofiId,
      group: 'Statutory Contribution',
      itemId: (await ssnit.json()).returnObject.id,
      amount: null,
      quantity: null,
      effectiveDate: iso(addDays(periodStart, -31)),
      endDate: null,
    },
  });
  expect(assigned.status()).toBe(200);
}

async function finalise(page: Page) {
  await page.getByRole('button', { name: 'Finalise' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Finalise this payroll?' });
  await confirm.getByRole('button', { name: 'Finalise' }).click();
  await expect(page.getByText(/Finalised by/)).toBeVisible(SAVED);
}

/** Who the steps share: the administrator and Kofi, the employee whose pay is followed. */
const adminEmail = uniqueEmail('payrun-admin');
const kofiEmail = uniqueEmail('payrun-kofi');

test.describe.configure({ mode: 'serial' });

test('payroll: a draft run for three employees, a payslip read, a re-run for two, the run finalised, and the employee downloads their payslip', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUpAdministrator(request, adminEmail);
  const token = await accessTokenFor(request, adminEmail);
  const ids = await paidStaff(
    request,
    token,
    [kofiEmail, uniqueEmail('payrun-ama'), uniqueEmail('payrun-yaw')],
    addDays(periodStart, -31),
  );
  await registerInvitedEmployee(request, token, ids[0] as string, {
    firstName: 'Kofi',
    lastName: 'Boateng',
    email: kofiEmail,
  });

  await taxAndSsnit(request, token, ids[0] as string);

  await signInAsAdministrator(page, adminEmail);
  await processPayroll(page, periodStart, payDate);
  const payslips = page.getByRole('grid', { name: 'Payslips' });
  await expect(payslips.getByRole('row')).toHaveCount(4, SAVED);
  // Kofi: 5,000.00 less SSNIT 275.00 (5.5%) and PAYE 472.50 (10% of 4,725.00) = 4,252.50.
  const kofiRow = payslips.getByRole('row', { name: /Kofi Boateng/ });
  await expect(kofiRow).toContainText('5,000.00');
  await expect(kofiRow).toContainText('4,252.50');

  await payslips.getByRole('link', { name: 'Kofi Boateng' }).click();
  await expect(page).toHaveURL(/\/payroll\/payslips\/[0-9a-f-]+$/);
  await expect(page.getByText('Net pay').first()).toBeVisible(SAVED);
  await page.goBack();

  // Re-run for two of them: their payslips replace the three.
  await page.getByRole('button', { name: 'Re-run' }).click();
  const rerun = page.getByRole('dialog', { name: 'Re-run Payroll' });
  await rerun.getByText('Pick employees', { exact: true }).click();
  for (const name of ['Kofi Boateng', 'Ama Mensah']) {
    await rerun
      .getByRole('combobox', { name: 'Add employee' })
      .pressSequentially(name.split(' ')[0] as string);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await expect(rerun.getByRole('list', { name: 'Picked employees' })).toContainText(name);
  }
  await rerun.getByRole('button', { name: 'Continue' }).click();
  await expect(rerun).toBeHidden(SAVED);
  await expect(payslips.getByRole('row')).toHaveCount(3, SAVED);
  await expect(payslips).not.toContainText('Yaw Owusu');

  await finalise(page);

  const kofi = await signInAsEmployee(browser, kofiEmail);
  await kofi.page.goto('/payroll/my-payslips');
  await expect(kofi.page.getByRole('heading', { level: 1, name: 'My Payslips' })).toBeVisible();
  const mine = kofi.page.getByRole('grid');
  await expect(mine.getByRole('row')).toHaveCount(2, SAVED);
  const download = kofi.page.waitForEvent('download');
  await mine.getByRole('button', { name: /Download PDF/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await kofi.context.close();
});

/**
 * "November 2025", "1 Nov 2025": how the server's arrears line names the month and the raise's first
 * day; "1 Nov 2025" is also how the screens print a day in a new employer's date format (D MMM YYYY).
 */
const monthYear = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
const dayMonthYear = (date: Date) =>
  `${date.getUTCDate()} ${monthYear(date).slice(0, 3)} ${date.getUTCFullYear()}`;

test('payroll: a raise back-dated into the finalised month is paid as arrears by the next run, and the adjustment shows as paid', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdministrator(page, adminEmail);
  await page.goto('/payroll/salary-adjustment');
  await expect(page.getByRole('heading', { level: 1, name: 'Salary Adjustments' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Salary Adjustment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Salary Adjustment' });
  await dialog.getByRole('combobox', { name: /^Select Employee/ }).pressSequentially('Kofi');
  await page.getByRole('option', { name: /Kofi Boateng/ }).click();
  await typeDate(page, dialog.getByRole('group', { name: /^Effective Date/ }), periodStart);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('5500.00');
  await expect(dialog.getByRole('combobox', { name: /^Select Currency/ })).toHaveValue(/^GHS/);
  await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Annual review');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  const adjustments = page.getByRole('grid', { name: 'Salary Adjustments' });
  const raise = adjustments.getByRole('row', { name: /Kofi Boateng/ });
  for (const text of [dayMonthYear(periodStart), '5,500.00 GHS', 'Due', 'Annual review']) {
    await expect(raise).toContainText(text);
  }

  // December pays the raise (5,500.00) and November's arrears (500.00): gross 6,000.00, SSNIT 330.00,
  // PAYE 10% of 5,670.00 = 567.00, net 5,103.00.
  await processPayroll(page, nextPeriodStart, nextPayDate);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Monthly payroll 1 Dec ${year} – 31 Dec ${year}`,
  );
  const payslips = page.getByRole('grid', { name: 'Payslips' });
  await expect(payslips.getByRole('row')).toHaveCount(4, SAVED);
  const kofiRow = payslips.getByRole('row', { name: /Kofi Boateng/ });
  await expect(kofiRow).toContainText('6,000.00');
  await expect(kofiRow).toContainText('5,103.00');

  await payslips.getByRole('link', { name: 'Kofi Boateng' }).click();
  await expect(page).toHaveURL(/\/payroll\/payslips\/[0-9a-f-]+$/);
  const lines = page.getByRole('table', { name: 'Payslip lines' });
  const arrears = lines.getByRole('row', { name: new RegExp(`^Arrears ${monthYear(periodStart)}`) });
  await expect(arrears).toHaveCount(1, SAVED);
  await expect(arrears.getByText('Arrears', { exact: true })).toBeVisible();
  await expect(arrears).toContainText(`basic 5,000.00 → 5,500.00 from ${dayMonthYear(periodStart)} = 500.00`);
  await expect(arrears.getByRole('cell')).toHaveText('500.00');
  await expect(lines.getByRole('row', { name: /^Gross/ }).getByRole('cell')).toHaveText('6,000.00');
  await expect(lines.getByRole('row', { name: /^Net pay/ }).getByRole('cell')).toHaveText('5,103.00');
  await page.goBack();

  await finalise(page);
  await page.goto('/payroll/salary-adjustment');
  await expect(raise).toContainText('Paid', SAVED);
  // Paid arrears can no longer be taken back.
  await expect(raise.getByRole('button', { name: /Delete/ })).toHaveCount(0);
});

test('payroll: the annual salary report sums the two runs month by month, for the administrator and for the employee', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Columns Gross, Taxable, Tax, SSNIT, Other deductions, Net. November: 5,000.00 less SSNIT 275.00 is
  // 4,725.00 taxable, PAYE 472.50, net 4,252.50; December as its payslip above; the total is their sum.
  const expected = {
    November: ['5,000.00', '4,725.00', '472.50', '275.00', '0.00', '4,252.50'],
    December: ['6,000.00', '5,670.00', '567.00', '330.00', '0.00', '5,103.00'],
    Total: ['11,000.00', '10,395.00', '1,039.50', '605.00', '0.00', '9,355.50'],
  };
  const showsBothRuns = async (reportPage: Page) => {
    const report = reportPage.getByRole('table', { name: `Kofi Boateng’s salaries in ${year}, GHS` });
    await expect(report.getByRole('columnheader', { name: 'SSNIT' })).toBeVisible(SAVED);
    for (const [month, figures] of Object.entries(expected)) {
      await expect(report.getByRole('row', { name: new RegExp(`^${month}`) }).getByRole('cell')).toHaveText(
        figures,
      );
    }
    await expect(reportPage.getByText(`Kofi Boateng (E-0001): 2 final payslips in ${year}`)).toBeVisible();
  };
  const chooseYear = async (reportPage: Page) => {
    await reportPage.getByRole('button', { name: /Year/ }).click();
    await reportPage.getByRole('option', { name: String(year), exact: true }).click();
  };

  await signInAsAdministrator(page, adminEmail);
  // The dashboard's card names the last final run's period as the run's page does (the employer's format).
  await expect(page.getByText(/^Last final run/)).toHaveText(
    `Last final run: Monthly payroll 1 Dec ${year} – 31 Dec ${year}`,
    SAVED,
  );
  await page.goto('/payroll/annual-salary-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Annual Salary Report' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Employee/ }).pressSequentially('Kofi');
  await page.getByRole('option', { name: /Kofi Boateng/ }).click();
  await chooseYear(page);
  await showsBothRuns(page);

  // Kofi reads his own statement: no one to pick, this year empty, last year the same figures.
  const kofi = await signInAsEmployee(browser, kofiEmail);
  await kofi.page.goto('/payroll/annual-salary-report');
  await expect(kofi.page.getByRole('heading', { level: 1, name: 'Annual Salary Report' })).toBeVisible();
  await expect(kofi.page.getByText(`No final payslips in ${year + 1}.`)).toBeVisible(SAVED);
  await expect(kofi.page.getByRole('combobox', { name: /^Employee/ })).toHaveCount(0);
  await chooseYear(kofi.page);
  await showsBothRuns(kofi.page);
  await kofi.context.close();
});
