import { expect, test } from '@playwright/test';
import { fillSignIn, PASSWORD, resetLinkFor, signUpAdministrator, uniqueEmail } from './support.ts';

test('a forgotten password is reset through the link the outbox sends, once', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  const newPassword = 'a brand new passphrase';
  await signUpAdministrator(request, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a link to reset its password is on its way/)).toBeVisible();

  const link = await resetLinkFor(email);
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();

  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('The e-mail or password is incorrect.');
  await page.getByLabel('Enter Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once: a second use is refused with a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Confirm New Password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
