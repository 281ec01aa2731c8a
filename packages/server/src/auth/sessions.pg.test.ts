import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session, Tokens } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { HASHED_AT_THE_COST_IN_FORCE } from '../test-support/test-password-cost.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('login', () => {
  test('answers the user, an access token and a refresh token', async () => {
    const { email, password } = await api.newAdministrator();
    const answer = await api.call<{ returnObject: Session }>('/auth/login', { username: email, password });
    expect(answer.status).toBe(200);
    const { user, jwtToken, refreshToken } = answer.body.returnObject;
    expect(user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', role: 'admin' });
    expect(jwtToken.split('.')).toHaveLength(3);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('takes the e-mail in any case and with surrounding spaces', async () => {
    const { email, password } = await api.newAdministrator();
    const answer = await api.call('/auth/login', { username: ` ${email.toUpperCase()} `, password });
    expect(answer.status).toBe(200);
  });

  test('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const { email } = await api.newAdministrator();
    const wrongPassword = await api.call('/auth/login', { username: email, password: 'not the password' });
    const unknownEmail = await api.call('/auth/login', {
      username: 'nobody@example.com',
      password: 'whatever',
    });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ returnCode: 401, error: 'The e-mail or password is incorrect.' });
    }
  });

  test('stores the password as an argon2id hash with argon2id at the cost in force, never as given', async () => {
    const { email, password } = await api.newAdministrator();
    const { password_hash } = await api.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(HASHED_AT_THE_COST_IN_FORCE);
    expect(password_hash).not.toContain(password);
  });

  test('stores refresh tokens only as their SHA-256 digest', async () => {
    const { session } = await api.newAdministrator();
    const stored = await api.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(session.refreshToken);
    const digest = createHash('sha256').update(session.refreshToken).digest('hex');
    expect(stored.map((row) => row.token_hash)).toContain(digest);
  });
});

describe('login with the sign-in screen’s toggle (loginAs)', () => {
  const refreshTokenCount = async () =>
    (await api.db.selectFrom('refresh_tokens').select('id').execute()).length;

  test('the matching toggle signs in, for an administrator and for an employee', async () => {
    const { email, password, session } = await api.newAdministrator();
    expect((await api.call('/auth/login', { username: email, password, loginAs: 'admin' })).status).toBe(200);
    const employee = await api.newEmployeeUser(session.user.employerId);
    const answer = await api.call('/auth/login', {
      username: employee.session.user.email,
      password: 'employee password',
      loginAs: 'employee',
    });
    expect(answer.status).toBe(200);
  });

  test('an administrator on Employee login: 403 naming Admin login, and no tokens issued', async () => {
    const { email, password } = await api.newAdministrator();
    const before = await refreshTokenCount();
    const answer = await api.call('/auth/login', { username: email, password, loginAs: 'employee' });
    expect(answer.body).toEqual({
      returnCode: 403,
      error: 'This is an administrator account. Choose Admin login and sign in again.',
      field: 'loginAs',
    });
    expect(await refreshTokenCount()).toBe(before);
  });

  test('an employee on Admin login: 403 naming Employee login', async () => {
    const { session } = await api.newAdministrator();
    const employee = await api.newEmployeeUser(session.user.employerId);
    const answer = await api.call('/auth/login', {
      username: employee.session.user.email,
      password: 'employee password',
      loginAs: 'admin',
    });
    expect(answer.body).toEqual({
      returnCode: 403,
      error: 'This is an employee account. Choose Employee login and sign in again.',
      field: 'loginAs',
    });
  });

  test('the password is checked first: a wrong one with the wrong toggle is a plain 401', async () => {
    const { email } = await api.newAdministrator();
    const answer = await api.call('/auth/login', {
      username: email,
      password: 'not it',
      loginAs: 'employee',
    });
    expect(answer.body).toEqual({ returnCode: 401, error: 'The e-mail or password is incorrect.' });
  });
});

describe('the session named in the access token', () => {
  const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString());

  test('each sign-in starts a session of its own, and refreshing keeps it', async () => {
    const { email, password, session } = await api.newAdministrator();
    const other = await api.call<{ returnObject: Session }>('/auth/login', { username: email, password });
    const sid = claimsOf(session.jwtToken).sid;
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claimsOf(other.body.returnObject.jwtToken).sid).not.toBe(sid);
    const rotated = await api.call<{ returnObject: Tokens }>('/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(claimsOf(rotated.body.returnObject.jwtToken).sid).toBe(sid);
    const family = await api.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('user_id', '=', session.user.id)
      .distinct()
      .execute();
    expect(family.map((row) => row.family_id)).toContain(sid);
  });
});

