import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { iso, SAVED, typeDate } from './leave-support.ts';

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
