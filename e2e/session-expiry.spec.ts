import { expect, test } from '@playwright/test';
import { fillSignIn, PASSWORD, signUpAdministrator, uniqueEmail } from './support.ts';

test('a session that ends in the middle of a form asks to sign in again and keeps what was typed', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('interrupted');
  const newPassword = 'a fresh passphrase here';
  await signUpAdministrator(request, email);
  await page.goto('/login');
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // The server ends the session between typing and submitting: the next call and the silent refresh
  // are both refused, as they are when the refresh token was revoked or has expired.
  await page.route(
    '**/api/auth/change-password',
    (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ returnCode: 401, error: 'Your session has expired. Please sign in again.' }),
      }),
    { times: 1 },
  );
  await page.route(
    '**/api/auth/refresh',
    (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ returnCode: 401, error: 'Your session has ended. Please sign in again.' }),
      }),
    { times: 1 },
  );

  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue(PASSWORD);
  await dialog.getByLabel('Enter Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The interrupted call went through after signing in again: the password really changed.
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  const signIn = await request.post('/api/auth/login', { data: { username: email, password: newPassword } });
  expect(signIn.status()).toBe(200);
});
