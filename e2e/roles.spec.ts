import { expect, test } from '@playwright/test';
import { addDays, SAVED, today, typeDate } from './leave-support.ts';
import { paidStaff, processPayroll } from './payroll-support.ts';
import {
  registerInvitedEmployee,
  signedUpAdministrator,
  signInAsAdministrator,
  signInAsEmployee,
  uniqueEmail,
} from './support.ts';

// Issue 27's journey: an administrator makes a Payroll Officer from the shipped example on the Custom
// Role page and gives it to Ama, an employee. Ama signs in: her menu has Payroll and not the Employer's
// set-up, Kofi's record opens without his health, she runs a draft payroll, and her own raise is refused.
// The administrator then reads all of it in the Audit Trail. (The grid, the refusals and the audit rows
// of every operation are tested below the browser: permission-matrix, separation-of-duties, audit-walker.)

/** Last November: wholly past, so the draft's period is complete. */
const periodStart = new Date(Date.UTC(today().getUTCFullYear() - 1, 10, 1));
const payDate = addDays(periodStart, 27);

/** The refusal of create-salary-adjustment for one's own record (payroll/separation-of-duties.ts). */
const OWN_SALARY_ADJUSTMENT =
  "You can't make or delete a salary adjustment of your own. Ask someone else who runs payroll.";

test('roles: an administrator makes a Payroll Officer and gives it to Ama; Ama runs a draft, sees no health and cannot raise her own pay; the Audit Trail shows who did what', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { email: adminEmail, token } = await signedUpAdministrator(request, 'roles-admin');
  const amaEmail = uniqueEmail('roles-ama');
  const [kofiId, amaId] = await paidStaff(
    request,
    token,
    [uniqueEmail('roles-kofi'), amaEmail, uniqueEmail('roles-yaw')],
    addDays(periodStart, -31),
  );
  // Kofi's health, which an administrator keeps and a Payroll Officer never sees.
  const health = await request.post('/api/management/update-employee', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: kofiId, health: { bloodGroup: 'O+', allergies: 'Penicillin', conditions: null } },
  });
  expect(health.status()).toBe(200);
  await registerInvitedEmployee(request, token, amaId, {
    firstName: 'Ama',
    lastName: 'Mensah',
    email: amaEmail,
  });

  // The administrator copies the example, saves it, and gives it to Ama.
  await signInAsAdministrator(page, adminEmail);
  await page.goto('/management/custom-role');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Role' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy Payroll Officer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Payroll Officer');
  await expect(page.getByRole('button', { name: /Payroll Run \/ finalise$/ })).toContainText(
    'Whole employer',
  );
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Role “Payroll Officer” saved.' })).toBeVisible(
    SAVED,
  );
  await page
    .getByRole('table', { name: 'Custom roles' })
    .getByRole('button', { name: 'Edit Payroll Officer' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Payroll Officer' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Add a holder' }).pressSequentially('Ama');
  await page.getByRole('option', { name: new RegExp(`^Ama Mensah \\(${amaEmail}\\)`) }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Ama Mensah now holds Payroll Officer.')).toBeVisible(SAVED);
  await expect(page.getByRole('list', { name: 'Holders of Payroll Officer' })).toContainText('Ama Mensah');

  // Ama signs in as the Payroll Officer she now is, as well as an employee.
  const ama = await signInAsEmployee(browser, amaEmail);
  const menu = ama.page.getByRole('navigation');
  await expect(menu.getByRole('button', { name: 'Payroll', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Employer', exact: true })).toHaveCount(0);

  // She reads Kofi's record, as pay needs, without his health.
  await ama.page.goto(`/employee/edit/${kofiId}`);
  await expect(ama.page.getByRole('heading', { level: 1, name: 'Kofi Boateng' })).toBeVisible(SAVED);
  await expect(ama.page.getByText('Employee ID E-0001')).toBeVisible();
  await expect(ama.page.getByRole('heading', { name: 'Health' })).toHaveCount(0);
  await expect(ama.page.getByText('Penicillin')).toHaveCount(0);
  await expect(ama.page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // She runs a draft for the three of them.
  await processPayroll(ama.page, periodStart, payDate);
  await expect(ama.page.getByRole('grid', { name: 'Payslips' }).getByRole('row')).toHaveCount(4, SAVED);
  // Every page so far asked only for what her roles allow.
  expect(ama.refusals).toEqual([]);

  // Her own raise is refused, and what she typed stays in the dialog.
  await ama.page.goto('/payroll/salary-adjustment');
  await ama.page.getByRole('button', { name: 'Add Salary Adjustment' }).first().click();
  const dialog = ama.page.getByRole('dialog', { name: 'Salary Adjustment' });
  await dialog.getByRole('combobox', { name: /^Select Employee/ }).pressSequentially('Ama');
  await ama.page.getByRole('option', { name: /Ama Mensah/ }).click();
  await typeDate(ama.page, dialog.getByRole('group', { name: /^Effective Date/ }), periodStart);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('9000.00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(OWN_SALARY_ADJUSTMENT)).toBeVisible(SAVED);
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('9000.00');
  await ama.context.close();

  // The administrator reads it all in the Audit Trail: the role and its holder, then Ama's run.
  await page.goto('/employer/audit-trail');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Trail' })).toBeVisible();
  const trail = page.getByRole('grid', { name: 'Audit Trail' });
  await page.getByRole('button', { name: / Area$/ }).click();
  await page.getByRole('option', { name: 'Roles', exact: true }).click();
  await expect(trail.getByRole('row', { name: /Create role/ })).toContainText('Created', SAVED);
  await expect(trail.getByRole('row', { name: /Set account roles/ })).toBeVisible();
  await page.getByRole('button', { name: / Area$/ }).click();
  await page.getByRole('option', { name: 'All areas' }).click();
  await page.getByRole('combobox', { name: 'Person' }).pressSequentially('Ama');
  await page.getByRole('option', { name: /Ama Mensah/ }).click();
  const run = trail.getByRole('row', { name: /Process pay run/ });
  await expect(run).toContainText('Ama Mensah', SAVED);
  await expect(run).toContainText('Payroll');
  // A refused change is not a change: the trail has no salary adjustment by Ama.
  await expect(trail.getByRole('row', { name: /salary adjustment/i })).toHaveCount(0);

  // View as: the administrator sees the role's menu under a read-only banner, then exits to their own.
  await page.goto('/management/custom-role');
  await page
    .getByRole('table', { name: 'Custom roles' })
    .getByRole('button', { name: 'View as Payroll Officer' })
    .click();
  await expect(page.getByText('Viewing as Payroll Officer — read-only.')).toBeVisible(SAVED);
  const adminMenu = page.getByRole('navigation');
  await expect(adminMenu.getByRole('button', { name: 'Payroll', exact: true })).toBeVisible();
  await expect(adminMenu.getByRole('button', { name: 'Employer', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Exit', exact: true }).click();
  await expect(adminMenu.getByRole('button', { name: 'Employer', exact: true })).toBeVisible();
});
