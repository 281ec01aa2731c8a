import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RecoveryCodes, Session, TwoFactorChallenge, TwoFactorSetup } from '../../contract-types.ts';
import { createTestApi, type TestApi } from '../../test-support/test-api.ts';
import { hashPassword } from '../passwords.ts';
import { TWO_FACTOR_OWED } from './requirement.ts';
import { currentCode } from './totp.ts';

/**
 * Two-factor sign-in through HTTP: enrolment on My profile, the sign-in step, recovery codes, the
 * wrong-code limit and an administrator's reset. The clock is the test's own, moved a 30-second step
 * at a time, because a code is accepted once: the next code needs the next step.
 */
let now = new Date();
const tick = () => {
  now = new Date(now.getTime() + 30_000);
};
let api: TestApi;
beforeAll(async () => {
  // Behind a trusted proxy, so a limit's test can speak from addresses of its own.
  api = await createTestApi({ clock: () => now, trustProxy: true });
});
afterAll(() => api.close());

async function start(token: string) {
  return api.call<{ returnObject: TwoFactorSetup }>('/auth/start-two-factor', {}, { token });
}

/** An administrator with two-factor on: their secret, recovery codes and password. */
async function enrolledAdministrator() {
  const admin = await api.newAdministrator();
  const { secret } = (await start(admin.token)).body.returnObject;
  const confirmed = await api.call<{ returnObject: RecoveryCodes }>(
    '/auth/confirm-two-factor',
    { code: currentCode(secret, now) },
    { token: admin.token },
  );
  expect(confirmed.status).toBe(200);
  tick();
  return { ...admin, secret, recoveryCodes: confirmed.body.returnObject.recoveryCodes };
}

async function passwordStep(email: string, password: string) {
  const answer = await api.call<{ returnObject: TwoFactorChallenge | Session }>('/auth/login', {
    username: email,
    password,
  });
  expect(answer.status).toBe(200);
  return answer.body.returnObject;
}

async function challengeOf(email: string, password: string): Promise<string> {
  const answer = await passwordStep(email, password);
  if (!('challengeToken' in answer)) throw new Error('The password alone opened a session.');
  return answer.challengeToken;
}

const complete = (body: Record<string, string>) =>
  api.call<{ returnObject: Session }>('/auth/complete-two-factor-sign-in', body);
const profileOf = async (token: string) =>
  (await api.call<{ returnObject: { twoFactorEnabled: boolean } }>('/auth/get-profile', {}, { token })).body
    .returnObject;

describe('enrolment', () => {
  test('start answers an otpauth URI for authenticator apps and the secret; two-factor stays off until confirmed', async () => {
    const admin = await api.newAdministrator();
    const started = await start(admin.token);
    expect(started.status).toBe(200);
    const { otpauthUri, secret } = started.body.returnObject;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(decodeURIComponent(uri.pathname)).toContain(admin.email);
    expect((await profileOf(admin.token)).twoFactorEnabled).toBe(false);
    // Not yet on: the password alone still signs in.
    expect('jwtToken' in (await passwordStep(admin.email, admin.password))).toBe(true);
  });

  test('a wrong confirmation code is refused naming the code, and leaves two-factor off', async () => {
    const admin = await api.newAdministrator();
    const { secret } = (await start(admin.token)).body.returnObject;
    const wrong = String((Number(currentCode(secret, now)) + 500_000) % 1_000_000).padStart(6, '0');
    const answer = await api.call('/auth/confirm-two-factor', { code: wrong }, { token: admin.token });
    expect(answer).toMatchObject({ status: 400, body: { field: 'code' } });
    expect((await profileOf(admin.token)).twoFactorEnabled).toBe(false);
  });

  test('confirming without starting is a 409', async () => {
    const admin = await api.newAdministrator();
    const answer = await api.call('/auth/confirm-two-factor', { code: '123456' }, { token: admin.token });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'Start setting up two-factor sign-in first.' },
    });
  });

  test('the right code turns it on and answers ten different recovery codes; the secret is not kept readable', async () => {
    const admin = await enrolledAdministrator();
    expect(new Set(admin.recoveryCodes).size).toBe(10);
    expect((await profileOf(admin.token)).twoFactorEnabled).toBe(true);
    const stored = await api.db
      .selectFrom('two_factor_credentials')
      .select('secret_encrypted')
      .where('user_id', '=', admin.session.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(admin.secret);
    const codes = await api.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', admin.session.user.id)
      .execute();
    expect(codes.map((code) => code.code_hash)).not.toContain(admin.recoveryCodes[0]);
    expect((await start(admin.token)).status).toBe(409);
    // The audit walker cannot send these two (they need the secret's code): their one row each here.
    const rows = await api.db
      .selectFrom('audit_events')
      .select(['operation', 'after'])
      .where('record_id', '=', admin.session.user.id)
      .where('operation', 'in', ['startTwoFactor', 'confirmTwoFactor'])
      .execute();
    expect(rows.map((row) => row.operation).sort()).toEqual(['confirmTwoFactor', 'startTwoFactor']);
    expect(JSON.stringify(rows)).not.toContain(admin.secret);
  });
});

