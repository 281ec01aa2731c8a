import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import type { LoginRequest, Role, Session } from '../packages/api/src/auth.ts';
import {
  parseStoredSession,
  SESSION_STORAGE_KEY,
  type SessionState,
} from '../packages/app/src/session/sessionState.ts';
import type { XssCorpusEntry } from '../packages/domain/src/formatted-text/xss-corpus.ts';
import { SAVED } from './leave-support.ts';

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

/**
 * Signs in through the API as the sign-in screen does (POST /api/auth/login, its Admin/Employee toggle as
 * `loginAs` when given) and answers the session: the one request every API sign-in below is made of.
 */
export async function logIn(
  request: APIRequestContext,
  email: string,
  { password = PASSWORD, loginAs }: { password?: string; loginAs?: Role } = {},
): Promise<Session> {
  const body: LoginRequest = { username: email, password, ...(loginAs ? { loginAs } : {}) };
  const answer = await request.post('/api/auth/login', { data: body });
  expect(answer.status(), `signing ${email} in through the API`).toBe(200);
  return (await answer.json()).returnObject as Session;
}

/** Signs in through the API and answers the access token, for set-up a journey makes as any client would. */
export async function accessTokenFor(request: APIRequestContext, email: string, password = PASSWORD) {
  return (await logIn(request, email, { password })).jwtToken;
}

/** Where the app is served: playwright.config.ts's `use.baseURL` (its E2E_PORT), never written out here. */
function appOrigin(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL)
    throw new Error('playwright.config.ts sets no baseURL: there is no origin to keep a session for.');
  return new URL(baseURL).origin;
}

/**
 * Signs in through the API and answers the browser storage the app itself would hold afterwards, for a
 * journey whose subject is not signing in (session.spec.ts and its neighbours sign in through the page).
 * The value is what `signIn()` (packages/app/src/session/actions.ts) stores under `hr.session`:
 * `{ isLoggedIn: true, ...returnObject, remember }` as JSON (sessionAtom.ts). It is stored as with Remember
 * me ticked, in local storage, the one storage a Playwright storage state holds; the app reads it back on
 * its first load (atomWithStorage's getOnInit) and refreshes the access token itself when it runs out.
 */
async function signedInStorageState(
  request: APIRequestContext,
  email: string,
  options: { password?: string; loginAs?: Role } = {},
) {
  const session = await logIn(request, email, options);
  const stored: SessionState = { isLoggedIn: true, ...session, remember: true };
  const value = JSON.stringify(stored);
  // Read back by the app's own reader, so a change of the stored shape fails here and not in a journey.
  expect(parseStoredSession(value), 'the stored session as the app reads it').toEqual(stored);
  const storageState = {
    cookies: [],
    origins: [{ origin: appOrigin(), localStorage: [{ name: SESSION_STORAGE_KEY, value }] }],
  };
  return { storageState, user: session.user };
}

/**
 * Puts a session signed in through the API into `context` before its pages load the app (it replaces
 * whatever the context stored), then opens the dashboard on `page` and waits for the shell to name the
 * person: the first load of the app is already signed in.
 */
