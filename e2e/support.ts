import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

// scripts/e2e-server.mjs names its log by the port, as playwright.config.ts picks it.
const serverLog = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../test-results/e2e-server-${process.env.E2E_PORT ?? 3100}.log`,
);

export const PASSWORD = 'correct horse battery staple';

let counter = 0;
/** An address no other journey of this run uses, so every journey starts with a new account. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@example.com`;
}

/** Signs an administrator up through the API, for journeys about something other than sign-up. */
export async function signUpAdministrator(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/auth/create-user', {
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password,
      country: 'United Kingdom',
      agreeTsAndCs: true,
      role: 'admin',
    },
  });
  expect(response.status()).toBe(201);
}

/** Signs in through the API and answers the access token, for set-up a journey makes as any client would. */
export async function accessTokenFor(request: APIRequestContext, email: string, password = PASSWORD) {
  const signedIn = await request.post('/api/auth/login', { data: { username: email, password } });
  return (await signedIn.json()).returnObject.jwtToken as string;
}

/** Who a journey adds by quick entry; the employee number and national id must be unique per employer. */
export interface QuickEntryPerson {
  employeeNo: string;
  firstName: string;
  lastName: string;
  email: string;
  ninId: string;
}

/** Adds an employee by quick entry through the API (with `email` for an invitation) and answers the id. */
export async function createEmployee(request: APIRequestContext, token: string, person: QuickEntryPerson) {
  const created = await request.post('/api/management/create-employee', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      quickEntry: {
        ...person,
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
  return (await created.json()).returnObject.id as string;
}

/** Adds Kofi Boateng by quick entry through the API (with `email` for an invitation) and answers his id. */
export async function createKofi(request: APIRequestContext, token: string, email = uniqueEmail('kofi')) {
  return createEmployee(request, token, {
    employeeNo: 'E-0001',
    firstName: 'Kofi',
    lastName: 'Boateng',
    email,
    ninId: 'GHA-0001',
  });
}

/**
 * Invites an employee and registers their account from the mailed link through the API, for journeys
 * about something other than registration (employees.spec.ts registers through the page).
 */
export async function registerInvitedEmployee(
  request: APIRequestContext,
  adminToken: string,
  employeeId: string,
  { firstName, lastName, email }: Pick<QuickEntryPerson, 'firstName' | 'lastName' | 'email'>,
) {
  const invited = await request.post('/api/management/send-invitation', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { id: employeeId },
  });
  expect(invited.status()).toBe(200);
  const link = await mailedLink(email, '/register?invitation=');
  const registered = await request.post('/api/auth/create-user', {
    data: {
      firstName,
      lastName,
      email,
      password: PASSWORD,
      country: 'Ghana',
      agreeTsAndCs: true,
      role: 'employee',
      invitationToken: new URL(link).searchParams.get('invitation'),
    },
  });
  expect(registered.status()).toBe(201);
}

/** Signs an employee in through the page in a browser context of their own, as a second person at a second desk. */
export async function signInAsEmployee(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('radio', { name: 'Employee login' }).click();
  await fillSignIn(page, email, password);
  // Checking the password takes a while on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return { context, page };
}

export async function fillSignIn(page: Page, email: string, password: string, { remember = false } = {}) {
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Enter Password').fill(password);
  // The checkbox's input sits under its drawn box, so it is ticked as a person does: on its label.
  if (remember) await page.getByText('Remember me', { exact: true }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * The last link to `path` the server's outbox wrote to its log for `email` (no SMTP is configured
 * for the journeys), polled because a mail is delivered just after the request is answered.
 */
export async function mailedLink(email: string, path: string): Promise<string> {
  let link: string | undefined;
  const pattern = new RegExp(`https?://[^\\s"\\\\]+${path.replace(/[?]/g, '\\?')}[A-Za-z0-9_-]+`);
  await expect
    .poll(
      () => {
        const lines = readFileSync(serverLog, 'utf8').split('\n');
        link = lines.findLast((text) => text.includes(email) && text.includes(path))?.match(pattern)?.[0];
        return link;
      },
      { message: `a mail to ${email} with ${path} in ${serverLog}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/**
 * The reset link the server's outbox wrote to its log for `email` (no SMTP is configured for the
 * journeys), polled because the mail is delivered just after the request is answered.
 */
export async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(serverLog, 'utf8').split('\n');
        const line = lines.findLast(
          (text) => text.includes(email) && text.includes('/reset-password?token='),
        );
        link = line?.match(/https?:\/\/[^\s"\\]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { message: `a reset mail to ${email} in ${serverLog}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}