describe('signing in with two-factor on', () => {
  test('the password alone gives a challenge, not a session; without a code nothing opens', async () => {
    const admin = await enrolledAdministrator();
    const answer = await passwordStep(admin.email, admin.password);
    expect(answer).toMatchObject({ twoFactorRequired: true });
    expect('jwtToken' in answer).toBe(false);
    const challengeToken = (answer as TwoFactorChallenge).challengeToken;
    // The challenge is no bearer token.
    expect((await api.call('/auth/get-profile', {}, { token: challengeToken })).status).toBe(401);
    expect(await complete({ challengeToken })).toMatchObject({ status: 400, body: { field: 'code' } });
  });

  test('with the current code it signs in, the session works, and the challenge is spent', async () => {
    const admin = await enrolledAdministrator();
    const challengeToken = await challengeOf(admin.email, admin.password);
    const signedIn = await complete({ challengeToken, code: currentCode(admin.secret, now) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.returnObject.user.email).toBe(admin.email);
    expect(
      (await api.call('/auth/get-profile', {}, { token: signedIn.body.returnObject.jwtToken })).status,
    ).toBe(200);
    // The refresh token works as after any sign-in.
    expect(
      (await api.call('/auth/refresh', { refreshToken: signedIn.body.returnObject.refreshToken })).status,
    ).toBe(200);
    tick();
    expect((await complete({ challengeToken, code: currentCode(admin.secret, now) })).status).toBe(401);
  });

  test('a code already used is not accepted again', async () => {
    const admin = await enrolledAdministrator();
    const code = currentCode(admin.secret, now);
    expect(
      (await complete({ challengeToken: await challengeOf(admin.email, admin.password), code })).status,
    ).toBe(200);
    const again = await complete({ challengeToken: await challengeOf(admin.email, admin.password), code });
    expect(again).toMatchObject({ status: 400, body: { field: 'code' } });
  });

  test('a recovery code signs in once; the same code is refused after', async () => {
    const admin = await enrolledAdministrator();
    const [recoveryCode = ''] = admin.recoveryCodes;
    const first = await complete({
      challengeToken: await challengeOf(admin.email, admin.password),
      // Copied with other case and spaces: only letters and digits count.
      recoveryCode: ` ${recoveryCode.toUpperCase()} `,
    });
    expect(first.status).toBe(200);
    const second = await complete({
      challengeToken: await challengeOf(admin.email, admin.password),
      recoveryCode,
    });
    expect(second).toMatchObject({
      status: 400,
      body: { error: 'That recovery code is not right or has already been used.', field: 'recoveryCode' },
    });
  });

  test('five wrong codes and the next attempt is refused, even with the right code', async () => {
    const admin = await enrolledAdministrator();
    const challengeToken = await challengeOf(admin.email, admin.password);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await complete({ challengeToken, code: '000000' })).status).toBe(400);
    }
    const limited = await complete({ challengeToken, code: currentCode(admin.secret, now) });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: expect.stringMatching(/^Too many wrong codes/) });
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    const failures = await api.db
      .selectFrom('audit_events')
      .select('operation')
      .where('record_id', '=', admin.session.user.id)
      .where('operation', '=', 'signInFailed')
      .execute();
    expect(failures).toHaveLength(5);
  });

  test('an expired challenge is refused', async () => {
    const admin = await enrolledAdministrator();
    const challengeToken = await challengeOf(admin.email, admin.password);
    now = new Date(now.getTime() + 6 * 60_000);
    const answer = await complete({ challengeToken, code: currentCode(admin.secret, now) });
    expect(answer).toMatchObject({
      status: 401,
      body: { error: 'This sign-in has expired. Sign in again.' },
    });
  });
});