async function signInThroughApi(
  context: BrowserContext,
  page: Page,
  email: string,
  options: { password?: string; loginAs: Role },
) {
  const { storageState, user } = await signedInStorageState(context.request, email, options);
  await context.setStorageState(storageState);
  await page.goto('/dashboard');
  // Loading the app takes a while on a busy machine.
  await expect(
    page.getByRole('button', { name: `Account menu for ${user.firstName} ${user.lastName}` }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs an administrator in on the journey's own page through the API (Admin login), leaving it on the
 * dashboard; session.spec.ts is where an administrator signs in through the page.
 */
export async function signInAsAdministrator(page: Page, email: string, password = PASSWORD) {
  await signInThroughApi(page.context(), page, email, { password, loginAs: 'admin' });
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

/**
 * Adds an employee by quick entry and registers their account from the invitation, through the API:
 * someone who can sign in. Answers the record's id.
 */
export async function createEmployeeWithAccount(
  request: APIRequestContext,
  token: string,
  person: QuickEntryPerson,
) {
  const id = await createEmployee(request, token, person);
  await registerInvitedEmployee(request, token, id, person);
  return id;
}

/**
 * Signs an employee in through the API (Employee login) in a browser context of their own, as a second
 * person at a second desk, and answers it with its page, on the dashboard, and the refusals the page
 * met from its first load on (watchForRefusals), for a journey to expect none.
 */
export async function signInAsEmployee(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refusals: string[] = [];
  watchForRefusals(page, refusals);
  await signInThroughApi(context, page, email, { password, loginAs: 'employee' });
  return { context, page, refusals };
}

/**
 * Collects every API answer of `page` that refuses its viewer (403) and every console error (a refused
 * request logs one) into `seen`: a page asks only for what its viewer may see, so `seen` stays empty.
 */
export function watchForRefusals(page: Page, seen: string[]) {
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && response.status() === 403) seen.push(`403 from ${pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
  });
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

/**
 * A one-page PDF (a dark bar), as file-type detects one (its signature and end) and as PDF.js draws one
 * (documents' Review previews it); the server judges the content, not the name. No cross-reference
 * table: readers rebuild it from the objects.
 */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R >> endobj\n4 0 obj << /Length 27 >>\nstream\n0 0 0 rg 30 300 240 60 re f\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** `text` as a regular expression matches it, character for character (titles carry markup and brackets). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Collects every dialog (alert, confirm, prompt) and uncaught script error of `page` into `seen`, for the
 * journeys that put the XSS corpus in and then expect `seen` to stay empty.
 */
export function watchForScripts(page: Page, seen: string[]) {
  page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.push(`script error: ${error.message}`));
}

/** The server's answer to content holding a corpus entry: refused with 400 and the entry's problem, or accepted. */
export async function expectCorpusVerdict(answer: APIResponse, entry: XssCorpusEntry) {
  if (entry.verdict === 'refused') {
    expect(answer.status(), entry.name).toBe(400);
    expect((await answer.json()).error, entry.name).toBe(`content: ${entry.problem}`);
  } else {
    expect(answer.status(), entry.name).toBe(200);
  }
}

/**
 * Presses a list's Show more (at most five times) until it is gone, each press adding to `items`: every
 * corpus entry is on the page before it is looked for.
 */
export async function showEveryItem(page: Page, items: Locator) {
  const showMore = page.getByRole('button', { name: 'Show more' });
  for (let pages = 0; pages < 5 && (await showMore.isVisible()); pages += 1) {
    const before = await items.count();
    await showMore.click();
    await expect.poll(() => items.count(), SAVED).toBeGreaterThan(before);
  }
  await expect(showMore).toBeHidden();
}

/** Signs an administrator up through the API and answers their e-mail and access token. */
export async function signedUpAdministrator(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name);
  await signUpAdministrator(request, email);
  return { email, token: await accessTokenFor(request, email) };
}

/**
 * A member of staff numbered `number` (E-000n, GHA-000n) who can sign in, added through the API:
 * their record's id and their e-mail.
 */
export async function staffMemberWithAccount(
  request: APIRequestContext,
  token: string,
  number: number,
  firstName: string,
  lastName: string,
) {
  const email = uniqueEmail(`team-${firstName.toLowerCase()}`);
  const id = await createEmployeeWithAccount(request, token, {
    employeeNo: `E-000${number}`,
    firstName,
    lastName,
    email,
    ninId: `GHA-000${number}`,
  });
  return { id, email };
}

/**
 * Mansa Owusu (E-0001) and Esi Mensah (E-0002), both able to sign in, Mansa Esi's line manager: the
 * pair the journeys of someone and their manager start from. Answers each one's id and e-mail.
 */
export async function staffMemberWithLineManager(request: APIRequestContext, token: string) {
  const manager = await staffMemberWithAccount(request, token, 1, 'Mansa', 'Owusu');
  const employee = await staffMemberWithAccount(request, token, 2, 'Esi', 'Mensah');
  const managed = await request.post('/api/management/update-employee', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      id: employee.id,
      job: { title: null, employmentType: null, workLocation: null, lineManagerId: manager.id },
    },
  });
  expect(managed.status(), await managed.text()).toBe(200);
  return { manager, employee };
}

/** Attaches a PDF named `name` in a Team dialog's file field and waits until it is stored. */
export async function attachPdf(page: Page, dialog: Locator, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('list', { name: 'Attached files' })).toContainText(name, SAVED);
}

/** Downloads `fileName` from the files of the post titled `title` and checks the name it arrives under. */
export async function downloadsFile(page: Page, title: string, fileName: string) {
  const download = page.waitForEvent('download');
  await page
    .getByRole('list', { name: `Files of ${title}` })
    .getByRole('button', { name: new RegExp(escapeRegExp(fileName)) })
    .click();
  expect((await download).suggestedFilename()).toBe(fileName);
}

/** Selects `word` in a content field and makes it bold with the editor's shortcut, as a writer would. */
export async function makeBold(page: Page, field: Locator, word: string) {
  await field.evaluate((element: HTMLTextAreaElement, chosen) => {
    const start = element.value.indexOf(chosen);
    element.setSelectionRange(start, start + chosen.length);
  }, word);
  await page.keyboard.press('ControlOrMeta+b');
}
