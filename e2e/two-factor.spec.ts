import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SAVED, toggle } from './leave-support.ts';
import { fillSignIn, PASSWORD, signInAsAdministrator, signUpAdministrator, uniqueEmail } from './support.ts';

/** The journey plays the authenticator app: the code for the key the page showed, at a given time. */
function codeFor(key: string, at: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: at });
}

test('the administrator sets up two-factor sign-in on My profile, requires it of administrators, then signs in with password and code', async ({
  page,
  request,
}) => {
  // Two sign-ins and an enrolment through the page: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  const email = uniqueEmail('two.factor');
  await signUpAdministrator(request, email);
  await signInAsAdministrator(page, email);

  await page.goto('/user-profile');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The key for typing in, as the page shows it in groups of four.
  const key = ((await card.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByLabel('6-digit code').fill(codeFor(key, Date.now()));
  await card.getByRole('button', { name: 'Turn on' }).click();

  const codes = card.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await card.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(card.getByText('Two-factor sign-in is on.')).toBeVisible();

  // With it on for themself, the administrator requires it of every administrator (Employer › Setting).
  await page.goto('/employer/settings');
  await toggle(page, page.getByRole('switch', { name: 'Require two-factor sign-in for administrators' }));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible(SAVED);

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  // The next step's code: the one just used to turn it on is not accepted twice.
  await page.getByLabel('6-digit code').fill(codeFor(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
