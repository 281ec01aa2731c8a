import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { iso, SAVED, typeDate } from './leave-support.ts';
import { createEmployee } from './support.ts';

// What the payroll journeys share: a salary paid in cash through the API, and Process Payroll's dialog.

/** `basicSalary` GHS a month, paid in cash, from `effectiveDate` on. */
export async function paidInCash(
  request: APIRequestContext,
  token: string,
  id: string,
  basicSalary: string,
  effectiveDate: Date,
) {
  const answer = await request.post('/api/management/update-employee', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id,
      salary: {
        effectiveDate: iso(effectiveDate),
        basicSalary,
        currency: 'GHS',
        payPeriod: 'Monthly',
        paymentMethod: 'Cash',
      },
    },
  });
  expect(answer.status()).toBe(200);
}

/**
 * Process Payroll's dialog, every employee of the monthly period from `from` (`count` of them): Check,
 * then Continue to the run's page, which follows the run from queued to draft.
 */
export async function processPayroll(page: Page, from: Date, on: Date, count = 3) {
  await page.goto('/payroll/process-pay-roll');
  await expect(page.getByRole('heading', { level: 1, name: 'Process Payroll' })).toBeVisible();
  await page.getByRole('button', { name: 'Process Payroll' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Process Payroll' });
  await typeDate(page, dialog.getByRole('group', { name: /^From/ }), from);
  await typeDate(page, dialog.getByRole('group', { name: /^Date/ }), on);
  await expect(dialog.getByRole('checkbox', { name: 'Process as Draft' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Check' }).click();
  await expect(dialog.getByText(`${count} employees will be paid`)).toBeVisible(SAVED);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payroll\/process-pay-roll\/[0-9a-f-]+$/, SAVED);
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible(SAVED);
}

/** Kofi, Ama and Yaw as the payroll journeys pay them: their quick entry and monthly basic salary. */
const PAID_STAFF = [
  { employeeNo: 'E-0001', firstName: 'Kofi', lastName: 'Boateng', ninId: 'GHA-0001', basicSalary: '5000.00' },
  { employeeNo: 'E-0002', firstName: 'Ama', lastName: 'Mensah', ninId: 'GHA-0002', basicSalary: '4000.00' },
  { employeeNo: 'E-0003', firstName: 'Yaw', lastName: 'Owusu', ninId: 'GHA-0003', basicSalary: '3000.00' },
] as const;

/**
 * Payroll in GHS, and Kofi, Ama and Yaw (`emails` in that order) added by quick entry and paid 5,000.00,
 * 4,000.00 and 3,000.00 a month in cash from `from`: the three people of a run, and their record ids.
 */
export async function paidStaff(
  request: APIRequestContext,
  token: string,
  emails: readonly [kofi: string, ama: string, yaw: string],
  from: Date,
): Promise<[kofiId: string, amaId: string, yawId: string]> {
  const settings = await request.post('/api/payroll/update-payroll-settings', {
    headers: { authorization: `Bearer ${token}` },
    data: { currency: 'GHS' },
  });
  expect(settings.status()).toBe(200);
  const ids: string[] = [];
  for (const [index, { basicSalary, ...person }] of PAID_STAFF.entries()) {
    const id = await createEmployee(request, token, { ...person, email: emails[index] as string });
    await paidInCash(request, token, id, basicSalary, from);
    ids.push(id);
  }
  return ids as [string, string, string];
}
