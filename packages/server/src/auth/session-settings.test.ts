import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session, Tokens } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';

/**
 * Session lifetime and idle timeout (Employer › Setting, issue 28 item 5), with the injected clock: a
 * session lasts the lifetime from its sign-in however often it refreshes, and a refresh token unused
 * for longer than the idle timeout no longer refreshes.
 */

let now = new Date('2026-11-25T09:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ clock: () => now });
});
afterAll(() => api.close());

const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const refresh = (refreshToken: string) =>
  api.call<{ returnObject: Tokens }>('/auth/refresh', { refreshToken });

/** An administrator of a new employer whose sessions last `lifetime` minutes and idle out after `idle`. */
async function signedInWith(lifetime: number, idle: number): Promise<string> {
  const admin = await api.newAdministrator();
  const set = await api.call(
    '/employer/update-settings',
    { sessionLifetimeMinutes: lifetime, idleTimeoutMinutes: idle },
    { token: admin.token },
  );
  expect(set.status).toBe(200);
  const login = await api.call<{ returnObject: Session }>('/auth/login', {
    username: admin.email,
    password: admin.password,
  });
  return login.body.returnObject.refreshToken;
}

describe('idle timeout', () => {
  test('a refresh token used within the idle timeout refreshes; one unused for longer does not', async () => {
    let token = await signedInWith(600, 60);
    minutesLater(59);
    const fresh = await refresh(token);
    expect(fresh.status).toBe(200);
    token = fresh.body.returnObject.refreshToken;
    minutesLater(61);
    expect((await refresh(token)).body).toEqual({
      returnCode: 401,
      error: 'Your session has ended. Please sign in again.',
    });
  });
});

describe('session lifetime', () => {
  test('refreshing often does not make a session outlast its lifetime from sign-in', async () => {
    let token = await signedInWith(120, 60);
    for (const step of [50, 50]) {
      minutesLater(step);
      const answer = await refresh(token);
      expect(answer.status).toBe(200);
      token = answer.body.returnObject.refreshToken;
    }
    // 130 minutes after sign-in, 30 after the last refresh: within the idle timeout, past the lifetime.
    minutesLater(30);
    expect((await refresh(token)).status).toBe(401);
  });

  test('a new employer keeps the 30 days it had', async () => {
    const admin = await api.newAdministrator();
    minutesLater(29 * 24 * 60);
    expect((await refresh(admin.session.refreshToken)).status).toBe(200);
  });
});
