import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, signUpAdministrator, uniqueEmail } from './support.ts';

/**
 * Issue 33: the public pages paint from the HTML the server sends. With scripts off, the page is
 * exactly that HTML, so what a visitor can see and use there arrived before any script ran.
 */
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/login and /auth/login send the sign-in form', async ({ page }) => {
    for (const path of ['/login', '/auth/login']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      await expect(page).toHaveTitle('Sign In · HR Payroll');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await expect(page.getByLabel('Username')).toBeVisible();
      await expect(page.getByLabel('Enter Password')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    }
  });

  test("/register sends the sign-up page: who is signing up, and the employee's way in", async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle('Sign Up · HR Payroll');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    const signUpAs = page.getByRole('radiogroup', { name: 'Sign up as' });
    await expect(signUpAs.getByRole('radio', { name: 'Administrator' })).toBeAttached();
    await expect(signUpAs.getByRole('radio', { name: 'Employee' })).toBeAttached();
    await expect(page.getByText(/Employees sign up from the invitation e-mail/)).toBeVisible();
  });

  test('/ and /landing send the marketing page', async ({ page }) => {
    for (const [path, title] of [
      ['/', 'Home · HR Payroll'],
      ['/landing', 'Registration · HR Payroll'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your management story starts with us.' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create your account' }).first()).toHaveAttribute(
        'href',
        '/register',
      );
    }
  });

  test('the public pages are styled by their HTML alone: no style sheet request holds the first paint', async ({
    page,
  }) => {
    await page.route('**/*.css', (route) => route.abort());
    // Each page's primary button, drawn by the design system's Button styles in the theme's colour.
    for (const [path, button] of [
      ['/login', 'Sign In'],
      ['/', 'Send Message'],
    ] as const) {
      await page.goto(path);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toMatch(
        /^system-ui/,
      );
      const primary = page.getByRole('button', { name: button, exact: true });
      expect(await primary.evaluate((element) => getComputedStyle(element).backgroundColor), path).toBe(
        'rgb(31, 85, 209)',
      );
    }
  });

  test('a form sent with scripts off puts nothing typed into the address: the page comes again', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('ada@example.com');
    await page.getByLabel('Enter Password').fill('not for the address bar');
    await page.getByLabel('Enter Password').press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
  });

  test('any other address gets the empty shell the script fills', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Errors and warnings the page logs, hydration mismatches among them. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // Chromium's own note on a Permissions-Policy feature it does not know is not the page's.
    if (message.type() === 'error' && !message.text().includes('Permissions-Policy')) {
      problems.push(message.text());
    }
  });
  return problems;
}

test('the prerendered sign-in page hydrates without a mismatch, in the remembered dark theme', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('hr.colorMode', 'dark'));
  const problems = collectProblems(page);
  await page.goto('/login?next=/employee');
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  // The notice depends on the query, which the prerendered page knows nothing of: it follows hydration.
  await expect(page.getByText('Sign in to continue.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the prerendered sign-up and marketing pages hydrate without a mismatch', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Administrator' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(problems).toEqual([]);
});

/** Holds back every script of the page until the returned function is called: a slow connection. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

test('what is typed before the script arrives is kept, and an early Enter sends nothing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('early.typist');
  await signUpAdministrator(request, email);
  // The page's HTML arrives; its scripts wait until the visitor has typed, as on a slow connection.
  const release = await holdScripts(page);
  const pagePosts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && !new URL(sent.url()).pathname.startsWith('/api/'))
      pagePosts.push(sent.url());
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Enter Password').fill(PASSWORD);
  await page.getByText('Remember me', { exact: true }).click();
  await page.getByLabel('Enter Password').press('Enter');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-script-ready', 'true');
  await expect(page.getByLabel('Username')).toHaveValue(email);
  await expect(page.getByLabel('Enter Password')).toHaveValue(PASSWORD);
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  expect(pagePosts).toEqual([]);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Remember me came through too: the session is in the storage that outlives the tab.
  expect(await page.evaluate(() => localStorage.getItem('hr.session'))).not.toBeNull();
});

test('what is typed while the script takes over the page is kept, every character', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('steady.typist');
  await signUpAdministrator(request, email);
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Username').fill(email.slice(0, 4));
  // The rest of the address is typed a character a task from the moment the page's script has arrived,
  // as a visitor goes on typing while it takes the page over: the hydration runs in slices between those
  // tasks (publicPage.ts), so characters land before, during and after it. Each is typed as the browser
  // types: the field's value, then an input event.
  const typing = page.evaluate(async (rest) => {
    const field = document.querySelector<HTMLInputElement>('input[name="username"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!field || !setValue) throw new Error('No username field.');
    const nextTask = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    while (!performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/sign-in-')))
      await nextTask(5);
    for (const character of rest) {
      setValue.call(field, field.value + character);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await nextTask(0);
    }
  }, email.slice(4));
  release();
  await typing;
  await expect(page.getByLabel('Username')).toHaveValue(email);
  // The form's own state has every character too: signing in with it works.
  await page.getByLabel('Enter Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the marketing page runs as a page of its own: what was typed before its script is sent, and confirmed', async ({
  page,
}) => {
  // Its script waits until the visitor has typed, as on a slow connection.
  const release = await holdScripts(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const email = uniqueEmail('early.visitor');
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('Does it run payroll for two countries?');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-script-ready', 'true');
  await expect(page.getByLabel('Message')).toHaveValue('Does it run payroll for two countries?');
  await page.getByRole('button', { name: 'Send Message', exact: true }).click();
  await expect(page.getByText('Thank you, we have your message.')).toBeVisible();
  // The first visit did not download the app's router or its signed-in shell.
  expect(
    scripts.some((script) => /\/assets\/(app|Root|PrivateLayout)-/.test(script)),
    scripts.join(' '),
  ).toBe(false);
});
