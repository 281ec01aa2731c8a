import { expect, test } from '@playwright/test';
import {
  createEmployee,
  fillSignIn,
  logIn,
  mailedLink,
  PASSWORD,
  signInAsAdministrator,
  signUpAdministrator,
  uniqueEmail,
} from './support.ts';

// Issue 5's journey: an administrator's quick entry, a salary change with its date, an invitation; the
// employee's registration from the mailed link, their own record (and only theirs), and their own edit.
test('an administrator adds an employee by quick entry, changes the salary, and invites them; the employee registers and sees only their own record', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const adminEmail = uniqueEmail('hr.admin');
  const employeeEmail = uniqueEmail('grace.employee');
  await signUpAdministrator(request, adminEmail);
  await signInAsAdministrator(page, adminEmail);

  await page.goto('/employee');
  await expect(page.getByText('Total: 0')).toBeVisible();
  await page
    .getByRole('link', { name: /Add employee/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/management\/employee-creation$/);

  const panel = page.getByRole('dialog', { name: 'Employee' });
  await panel.getByRole('textbox', { name: 'Employee ID' }).fill('E-0001');
  await panel.getByRole('textbox', { name: 'First Name' }).fill('Grace');
  await panel.getByRole('textbox', { name: 'Last Name' }).fill('Hopper');
  // The date's segments are typed as a keyboard user does: month, day, year.
  await panel.getByRole('textbox', { name: 'Last Name' }).press('Tab');
  await page.keyboard.type('12091986');
  const nationality = panel.getByRole('combobox', { name: 'Nationality' });
  await nationality.pressSequentially('Ghan');
  await page.getByRole('option', { name: 'Ghana' }).click();
  await panel.getByRole('textbox', { name: 'National ID' }).fill('GHA-000111');
  await panel.getByRole('textbox', { name: 'Email Address' }).fill(employeeEmail);
  await panel.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  const recordUrl = page.url();
  expect(recordUrl).toMatch(/\/employee\/edit\/[0-9a-f-]{36}$/);

  await page.goto('/employee');
  await expect(page.getByText('Total: 1')).toBeVisible();
  await page.getByRole('row', { name: /Grace Hopper/ }).click();
  await expect(page).toHaveURL(recordUrl);

  // A salary change with an effective date becomes a row of the salary history.
  await page.getByRole('button', { name: 'Edit' }).click();
  const editPanel = page.getByRole('dialog', { name: 'Employee' });
  await editPanel.getByRole('tab', { name: 'Salary' }).click();
  // Typed from the month, as a keyboard user does after tabbing in.
  await editPanel
    .getByRole('group', { name: /Effective Date/ })
    .first()
    .getByRole('spinbutton', { name: /month/i })
    .click();
  await page.keyboard.type('12012026');
  await editPanel.getByRole('textbox', { name: 'Basic Salary' }).fill('4250.50');
  const currency = editPanel.getByRole('combobox', { name: 'Currency' });
  await currency.pressSequentially('GHS');
  await page.getByRole('option', { name: /GHS/ }).first().click();
  await editPanel.getByRole('button', { name: 'Save' }).click();
  await expect(editPanel).toBeHidden();
  const salaryHistory = page.getByRole('region', { name: 'Salary history' });
  await expect(salaryHistory.getByRole('row', { name: /1 Dec 2026/ })).toContainText('4,250.50');
  // Under the salary, an administrator assigns the employee's pay items and previews a payslip (issue 13).
  const salary = page.getByRole('region', { name: 'Salary', exact: true });
  await expect(salary.getByRole('button', { name: 'Add earning' })).toBeVisible();
  await expect(salary.getByRole('button', { name: 'Preview payslip' })).toBeVisible();

  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${employeeEmail}`).first()).toBeVisible();

  // The employee, in a browser of their own, registers from the mailed link.
  const link = await mailedLink(employeeEmail, '/register?invitation=');
  const employeeContext = await browser.newContext();
  const employeePage = await employeeContext.newPage();
  // Payroll is administrators' only: the employee's pages never ask for it.
  const payrollCalls: string[] = [];
  employeePage.on('request', (call) => {
    if (call.url().includes('/api/payroll/')) payrollCalls.push(call.url());
  });
  await employeePage.goto(link);
  await expect(employeePage.getByRole('heading', { name: 'Create your employee account' })).toBeVisible();
  await expect(employeePage.getByRole('textbox', { name: 'Email' })).toHaveValue(employeeEmail);
  await employeePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await employeePage.getByLabel('Confirm Password').fill(PASSWORD);
  const country = employeePage.getByRole('combobox', { name: 'Country' });
  await country.pressSequentially('Ghan');
  await employeePage.getByRole('option', { name: 'Ghana' }).click();
  await employeePage.getByText('I agree to the terms and conditions').click();
  await employeePage.getByRole('button', { name: 'Create account' }).click();
  await expect(employeePage).toHaveURL(/\/login$/);

  await employeePage.getByRole('radio', { name: 'Employee login' }).click();
  await fillSignIn(employeePage, employeeEmail, PASSWORD);
  await expect(employeePage).toHaveURL(/\/dashboard$/);
  await employeePage.getByRole('link', { name: 'My record' }).click();
  await expect(employeePage.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
  await expect(employeePage.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  const ownRecordUrl = employeePage.url();
  expect(ownRecordUrl).toBe(recordUrl);
  await expect(employeePage.getByRole('button', { name: 'Preview payslip' })).toHaveCount(0);
  await expect(employeePage.getByRole('button', { name: 'Add earning' })).toHaveCount(0);

  // They change their own contact details: only the tabs an employee may change are offered.
  await employeePage.getByRole('button', { name: 'Edit' }).click();
  const ownPanel = employeePage.getByRole('dialog', { name: 'Employee' });
  await expect(ownPanel.getByRole('tab')).toHaveText(['Family', 'Contact', 'Directory']);
  await ownPanel.getByRole('tab', { name: 'Contact' }).click();
  await ownPanel.getByRole('textbox', { name: 'Phone' }).first().fill('+233 20 123 4567');
  await ownPanel.getByRole('button', { name: 'Save' }).click();
  await expect(ownPanel).toBeHidden();
  await expect(employeePage.getByRole('region', { name: 'Contact' })).toContainText('+233 20 123 4567');
  await employeePage.reload();
  await expect(employeePage.getByRole('region', { name: 'Contact' })).toContainText('+233 20 123 4567');

  // Another employee's record is not theirs to open.
  const adminToken = (await logIn(request, adminEmail, { loginAs: 'admin' })).jwtToken;
  const otherId = await createEmployee(request, adminToken, {
    employeeNo: 'E-0002',
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: uniqueEmail('katherine'),
    ninId: 'US-000222',
  });
  await employeePage.goto(`/employee/edit/${otherId}`);
  await expect(employeePage.getByRole('heading', { level: 1, name: 'No such employee' })).toBeVisible();
  await expect(employeePage.getByText('Katherine')).toHaveCount(0);

  // Their menu leaves out the administrators' areas, and shows a module once it is enabled for them.
  const menu = employeePage.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Employee Management holds only what concerns them: their requests, Education and Experience.
  await menu.getByRole('button', { name: 'Employee Management' }).click();
  await expect(menu.getByRole('link', { name: 'Request' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Education' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Experience' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Placement' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Training' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Leave Management' })).toHaveCount(0);
  const enabled = await request.post('/api/employer/set-module-access', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { moduleId: 'leave', enabled: true },
  });
  expect(enabled.status()).toBe(200);
  await employeePage.reload();
  await expect(menu.getByRole('button', { name: 'Leave Management' })).toBeVisible();

  // Only their own: the list needs employees' records of the whole employer, and another record is not theirs.
  await employeePage.goto('/employee');
  await expect(employeePage.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  expect(payrollCalls).toEqual([]);
  await employeeContext.close();
});
