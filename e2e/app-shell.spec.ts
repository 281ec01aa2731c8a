import { expect, test } from '@playwright/test';
import { signInAsAdministrator, signUpAdministrator, uniqueEmail } from './support.ts';

test.describe('the signed-in shell', () => {
  test.beforeEach(async ({ page, request }) => {
    const email = uniqueEmail('shell');
    await signUpAdministrator(request, email);
    await signInAsAdministrator(page, email);
  });

  test('shows the menu of the specification and marks unbuilt areas as not yet available', async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Payroll › Process has its screens now (issue 14); Employee Management › Request has none yet.
    await menu.getByRole('button', { name: 'Employee Management' }).click();
    await expect(menu.getByText('Request', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Request', exact: true })).toHaveCount(0);
    // Attendance › Create Employee opens the same employee form (issue 28): Employee Management's entry
    // is folded away first, so the one link of that name is Attendance's.
    await menu.getByRole('button', { name: 'Employee Management' }).click();
    await menu.getByRole('button', { name: 'Attendance' }).click();
    await menu.getByRole('link', { name: 'Create Employee' }).click();
    await expect(page).toHaveURL(/\/management\/employee-creation$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Quick entry' })).toBeVisible();
  });

  test('remembers the dark theme across a reload', async ({ page }) => {
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-color-mode', 'light');
    // The switch's input is visually hidden under its track, so drive it as a keyboard user does.
    await page.getByRole('switch', { name: 'Dark theme' }).focus();
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  });

  test('the profile shows who is signed in and for which employer', async ({ page }) => {
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByText("Ada Lovelace's organisation")).toBeVisible();
    await expect(page.getByText('Administrator')).toBeVisible();
  });
});

test('the landing page is public and leads to sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home · HR Payroll');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your management story starts with us.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create your account' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
});