describe('refresh', () => {
  test('rotates: answers a new access token and a new refresh token, and the old one is spent', async () => {
    const { session } = await api.newAdministrator();
    const first = await api.call<{ returnObject: Tokens }>('/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.returnObject.refreshToken).not.toBe(session.refreshToken);
    const list = await api.call(
      '/management/search-employees',
      { page: 1, pageSize: 10 },
      {
        token: first.body.returnObject.jwtToken,
      },
    );
    expect(list.status).toBe(200);

    const second = await api.call<{ returnObject: Tokens }>('/auth/refresh', {
      refreshToken: first.body.returnObject.refreshToken,
    });
    expect(second.status).toBe(200);
  });

  test('reuse of a spent token revokes the whole family, so the thief and the owner both lose it', async () => {
    const { session } = await api.newAdministrator();
    const rotated = await api.call<{ returnObject: Tokens }>('/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    const stolen = await api.call('/auth/refresh', { refreshToken: session.refreshToken });
    expect(stolen.status).toBe(401);
    expect(stolen.body).toEqual({ returnCode: 401, error: 'Your session has ended. Please sign in again.' });
    const owner = await api.call('/auth/refresh', { refreshToken: rotated.body.returnObject.refreshToken });
    expect(owner.status).toBe(401);
  });

  test('reuse revokes only that session: another sign-in of the same user keeps working', async () => {
    const { email, password, session } = await api.newAdministrator();
    const other = await api.call<{ returnObject: Session }>('/auth/login', { username: email, password });
    await api.call('/auth/refresh', { refreshToken: session.refreshToken });
    await api.call('/auth/refresh', { refreshToken: session.refreshToken });
    const otherRefresh = await api.call('/auth/refresh', {
      refreshToken: other.body.returnObject.refreshToken,
    });
    expect(otherRefresh.status).toBe(200);
  });

  test('refuses an unknown token', async () => {
    const answer = await api.call('/auth/refresh', { refreshToken: 'not-a-token-we-issued' });
    expect(answer.status).toBe(401);
  });

  test('refuses an expired token', async () => {
    const { session, email } = await api.newAdministrator();
    await api.db
      .updateTable('refresh_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
      .execute();
    const answer = await api.call('/auth/refresh', { refreshToken: session.refreshToken });
    expect(answer.status).toBe(401);
  });

  test('concurrent uses of one token: at most one succeeds', async () => {
    const { session } = await api.newAdministrator();
    const answers = await Promise.all(
      [1, 2, 3].map(() => api.call('/auth/refresh', { refreshToken: session.refreshToken })),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
  });
});

describe('logout', () => {
  test('revokes the session: its refresh token no longer works', async () => {
    const { session } = await api.newAdministrator();
    const answer = await api.call('/auth/logout', { refreshToken: session.refreshToken });
    expect(answer).toMatchObject({
      status: 200,
      body: { returnCode: 200, returnMessage: 'You have been signed out.' },
    });
    const refresh = await api.call('/auth/refresh', { refreshToken: session.refreshToken });
    expect(refresh.status).toBe(401);
  });

  test('revokes the tokens rotated from it too', async () => {
    const { session } = await api.newAdministrator();
    const rotated = await api.call<{ returnObject: Tokens }>('/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    await api.call('/auth/logout', { refreshToken: rotated.body.returnObject.refreshToken });
    const refresh = await api.call('/auth/refresh', { refreshToken: rotated.body.returnObject.refreshToken });
    expect(refresh.status).toBe(401);
  });

  test('answers the same for an unknown or already revoked token', async () => {
    const unknown = await api.call('/auth/logout', { refreshToken: 'never-issued' });
    expect(unknown.status).toBe(200);
    const { session } = await api.newAdministrator();
    await api.call('/auth/logout', { refreshToken: session.refreshToken });
    const again = await api.call('/auth/logout', { refreshToken: session.refreshToken });
    expect(again.status).toBe(200);
  });
});
