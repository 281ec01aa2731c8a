import { expect, test } from '@playwright/test';
import {
  accessTokenFor,
  createKofi,
  signInAsAdministrator,
  signUpAdministrator,
  uniqueEmail,
} from './support.ts';

test.describe('employer set-up', () => {
  /** Kofi Boateng, the employee every test starts with. */
  let employeeId = '';

  test.beforeEach(async ({ page, request }) => {
    const email = uniqueEmail('employer');
    await signUpAdministrator(request, email);
    // One employee to head the department, added through the API as any client would.
    employeeId = await createKofi(request, await accessTokenFor(request, email));
    await signInAsAdministrator(page, email);
  });

  test('an administrator adds a department with a head, renames it, is refused a duplicate code, and it is still there after a reload', async ({
    page,
  }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Employer' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Department' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();

    // The empty table offers its own Add button; the page's is the first.
    await page.getByRole('button', { name: 'Add Department' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add Department' });
    await dialog.getByLabel('Code').fill('FIN');
    await dialog.getByLabel('Name').fill('Finance');
    await dialog.getByRole('combobox', { name: 'Head' }).pressSequentially('Kofi');
    await page.getByRole('option', { name: /Kofi Boateng/ }).click();
    await dialog.getByRole('button', { name: 'Add Department' }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('grid', { name: 'Departments' });
    await expect(table.getByRole('row', { name: /Finance/ })).toContainText('Kofi Boateng');

    // The server refuses the same code whatever its case; the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Add Department' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Department' });
    await dialog.getByLabel('Code').fill('fin');
    await dialog.getByLabel('Name').fill('Financial Planning');
    await dialog.getByRole('button', { name: 'Add Department' }).click();
    await expect(dialog.getByText(/already used by another department/)).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Financial Planning');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await table.getByRole('row', { name: /Finance/ }).click();
    dialog = page.getByRole('dialog', { name: 'Edit department' });
    await dialog.getByLabel('Name').fill('Finance & Audit');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(
      page.getByRole('grid', { name: 'Departments' }).getByRole('row', { name: /Finance & Audit/ }),
    ).toBeVisible();
  });

  // Issue 6's journey: reference rows made on their pages and from the Employee panel's Add button,
  // an employee placed in them, and a rename that the employee's record shows.
  test('an administrator adds a department with a head, a job position and a level, places an employee in them, renames the department and sees the new name on the record', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/employer/departments');
    await page.getByRole('button', { name: 'Add Department' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add Department' });
    await dialog.getByLabel('Code').fill('OPS');
    await dialog.getByLabel('Name').fill('Operations');
    await dialog.getByRole('combobox', { name: 'Head' }).pressSequentially('Kofi');
    await page.getByRole('option', { name: /Kofi Boateng/ }).click();
    await dialog.getByRole('button', { name: 'Add Department' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('grid', { name: 'Departments' }).getByRole('row', { name: /Operations/ }),
    ).toContainText('Kofi Boateng');

    await page.goto('/employer/job-positions');
    await page.getByRole('button', { name: 'Add Job Position' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Add Job Position' });
    await dialog.getByLabel('Code').fill('ACC');
    await dialog.getByLabel('Name').fill('Accountant');
    await dialog.getByLabel('Job Responsibilities').fill('Keeps the books.');
    await dialog.getByRole('button', { name: 'Add Job Position' }).click();
    await expect(dialog).toBeHidden();

    // The level is added where it is needed: from the Employee panel, which then chooses it.
    await page.goto(`/employee/edit/${employeeId}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const panel = page.getByRole('dialog', { name: 'Employee' });
    await panel.getByRole('tab', { name: 'Personal' }).click();
    await panel
      .getByRole('group', { name: /Effective Date/ })
      .first()
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('01012026');
    // Regular expressions match case-sensitively, so they find the selects and not "Add job position".
    await panel.getByRole('button', { name: /Job Position/ }).click();
    await page.getByRole('option', { name: 'Accountant' }).click();
    await panel.getByRole('button', { name: /Department/ }).click();
    await page.getByRole('option', { name: 'Operations' }).click();
    await panel.getByRole('button', { name: 'Add level' }).click();
    dialog = page.getByRole('dialog', { name: 'Add level' });
    await dialog.getByLabel('Code').fill('SNR');
    await dialog.getByLabel('Name').fill('Senior');
    await dialog.getByRole('button', { name: 'Add Level' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('button', { name: /Level/ })).toContainText('Senior');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel).toBeHidden();

    const detail = (label: string) => page.locator(`dt:text-is("${label}") + dd`).first();
    await expect(detail('Job Position')).toHaveText('Accountant');
    await expect(detail('Department')).toHaveText('Operations');
    await expect(detail('Level')).toHaveText('Senior');

    await page.goto('/employer/level');
    await expect(
      page.getByRole('grid', { name: 'Level' }).getByRole('row', { name: /Senior/ }),
    ).toBeVisible();

    await page.goto('/employer/departments');
    await page
      .getByRole('grid', { name: 'Departments' })
      .getByRole('row', { name: /Operations/ })
      .click();
    dialog = page.getByRole('dialog', { name: 'Edit department' });
    await dialog.getByLabel('Name').fill('Operations & Logistics');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/employee/edit/${employeeId}`);
    await expect(detail('Department')).toHaveText('Operations & Logistics');
  });

  test('module access saves at once and survives a reload', async ({ page }) => {
    await page.goto('/employer/modules');
    const leave = page.getByRole('switch', { name: 'Leave' });
    await expect(leave).not.toBeChecked();
    await leave.focus();
    await page.keyboard.press('Space');
    await expect(leave).toBeChecked();
    await expect(page.getByLabel('Saving Leave')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Leave' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Attendance' })).not.toBeChecked();
  });
});
