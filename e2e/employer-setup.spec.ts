import { expect, test } from '@playwright/test';
import { fillSignIn, PASSWORD, signUpAdministrator, uniqueEmail } from './support.ts';

test.describe('employer set-up', () => {
  test.beforeEach(async ({ page, request }) => {
    const email = uniqueEmail('employer');
    await signUpAdministrator(request, email);
    // One employee to head the department, added through the API as any client would.
    const signedIn = await request.post('/api/auth/login', { data: { username: email, password: PASSWORD } });
    const { jwtToken } = (await signedIn.json()).returnObject;
    const created = await request.post('/api/management/create-employee', {
      headers: { authorization: `Bearer ${jwtToken}` },
      data: {
        quickEntry: {
          employeeNo: 'E-0001',
          firstName: 'Kofi',
          lastName: 'Boateng',
          email: uniqueEmail('kofi'),
          ninId: 'GHA-0001',
          country: 'Ghana',
          dob: '1985-03-14',
          passport: null,
          position: null,
          phoneNumber: null,
          department: null,
          startDate: null,
        },
      },
    });
    expect(created.status()).toBe(200);
    await page.goto('/login');
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
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
