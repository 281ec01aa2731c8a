import { expect, test } from '@playwright/test';
import { PASSWORD, signInAsAdministrator, signUpAdministrator, uniqueEmail } from './support.ts';

test.describe('the signed-in shell', () => {
  let email: string;
  test.beforeEach(async ({ page, request }) => {
    email = uniqueEmail('shell');
    await signUpAdministrator(request, email);
    await signInAsAdministrator(page, email);
  });

  test('shows the menu of the specification and marks unbuilt areas as not yet available', async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // Every Employee Management entry opens its page now (issue 28), Training the last of them.
    await menu.getByRole('button', { name: 'Employee Management' }).click();
    await expect(menu.getByRole('link', { name: 'Request', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Training', exact: true })).toHaveAttribute(
      'href',
      '/management/training',
    );
    // Attendance › Create Employee opens the same employee form (issue 28): Employee Management's entry
    // is folded away first, so the one link of that name is Attendance's.
    await menu.getByRole('button', { name: 'Employee Management' }).click();
    await menu.getByRole('button', { name: 'Attendance' }).click();
    // Every Attendance entry opens its page (issue 29).
    await expect(menu.getByRole('link', { name: 'Field CheckIn' })).toHaveAttribute(
      'href',
      '/attendance/field-checkin',
    );
    await menu.getByRole('link', { name: 'Time Clock Report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Time Clock Report' })).toBeVisible();
    await menu.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Attendance settings' })).toBeVisible();
    // Document WorkFlow's entries open their pages (issue 31).
    await menu.getByRole('button', { name: 'Document WorkFlow' }).click();
    const documents = menu.getByRole('group', { name: 'Document WorkFlow' });
    await expect(documents.getByRole('link', { name: 'Management' })).toHaveAttribute(
      'href',
      '/documents/management',
    );
    await expect(documents.getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/documents/review',
    );
    await expect(documents.getByRole('link', { name: 'Approval WorkFlow' })).toHaveAttribute(
      'href',
      '/documents/approval-workflow',
    );
    await expect(documents.getByRole('link')).toHaveCount(3);
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
    await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  });

  test('the profile lists where the account is signed in and signs another session out', async ({
    page,
    request,
  }) => {
    // A second sign-in, from a phone: its access token works until it is signed out from here.
    const phone = await request.post('/api/auth/login', {
      data: { username: email, password: PASSWORD },
      headers: {
        'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1',
      },
    });
    const phoneToken = (await phone.json()).returnObject.jwtToken as string;
    const asPhone = () =>
      request.post('/api/auth/get-profile', { data: {}, headers: { Authorization: `Bearer ${phoneToken}` } });
    expect((await asPhone()).status()).toBe(200);

    await page.goto('/user-profile');
    const sessions = page.getByRole('region', { name: 'Signed-in sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await sessions.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByText('You are signed in here only.')).toBeVisible();
    expect((await asPhone()).status()).toBe(401);
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
