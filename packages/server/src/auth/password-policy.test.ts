import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, TEST_PUBLIC_URL, type TestApi } from '../test-support/test-api.ts';
import { isBreachedPassword } from './password-policy.ts';

/**
 * The employer's password policy (Employer › Setting, issue 28 item 5) on every path that sets a
 * password of one of its people: change password, reset password, an invited employee's sign-up. The
 * employer's own first sign-up has no policy yet and keeps the contract's floor.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const TOO_SHORT = 'Passwords must be at least 16 characters.';
const BREACHED = 'This password is in a list of breached passwords; choose another.';
// In the shipped list in lower case; the check ignores case.
const BREACHED_PASSWORD = 'Password1234';

/** A new employer whose policy asks 16 characters and refuses breached passwords. */
async function strictEmployer() {
  const admin = await api.newAdministrator();
  const set = await api.call(
    '/employer/update-settings',
    { passwordMinLength: 16, refuseBreachedPasswords: true },
    { token: admin.token },
  );
  expect(set.status).toBe(200);
  return admin;
}

async function linkTokenMailedTo(email: string, pattern: RegExp): Promise<string> {
  const mail = await api.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const token = pattern.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`No link mailed to ${email}`);
  return token;
}

test('the breached list is the shipped one, compared without case', () => {
  expect(isBreachedPassword('password1234')).toBe(true);
  expect(isBreachedPassword('PASSWORD1234')).toBe(true);
  expect(isBreachedPassword('correct horse battery staple')).toBe(false);
});

describe('change-password', () => {
  const change = (token: string, newPassword: string, currentPassword: string) =>
    api.call('/auth/change-password', { currentPassword, newPassword }, { token });

  test('shorter than the policy: 400 on newPassword naming the length; a breached one: 400 naming the list', async () => {
    const { token, password } = await strictEmployer();
    expect((await change(token, 'fifteen chars!!', password)).body).toEqual({
      returnCode: 400,
      error: TOO_SHORT,
      field: 'newPassword',
    });
    const breached = 'PasswordPassword';
    expect(isBreachedPassword(breached)).toBe(true);
    expect((await change(token, breached, password)).body).toEqual({
      returnCode: 400,
      error: BREACHED,
      field: 'newPassword',
    });
    expect((await change(token, 'a sixteen character passphrase', password)).status).toBe(200);
  });

  test('a new employer keeps the old rule: 8 characters, breached passwords allowed', async () => {
    const { token, password } = await api.newAdministrator();
    expect((await change(token, BREACHED_PASSWORD, password)).status).toBe(200);
  });
});

describe('reset-password', () => {
  const RESET_LINK = /reset-password\?token=([A-Za-z0-9_-]+)/;

  test('the link holder’s new password follows the account’s employer’s policy', async () => {
    const { email } = await strictEmployer();
    await api.call('/auth/request-password-reset', { email });
    const token = await linkTokenMailedTo(email, RESET_LINK);
    expect((await api.call('/auth/reset-password', { token, password: 'short but 8+' })).body).toEqual({
      returnCode: 400,
      error: TOO_SHORT,
      field: 'password',
    });
    expect((await api.call('/auth/reset-password', { token, password: 'trustno1trustno1' })).status).toBe(
      200,
    );
  });
});

describe("an invited employee's sign-up", () => {
  const INVITATION_LINK = new RegExp(
    `${TEST_PUBLIC_URL.replaceAll('.', '\\.')}/register\\?invitation=([A-Za-z0-9_-]+)`,
  );

  test('follows the inviting employer’s policy: a breached password is refused on password', async () => {
    const admin = await strictEmployer();
    const email = `grace-${randomUUID()}@example.com`;
    const employee = await api.addEmployee(admin.token, { firstName: 'Grace', lastName: 'Hopper', email });
    await api.call('/management/send-invitation', { id: employee.id }, { token: admin.token });
    const invitationToken = await linkTokenMailedTo(email, INVITATION_LINK);
    const signUp = (password: string) =>
      api.call('/auth/create-user', {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        password,
        country: 'Ghana',
        agreeTsAndCs: true,
        role: 'employee',
        invitationToken,
      });
    expect((await signUp('1qaz2wsx3edc4rfv')).body).toEqual({
      returnCode: 400,
      error: BREACHED,
      field: 'password',
    });
    expect((await signUp('a long employee passphrase')).status).toBe(201);
  });
});

test("the employer's own first sign-up has no policy yet: a breached password of 8+ characters is taken", async () => {
  const signedUp = await api.newAdministrator({ password: BREACHED_PASSWORD });
  expect(signedUp.token).toBeTruthy();
});
