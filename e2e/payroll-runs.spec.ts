import { type APIRequestContext, expect, test } from '@playwright/test';
import { addDays, iso, SAVED, today, typeDate } from './leave-support.ts';
import {
  accessTokenFor,
  createEmployee,
  fillSignIn,
  PASSWORD,
  registerInvitedEmployee,
  signInAsEmployee,
  signUpAdministrator,
  uniqueEmail,
} from './support.ts';

// Issue 14's journey, first part: an administrator processes a draft payroll for three employees in the
// browser, reads a payslip, re-runs it for two of them, finalises it, and an employee finds the payslip under My Payslips and
// downloads its PDF. (Set-up through the screens is issue 13's journey; here it goes through the API.)

/** Last month, so the run's period is wholly past whatever today is. */
const thisMonth = new Date(`${iso(today()).slice(0, 8)}01T00:00:00Z`);
const periodStart = new Date(Date.UTC(thisMonth.getUTCFullYear(), thisMonth.getUTCMonth() - 1, 1));
const payDate = addDays(periodStart, 27);

async function paidInCash(request: APIRequestContext, token: string, id: string, basicSalary: string) {
  const answer = await request.post('/api/management/update-employee', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id,
      salary: {
        effectiveDate: iso(addDays(periodStart, -31)),
        basicSalary,
        currency: 'GHS',
        payPeriod: 'Monthly',
        paymentMethod: 'Cash',
      },
    },
  });
  expect(answer.status()).toBe(200);
}

test('payroll: a draft run for three employees, a payslip read, a re-run for two, the run finalised, and the employee downloads their payslip', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const adminEmail = uniqueEmail('payrun-admin');
  await signUpAdministrator(request, adminEmail);
  const token = await accessTokenFor(request, adminEmail);
  const settings = await request.post('/api/payroll/update-payroll-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { currency: 'GHS' },
  });
  expect(settings.status()).toBe(200);
  const kofiEmail = uniqueEmail('payrun-kofi');
  const people = [
    { employeeNo: 'E-0001', firstName: 'Kofi', lastName: 'Boateng', email: kofiEmail, ninId: 'GHA-0001' },
    {
      employeeNo: 'E-0002',
      firstName: 'Ama',
      lastName: 'Mensah',
      email: uniqueEmail('payrun-ama'),
      ninId: 'GHA-0002',
    },
    {
      employeeNo: 'E-0003',
      firstName: 'Yaw',
      lastName: 'Owusu',
      email: uniqueEmail('payrun-yaw'),
      ninId: 'GHA-0003',
    },
  ];
  const ids: string[] = [];
  for (const [index, person] of people.entries()) {
    const id = await createEmployee(request, token, person);
    await paidInCash(request, token, id, ['5000.00', '4000.00', '3000.00'][index] as string);
    ids.push(id);
  }
  await registerInvitedEmployee(request, token, ids[0] as string, {
    firstName: 'Kofi',
    lastName: 'Boateng',
    email: kofiEmail,
  });

  await page.goto('/login');
  await fillSignIn(page, adminEmail, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/payroll/process-pay-roll');
  await expect(page.getByRole('heading', { level: 1, name: 'Process Payroll' })).toBeVisible();
  await page.getByRole('button', { name: 'Process Payroll' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Process Payroll' });
  await typeDate(page, dialog.getByRole('group', { name: /^From/ }), periodStart);
  await typeDate(page, dialog.getByRole('group', { name: /^Date/ }), payDate);
  await expect(dialog.getByRole('checkbox', { name: 'Process as Draft' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText('3 employees will be paid')).toBeVisible(SAVED);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The run's page follows it from queued to draft, then lists the three payslips.
  await expect(page).toHaveURL(/\/payroll\/process-pay-roll\/[0-9a-f-]+$/, SAVED);
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible(SAVED);
  const payslips = page.getByRole('grid', { name: 'Payslips' });
  await expect(payslips.getByRole('row')).toHaveCount(4, SAVED);
  await expect(payslips.getByRole('row', { name: /Kofi Boateng/ })).toContainText('5,000.00');

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

  await page.getByRole('button', { name: 'Finalise' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Finalise this payroll?' });
  await confirm.getByRole('button', { name: 'Finalise' }).click();
  await expect(page.getByText(/Finalised by/)).toBeVisible(SAVED);

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
