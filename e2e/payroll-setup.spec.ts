import { expect, type Locator, type Page, test } from '@playwright/test';
import { iso, openMenuGroup, SAVED, today, toggle, typeDate } from './leave-support.ts';
import {
  accessTokenFor,
  createKofi,
  signInAsAdministrator,
  signUpAdministrator,
  uniqueEmail,
} from './support.ts';

// Issue 13's journey: an administrator sets up payroll in Ghana cedis (a monthly PAYE table, SSNIT
// deducted before tax, a housing allowance that is taxed but outside SSNIT's base), gives Kofi a basic
// salary of 5,000.00, and the payslip preview shows the tax and net pay with their explanations.

/** The month the salary starts and the payslip is previewed for (UTC, as the server's clock). */
const monthStart = new Date(`${iso(today()).slice(0, 8)}01T00:00:00Z`);

/** GRA's monthly PAYE rates from January 2024 (packages/domain/src/payroll/workedCases.ts). */
const GHANA_PAYE_2024 = [
  ['0', '0'],
  ['490', '5'],
  ['600', '10'],
  ['730', '17.5'],
  ['3896.67', '25'],
  ['19896.67', '30'],
  ['50416.67', '35'],
] as const;

/** Assigns `item` from a group of the record's Salary section, effective the 1st of the month. */
async function assignFromMonthStart(page: Page, salary: Locator, button: string, item: string) {
  await salary.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await chooseOption(page, dialog.getByRole('button', { name: /Item/ }), item);
  await typeDate(page, dialog.getByRole('group', { name: /Effective Date/ }), monthStart);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(salary).toContainText(item.split(' – ')[0] ?? item);
}

async function chooseOption(page: Page, control: Locator, option: string) {
  await control.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function savePayrollCurrency(page: Page, menu: Locator) {
  await openMenuGroup(menu, 'Payroll');
  await menu.getByRole('link', { name: 'Setting', exact: true }).click();
  await expect(page).toHaveURL(/\/payroll\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll Settings' })).toBeVisible();
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await currency.clear();
  await currency.pressSequentially('GHS');
  await page.getByRole('option', { name: /^GHS/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payroll settings saved.')).toBeVisible(SAVED);
}

async function addGhanaPaye(page: Page, menu: Locator) {
  await menu.getByRole('link', { name: 'Statutory Table', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statutory Taxes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Statutory Tax' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Statutory Tax' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('PAYE');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Ghana PAYE 2024');
  await expect(dialog.getByRole('radio', { name: 'PAYE Tax' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  for (const [index, [bound, rate]] of GHANA_PAYE_2024.entries()) {
    const row = index + 1;
    if (row > 1) await dialog.getByRole('button', { name: 'Add Bracket' }).click();
    await dialog.getByRole('textbox', { name: `Income More Than, row ${row}` }).fill(bound);
    await dialog.getByRole('textbox', { name: `%, row ${row}` }).fill(rate);
  }
  // The tax due at 3,896.67: 5% of 110 + 10% of 130 + 17.5% of 3,166.67, worked out as it is typed.
  const brackets = dialog.getByRole('table', { name: 'Tax Brackets' });
  const fifth = brackets.getByRole('row').filter({ has: page.getByRole('button', { name: 'Delete row 5' }) });
  await expect(fifth).toContainText('572.67');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(
    page.getByRole('grid', { name: 'Statutory Taxes' }).getByRole('row', { name: /PAYE/ }),
  ).toContainText('7');
}

async function addSsnit(page: Page, menu: Locator) {
  await menu.getByRole('link', { name: 'Statutory Contribution', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statutory Contribution' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Statutory Contribution' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Statutory Contribution' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('SSNIT');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('SSNIT');
  for (const [side, rate] of [
    ['Employee', '5.5'],
    ['Employer', '13'],
  ] as const) {
    const section = dialog.getByRole('group', { name: side });
    await chooseOption(page, section.getByRole('button', { name: /Type/ }), 'Gross Income');
    await section.getByRole('textbox', { name: '%' }).fill(rate);
  }
  await expect(dialog.getByRole('switch', { name: 'Deducted before tax' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(
    page.getByRole('grid', { name: 'Statutory Contribution' }).getByRole('row', { name: /SSNIT/ }),
  ).toContainText('5.5% of gross');
}

async function addHousing(page: Page, menu: Locator) {
  await menu.getByRole('link', { name: 'Earning', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Earning' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Earning' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('HOUSING');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Housing');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1000.00');
  // Taxed, but outside the base of the statutory contributions.
  await expect(dialog.getByRole('switch', { name: 'Tax' })).toBeChecked();
  const otherStatutory = dialog.getByRole('switch', { name: 'Other Statutory' });
  await toggle(page, otherStatutory);
  await expect(otherStatutory).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(
    page.getByRole('grid', { name: 'Earnings' }).getByRole('row', { name: /HOUSING/ }),
  ).toContainText('1000.00');
}

test('payroll: an administrator sets up PAYE, SSNIT before tax and a housing allowance outside its base, and Kofi’s payslip preview shows the tax and net pay explained', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const adminEmail = uniqueEmail('payroll-admin');
  await signUpAdministrator(request, adminEmail);
  const token = await accessTokenFor(request, adminEmail);
  const headers = { authorization: `Bearer ${token}` };
  const kofiId = await createKofi(request, token);
  const basicSalary = await request.post('/api/management/update-employee', {
    headers,
    data: {
      id: kofiId,
      salary: {
        effectiveDate: iso(monthStart),
        basicSalary: '5000.00',
        currency: 'GHS',
        payPeriod: 'Monthly',
      },
    },
  });
  expect(basicSalary.status()).toBe(200);

  await signInAsAdministrator(page, adminEmail);
  const menu = page.getByRole('navigation', { name: 'Main' });

  await savePayrollCurrency(page, menu);
  await addGhanaPaye(page, menu);
  await addSsnit(page, menu);
  await addHousing(page, menu);

  // On Kofi's record, under his salary: the housing allowance and SSNIT from the 1st of the month.
  await page.goto(`/employee/edit/${kofiId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kofi Boateng' })).toBeVisible();
  const salary = page.getByRole('region', { name: 'Salary', exact: true });
  await assignFromMonthStart(page, salary, 'Add earning', 'HOUSING – Housing');
  await assignFromMonthStart(page, salary, 'Add statutory contribution', 'SSNIT – SSNIT');

  await salary.getByRole('button', { name: 'Preview payslip' }).click();
  const preview = page.getByRole('dialog', { name: 'Payslip preview' });
  await typeDate(page, preview.getByRole('group', { name: /Period starting/ }), monthStart);
  await preview.getByRole('button', { name: 'Preview', exact: true }).click();
  const lines = preview.getByRole('table');
  await expect(lines.getByRole('row', { name: /SSNIT 5\.5% ×/ })).toContainText(
    'SSNIT 5.5% × 5,000.00 (basic; Housing excluded: Other Statutory off) = 275.00; before tax',
    SAVED,
  );
  // Each line is headed by its item's description, then the engine's explanation.
  const paye = lines.getByRole('row', { name: /^Ghana PAYE 2024/ });
  await expect(paye).toContainText('PAYE 572.67 on the first 3,896.67 + 25% × 1,828.33 = 1,029.75');
  await expect(paye).toContainText('1,029.75');
  await expect(lines.getByRole('row', { name: /^Net pay/ })).toContainText('4,695.25');
});
