import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session, Tokens } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  // Behind a trusted proxy, so the limit's tests can speak from addresses of their own.
  api = await createTestApi({ trustProxy: true });
});
afterAll(() => api.close());

const NEW_PASSWORD = 'a brand new passphrase';

const change = (token: string, currentPassword: string, newPassword = NEW_PASSWORD, address?: string) =>
  api.call(
    '/auth/change-password',
    { currentPassword, newPassword },
    { token, ...(address ? { headers: { 'X-Forwarded-For': `${address}, 10.0.0.1` } } : {}) },
  );
/** A client address of its own per call: the account's count is what is tested, not the address's. */
const newAddress = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`;
const login = (username: string, password: string) =>
  api.call<{ returnObject: Session }>('/auth/login', { username, password });
const refresh = (refreshToken: string) =>
  api.call<{ returnObject: Tokens }>('/auth/refresh', { refreshToken });

describe('change-password', () => {
  test('with the right current password: the new one signs in, the old one no longer does', async () => {
    const { email, password, token } = await api.newAdministrator();
    const answer = await change(token, password);
    expect(answer).toMatchObject({
      status: 200,
      body: { returnCode: 200, returnMessage: 'Your password has been changed.' },
    });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
  });

  test('with a wrong current password: 400 naming currentPassword, and nothing changes', async () => {
    const { email, password, token } = await api.newAdministrator();
    const answer = await change(token, 'not my password');
    expect(answer.body).toEqual({
      returnCode: 400,
      error: 'The current password is incorrect.',
      field: 'currentPassword',
    });
    expect((await login(email, password)).status).toBe(200);
  });

  test('five wrong current passwords, and the next try is a 429 with Retry-After, even with the right one', async () => {
    const { email, password, token } = await api.newAdministrator();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await change(token, `wrong guess ${attempt}`, NEW_PASSWORD, newAddress())).status).toBe(400);
    }
    const limited = await change(token, password, NEW_PASSWORD, newAddress());
    expect(limited.body).toEqual({
      returnCode: 429,
      error: 'Too many wrong current passwords. Try again in 15 minutes.',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Nothing changed: the password is still the one it was.
    expect((await login(email, password)).status).toBe(200);
  });

  test('a right current password clears the count, as a sign-in does', async () => {
    const { token, password } = await api.newAdministrator();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await change(token, 'wrong guess', NEW_PASSWORD, newAddress())).status).toBe(400);
    }
    expect((await change(token, password, NEW_PASSWORD, newAddress())).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await change(token, 'wrong again', password, newAddress())).status).toBe(400);
    }
    // Nine tries in the window, but only four since the right one.
    expect((await change(token, NEW_PASSWORD, password, newAddress())).status).toBe(200);
  });

  test('keeps the caller’s session (refreshable, rotated tokens too) and signs out every other one', async () => {
    const { email, password } = await api.newAdministrator();
    const mine = await login(email, password);
    const rotated = await refresh(mine.body.returnObject.refreshToken);
    const elsewhere = await login(email, password);

    // The access token from the refresh names the same session as the sign-in.
    expect((await change(rotated.body.returnObject.jwtToken, password)).status).toBe(200);

    const stillMine = await refresh(rotated.body.returnObject.refreshToken);
    expect(stillMine.status).toBe(200);
    expect((await refresh(elsewhere.body.returnObject.refreshToken)).status).toBe(401);
    const profile = await api.call('/auth/get-profile', {}, { token: stillMine.body.returnObject.jwtToken });
    expect(profile.status).toBe(200);
  });

  test('an access token without a session claim (issued before it existed) still works, and ends every session', async () => {
    const { email, password, session } = await api.newAdministrator();
    const legacyToken = await api.deps.accessTokens.sign({
      userId: session.user.id,
      role: 'admin',
      employerId: session.user.employerId,
    });
    expect((await api.call('/auth/get-profile', {}, { token: legacyToken })).status).toBe(200);
    expect((await change(legacyToken, password)).status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  test('makes reset links still out stop working', async () => {
    const { email, password, token } = await api.newAdministrator();
    await api.call('/auth/request-password-reset', { email });
    const mail = await api.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
    expect((await change(token, password)).status).toBe(200);
    const answer = await api.call('/auth/reset-password', {
      token: resetToken,
      password: 'someone else’s choice',
    });
    expect(answer.status).toBe(400);
  });

  test('two changes racing with the same current password: one wins, the other is told it is stale', async () => {
    const { email, password, token } = await api.newAdministrator();
    const answers = await Promise.all([
      change(token, password, 'first new passphrase'),
      change(token, password, 'second new passphrase'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first new passphrase' : 'second new passphrase';
    expect((await login(email, winner)).status).toBe(200);
  });

  test('an employee changes their own password too', async () => {
    const admin = await api.newAdministrator();
    const employee = await api.newEmployeeUser(admin.session.user.employerId);
    expect((await change(employee.token, 'employee password')).status).toBe(200);
    expect((await login(employee.session.user.email, NEW_PASSWORD)).status).toBe(200);
  });

  test('without a token: 401', async () => {
    const answer = await api.call('/auth/change-password', {
      currentPassword: 'x',
      newPassword: NEW_PASSWORD,
    });
    expect(answer.status).toBe(401);
  });

  test('a new password under 8 characters: 400 naming newPassword', async () => {
    const { password, token } = await api.newAdministrator();
    expect((await change(token, password, 'short')).body).toEqual({
      returnCode: 400,
      error: 'newPassword: must be at least 8 characters.',
      field: 'newPassword',
    });
  });
});
