import { expect, test } from '@playwright/test';
import { fillSignIn, PASSWORD, signUpAdministrator, uniqueEmail } from './support.ts';

test.describe('signing up, in and out', () => {
  test('a new administrator signs up, signs in, sees the dashboard, stays signed in on reload and logs out', async ({
    page,
  }) => {
    const email = uniqueEmail('new.admin');
    await page.goto('/auth/register');
    await expect(page).toHaveTitle('Sign Up · HR Payroll');
    // Nothing is chosen at first, so the employee instructions show.
    await expect(page.getByText(/invitation e-mail sent by their administrator/)).toBeVisible();
    await page.getByRole('radio', { name: 'Administrator' }).click();
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.pressSequentially('United King');
    await page.getByRole('option', { name: 'United Kingdom' }).click();
    await expect(country).toHaveValue('United Kingdom');
    await page.getByText('I agree to the terms and conditions').click();
    await expect(page.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Your account has been created. You can sign in now.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await fillSignIn(page, email, PASSWORD, { remember: true });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('No employees yet')).toBeVisible();
    await expect(page).toHaveTitle('Dashboard · HR Payroll');

    // A signed-in load renders the dashboard without a word in the console (react-router once warned on
    // every one that it had no hydration fallback to render).
    const logged: string[] = [];
    // (Chromium's own complaint about a Permissions-Policy feature it does not know is not the page's.)
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith('Error with Permissions-Policy header')) return;
      if (message.type() === 'warning' || message.type() === 'error') logged.push(text);
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('No employees yet')).toBeVisible();
    expect(logged).toEqual([]);

    const { refreshToken } = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('hr.session') ?? '{}'),
    );
    expect(refreshToken).toBeTruthy();
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('hr.session'))).toBeNull();
    // Log Out revoked the refresh token on the server, not only on this device.
    const refresh = await page.request.post('/api/auth/refresh', { data: { refreshToken } });
    expect(refresh.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('a signed-out visit to /employee goes to sign-in and returns there afterwards', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('returning');
    await signUpAdministrator(request, email);
    await page.goto('/employee');
    await expect(page).toHaveURL(/\/login\?next=%2Femployee$/);
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/employee$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  });

  test('a visit that starts on the sign-in page loads it alone, signs in, and goes on to the address it was given', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('direct');
    await signUpAdministrator(request, email);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/login?next=%2Femployee');
    await expect(page).toHaveTitle('Sign In · HR Payroll');
    await expect(page.getByText('Sign in to continue.')).toBeVisible();
    // The sign-in page alone: neither the router's routes nor the signed-in shell were downloaded.
    expect(scripts.some((file) => /\/(SignIn|PrivateLayout|Root)-/.test(file))).toBe(false);
    await fillSignIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/employee$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    // Signed in, the sign-in page sends the visitor on instead of asking again.
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows the server’s message and keeps what was typed', async ({ page, request }) => {
    const email = uniqueEmail('typo');
    await signUpAdministrator(request, email);
    await page.goto('/login');
    await fillSignIn(page, email, 'not the password');
    await expect(page.getByRole('alert')).toContainText('The e-mail or password is incorrect.');
    await expect(page.getByLabel('Username')).toHaveValue(email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an administrator using Employee login is told which login to use', async ({ page, request }) => {
    const email = uniqueEmail('wrong.toggle');
    await signUpAdministrator(request, email);
    await page.goto('/login');
    await page.getByRole('radio', { name: 'Employee login' }).click();
    await fillSignIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Choose Admin login');
    await page.getByRole('radio', { name: 'Admin login' }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('without Remember me the session lives only in its tab; with it, it survives a browser restart', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('remember');
    await signUpAdministrator(request, email);

    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto('/login');
    await fillSignIn(tab, email, PASSWORD);
    await expect(tab).toHaveURL(/\/dashboard$/);
    const otherTab = await context.newPage();
    await otherTab.goto('/dashboard');
    // A fresh tab loads the app from nothing before it can send a stranger to sign in: on a loaded
    // machine that took 4.7 s (the default wait is 5), so this wait is longer. No time is asserted.
    await expect(otherTab).toHaveURL(/\/login/, { timeout: 20_000 });
    await context.close();

    const remembering = await browser.newContext();
    const first = await remembering.newPage();
    await first.goto('/login');
    await fillSignIn(first, email, PASSWORD, { remember: true });
    await expect(first).toHaveURL(/\/dashboard$/);
    // A restart: a new browser context with what the old one kept on disk.
    const kept = await remembering.storageState();
    await remembering.close();
    const restarted = await browser.newContext({ storageState: kept });
    const page = await restarted.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await restarted.close();
  });

  test('an unknown path shows Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Not Found · HR Payroll');
  });
});
