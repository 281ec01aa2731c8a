import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can speak from addresses of its own.
  api = await createTestApi({ trustProxy: true });
});
afterAll(() => api.close());

const newAddress = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`;

function login(username: string, password: string, address: string) {
  return api.call(
    '/auth/login',
    { username, password },
    { headers: { 'X-Forwarded-For': `${address}, 10.0.0.1` } },
  );
}

describe('sign-in limits', () => {
  test('after 5 failures on one account, the next attempt is refused with 429, even with the right password', async () => {
    const { email, password } = await api.newAdministrator();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(email, 'wrong password', newAddress())).status).toBe(401);
    }
    const limited = await login(email, password, newAddress());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      returnCode: 429,
      error: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  test('the account is counted whatever the case of the e-mail', async () => {
    const { email, password } = await api.newAdministrator();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await login(attempt % 2 ? email.toUpperCase() : email, 'wrong password', newAddress());
    }
    expect((await login(email, password, newAddress())).status).toBe(429);
  });

  test('once the failures leave the 15-minute window, sign-in works again', async () => {
    const { email, password } = await api.newAdministrator();
    for (let attempt = 1; attempt <= 5; attempt++) await login(email, 'wrong password', newAddress());
    expect((await login(email, password, newAddress())).status).toBe(429);
    await sql`update login_attempts set attempted_at = attempted_at - interval '16 minutes'
      where account = ${email.toLowerCase()}`.execute(api.db);
    expect((await login(email, password, newAddress())).status).toBe(200);
  });

  test('a successful sign-in clears the account’s failures', async () => {
    const { email, password } = await api.newAdministrator();
    for (let attempt = 1; attempt <= 4; attempt++) await login(email, 'wrong password', newAddress());
    expect((await login(email, password, newAddress())).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(email, 'wrong password', newAddress())).status).toBe(401);
    }
  });

  test('a right password with the wrong toggle is no failure: it never locks the owner out', async () => {
    const { email, password } = await api.newAdministrator();
    const onWrongToggle = (address: string) =>
      api.call(
        '/auth/login',
        { username: email, password, loginAs: 'employee' },
        { headers: { 'X-Forwarded-For': address } },
      );
    for (let attempt = 1; attempt <= 4; attempt++) await login(email, 'wrong password', newAddress());
    // Each proves the password, so it clears the failures as a sign-in does instead of adding one.
    const address = newAddress();
    for (let attempt = 1; attempt <= 8; attempt++) expect((await onWrongToggle(address)).status).toBe(403);
    expect((await login(email, password, address)).status).toBe(200);
  });

  test('a burst of parallel guesses gets no more than 5 checked', async () => {
    const { email } = await api.newAdministrator();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(email, 'wrong password', newAddress())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  test('after 20 failures from one address, whatever the accounts, that address is refused; others are not', async () => {
    const address = newAddress();
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await login(`nobody-${attempt}@example.com`, 'wrong password', address)).status).toBe(401);
    }
    const { email, password } = await api.newAdministrator();
    const limited = await login(email, password, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(email, password, newAddress())).status).toBe(200);
  });
});
