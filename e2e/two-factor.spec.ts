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
  const signedInAt = Date.now() + 30_000;
  await page.getByLabel('6-digit code').fill(codeFor(key, signedInAt));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The session ends in the middle of work: the dialog asks for the password, then the code, and the
  // interrupted save goes through with what was typed.
  await page.goto('/user-profile');
  const ended = (error: string) => ({
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ returnCode: 401, error }),
  });
  await page.route(
    '**/api/auth/update-display-name',
    (route) => route.fulfill(ended('Your session has expired.')),
    {
      times: 1,
    },
  );
  await page.route('**/api/auth/refresh', (route) => route.fulfill(ended('Your session has ended.')), {
    times: 1,
  });
  await page.getByRole('textbox', { name: 'Display name' }).fill('Countess Ada');
  await page.getByRole('button', { name: 'Save display name' }).click();
  const again = page.getByRole('dialog', { name: 'Sign in again' });
  await again.getByLabel('Enter Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Sign In', exact: true }).click();
  // A step after the one used to sign in (each code is accepted once), and no later than the next one.
  const nextStep = (Math.floor(signedInAt / 30_000) + 1) * 30_000;
  await page.waitForTimeout(Math.max(0, nextStep - 30_000 - Date.now()));
  await again.getByLabel('6-digit code').fill(codeFor(key, nextStep));
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(again).toBeHidden(SAVED);
  await expect(page.getByText('Your display name is saved.')).toBeVisible(SAVED);
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Countess Ada');
});