describe('turning it off on My profile', () => {
  test('needs the current password or a code; the wrong password is refused', async () => {
    const admin = await enrolledAdministrator();
    const off = (body: Record<string, string>) =>
      api.call('/auth/turn-off-two-factor', body, { token: admin.token });
    expect(await off({})).toMatchObject({ status: 400, body: { field: 'currentPassword' } });
    expect(await off({ currentPassword: 'not it' })).toMatchObject({
      status: 400,
      body: { error: 'The current password is incorrect.' },
    });
    expect((await profileOf(admin.token)).twoFactorEnabled).toBe(true);
    expect((await off({ code: currentCode(admin.secret, now) })).status).toBe(200);
    expect((await profileOf(admin.token)).twoFactorEnabled).toBe(false);
    expect('jwtToken' in (await passwordStep(admin.email, admin.password))).toBe(true);
    expect((await off({ currentPassword: admin.password })).status).toBe(409);
    const rows = await api.db
      .selectFrom('audit_events')
      .select('operation')
      .where('record_id', '=', admin.session.user.id)
      .where('operation', '=', 'turnOffTwoFactor')
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('wrong current passwords here and in change-password are one count: the sixth try is a 429 on either', async () => {
    const admin = await enrolledAdministrator();
    let calls = 0;
    /** Each try from an address of its own: the account's count is what is tested. */
    const from = () => {
      calls += 1;
      return { 'X-Forwarded-For': `203.0.113.${calls}, 10.0.0.1` };
    };
    const off = (currentPassword: string) =>
      api.call('/auth/turn-off-two-factor', { currentPassword }, { token: admin.token, headers: from() });
    const change = (currentPassword: string) =>
      api.call(
        '/auth/change-password',
        { currentPassword, newPassword: 'a brand new passphrase' },
        { token: admin.token, headers: from() },
      );
    for (const attempt of [off, off, off, change, change]) {
      expect((await attempt('a guess')).status).toBe(400);
    }
    expect(await off(admin.password)).toMatchObject({
      status: 429,
      body: { error: 'Too many wrong current passwords. Try again in 15 minutes.' },
    });
    expect((await change(admin.password)).status).toBe(429);
    expect((await profileOf(admin.token)).twoFactorEnabled).toBe(true);
  });
});

describe('an administrator turns it off for someone else', () => {
  async function enrolledEmployee(employerId: string) {
    const employee = await api.newEmployeeUser(employerId);
    const { secret } = (await start(employee.token)).body.returnObject;
    await api.call('/auth/confirm-two-factor', { code: currentCode(secret, now) }, { token: employee.token });
    return employee;
  }

  test('audited without secrets, the person told by the bell, and they sign in with the password again', async () => {
    const admin = await api.newAdministrator();
    const employee = await enrolledEmployee(admin.session.user.employerId);
    const answer = await api.call(
      '/roles/reset-account-two-factor',
      { userId: employee.userId },
      { token: admin.token },
    );
    expect(answer.status).toBe(200);
    const row = await api.db
      .selectFrom('audit_events')
      .selectAll()
      .where('operation', '=', 'resetAccountTwoFactor')
      .where('record_id', '=', employee.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor_user_id: admin.session.user.id,
      employer_id: admin.session.user.employerId,
    });
    expect(JSON.stringify([row.before, row.after])).not.toMatch(/secret|code_hash/i);
    expect(row.before).toMatchObject({ twoFactor: true });
    expect(row.after).toMatchObject({ twoFactor: false });
    const bell = await api.call<{ returnObject: { items: { title: string }[] } }>(
      '/notifications/list-notifications',
      {},
      { token: employee.token },
    );
    expect(JSON.stringify(bell.body)).toContain('turned off your two-factor sign-in');
    expect((await profileOf(employee.token)).twoFactorEnabled).toBe(false);
  });

  test('refused for oneself through this route', async () => {
    const admin = await enrolledAdministrator();
    const answer = await api.call(
      '/roles/reset-account-two-factor',
      { userId: admin.session.user.id },
      { token: admin.token },
    );
    expect(answer).toMatchObject({ status: 403, body: { field: 'userId' } });
    expect((await profileOf(admin.token)).twoFactorEnabled).toBe(true);
  });

  test("another employer's account is a 404 and keeps its two-factor; an employee may not reset anyone", async () => {
    const admin = await api.newAdministrator();
    const other = await enrolledAdministrator();
    const answer = await api.call(
      '/roles/reset-account-two-factor',
      { userId: other.session.user.id },
      { token: admin.token },
    );
    expect(answer).toMatchObject({ status: 404, body: { field: 'userId' } });
    expect((await profileOf(other.token)).twoFactorEnabled).toBe(true);
    const employee = await enrolledEmployee(admin.session.user.employerId);
    const colleague = await api.newEmployeeUser(admin.session.user.employerId);
    expect(
      (
        await api.call(
          '/roles/reset-account-two-factor',
          { userId: employee.userId },
          { token: colleague.token },
        )
      ).status,
    ).toBe(403);
  });
});

describe('required for administrators (Employer › Setting)', () => {
  const require2fa = (token: string) =>
    api.call('/employer/update-settings', { twoFactorRequiredForAdmins: true }, { token });

  /** A second administrator account of the employer, signed in with the password alone. */
  async function secondAdministrator(employerId: string) {
    const email = `second-admin-${now.getTime()}-${Math.random()}@example.com`;
    const password = 'second administrator password';
    await api.db
      .insertInto('users')
      .values({
        employer_id: employerId,
        first_name: 'Kwame',
        last_name: 'Second',
        email,
        password_hash: await hashPassword(password),
        role: 'admin',
      })
      .execute();
    const session = await passwordStep(email, password);
    if (!('jwtToken' in session)) throw new Error('Expected a session.');
    return session;
  }

  test('an administrator without it cannot require it of administrators: the setting stays off', async () => {
    const admin = await api.newAdministrator();
    expect(await require2fa(admin.token)).toMatchObject({
      status: 400,
      body: {
        error: 'Set up two-factor sign-in for yourself on My profile before requiring it of administrators.',
        field: 'twoFactorRequiredForAdmins',
      },
    });
    const settings = await api.call<{ returnObject: { twoFactorRequiredForAdmins: boolean } }>(
      '/employer/get-settings',
      {},
      { token: admin.token },
    );
    expect(settings.body.returnObject.twoFactorRequiredForAdmins).toBe(false);
  });

  test('once required, another administrator without it is refused everything but setting it up, until it is on', async () => {
    const admin = await enrolledAdministrator();
    expect((await require2fa(admin.token)).status).toBe(200);
    const second = await secondAdministrator(admin.session.user.employerId);
    expect(second.twoFactorEnrolmentRequired).toBe(true);
    const token = second.jwtToken;
    const employees = () => api.call('/employer/list-departments', {}, { token });
    // Any client, not only the app that sends them to My profile.
    expect(await employees()).toMatchObject({ status: 403, body: { error: TWO_FACTOR_OWED } });
    expect((await profileOf(token)) as unknown).toMatchObject({
      twoFactorEnabled: false,
      twoFactorEnrolmentRequired: true,
    });
    const { secret } = (await start(token)).body.returnObject;
    const confirmed = await api.call(
      '/auth/confirm-two-factor',
      { code: currentCode(secret, now) },
      { token },
    );
    expect(confirmed.status).toBe(200);
    tick();
    // The same token: the requirement is read on every request, as roles are.
    expect((await employees()).status).toBe(200);
    expect((await profileOf(token)) as unknown).toMatchObject({ twoFactorEnrolmentRequired: false });
  });

  test('an administrator cannot turn their own off while it is required; an employee is not asked for it', async () => {
    const admin = await enrolledAdministrator();
    expect((await require2fa(admin.token)).status).toBe(200);
    const off = await api.call(
      '/auth/turn-off-two-factor',
      { currentPassword: admin.password },
      { token: admin.token },
    );
    expect(off).toMatchObject({ status: 409 });
    expect((await profileOf(admin.token)).twoFactorEnabled).toBe(true);
    const employee = await api.newEmployeeUser(admin.session.user.employerId);
    expect(employee.session.twoFactorEnrolmentRequired).toBeUndefined();
    const delegations = await api.call('/approvals/list-delegations', {}, { token: employee.token });
    expect(delegations.status, JSON.stringify(delegations.body)).toBe(200);
  });
});
