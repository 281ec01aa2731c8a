import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, accessTokens } from './access-tokens.ts';

let api: TestApi;
let caller: { userId: string; employerId: string };
let validToken: string;

beforeAll(async () => {
  api = await createTestApi();
  const admin = await api.newAdministrator();
  caller = { userId: admin.session.user.id, employerId: admin.session.user.employerId };
  validToken = admin.token;
});
afterAll(() => api.close());

/** A token like ours, signed with `key`, with `changes` applied to its claims. */
function forge(key: Uint8Array, changes: { audience?: string; issuer?: string; expiresAt?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'admin', employerId: caller.employerId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(caller.userId)
    .setIssuer(changes.issuer ?? ACCESS_TOKEN_ISSUER)
    .setAudience(changes.audience ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(changes.expiresAt ?? now + 600)
    .sign(key);
}

const search = (token: string | undefined, headers: Record<string, string> = {}) =>
  api.call(
    '/management/search-employees',
    { page: 1, pageSize: 10 },
    { ...(token ? { token } : {}), headers },
  );

describe('the bearer token of management operations', () => {
  test('a valid token is accepted, and a forged one made with our own key too (the control case)', async () => {
    expect((await search(validToken)).status).toBe(200);
    expect((await search(await forge(api.secret))).status).toBe(200);
  });

  test('no Authorization header: 401 asking to sign in', async () => {
    const answer = await search(undefined);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ returnCode: 401, error: 'Please sign in to continue.' });
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
  });

  test.each([
    ['a scheme other than Bearer', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['an empty bearer', 'Bearer '],
    ['garbage', 'Bearer not.a.jwt'],
    ['three dots of nothing', 'Bearer ...'],
  ])('%s: 401', async (_, authorization) => {
    const answer = await search(undefined, { Authorization: authorization });
    expect(answer.status).toBe(401);
  });

  test('alg "none" (an unsigned token with our claims): 401', async () => {
    const unsigned = new UnsecuredJWT({ role: 'admin', employerId: caller.employerId })
      .setSubject(caller.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    expect(unsigned.split('.')[2]).toBe('');
    expect((await search(unsigned)).status).toBe(401);
  });

  test('alg "none" spliced onto a real token’s claims: 401', async () => {
    const [, payload] = validToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await search(`${header}.${payload}.`)).status).toBe(401);
  });

  test('a wrong signature (another key): 401', async () => {
    const otherKey = new TextEncoder().encode('another secret that is 32+ characters long');
    expect((await search(await forge(otherKey))).status).toBe(401);
  });

  test('a tampered payload (role changed, signature kept): 401', async () => {
    const [header, , signature] = validToken.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sub: caller.userId,
        role: 'admin',
        employerId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toString('base64url');
    expect((await search(`${header}.${payload}.${signature}`)).status).toBe(401);
  });

  test('HS512 with our key (an algorithm outside the allow-list): 401', async () => {
    const token = await new SignJWT({ role: 'admin', employerId: caller.employerId })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(caller.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new Uint8Array([...api.secret, ...api.secret]));
    expect((await search(token)).status).toBe(401);
  });

  test('expired: 401 saying the session expired', async () => {
    const expired = await forge(api.secret, { expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const answer = await search(expired);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      returnCode: 401,
      error: 'Your session has expired. Please sign in again.',
    });
  });

  test('a session claim (sid) that is not a string: 401', async () => {
    const token = await new SignJWT({ role: 'admin', employerId: caller.employerId, sid: 42 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(caller.userId)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(api.secret);
    expect((await search(token)).status).toBe(401);
  });

  test('a wrong audience: 401', async () => {
    expect((await search(await forge(api.secret, { audience: 'another-api' }))).status).toBe(401);
  });

  test('a wrong issuer: 401', async () => {
    expect((await search(await forge(api.secret, { issuer: 'someone-else' }))).status).toBe(401);
  });

  test('the access token lives 15 minutes', async () => {
    const [, payload] = validToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(claims).toMatchObject({ sub: caller.userId, employerId: caller.employerId, role: 'admin' });
  });
});

describe('a token verified before', () => {
  const secret = new TextEncoder().encode('a secret of the test that is 32+ characters long');

  test('is still refused from the second it expires, and a token tampered after it was accepted is refused', async () => {
    const tokens = accessTokens(secret);
    const now = Math.floor(Date.now() / 1000);
    const expiring = await new SignJWT({ role: 'employee', employerId: 'employer-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 2)
      .sign(secret);
    vi.useFakeTimers({ now: now * 1000, toFake: ['Date'] });
    try {
      expect(await tokens.verify(expiring)).toEqual({
        userId: 'user-1',
        role: 'employee',
        employerId: 'employer-1',
      });
      // Remembered: a second verification gives the same caller.
      expect(await tokens.verify(expiring)).toEqual({
        userId: 'user-1',
        role: 'employee',
        employerId: 'employer-1',
      });
      const [header, , signature] = expiring.split('.');
      const admin = Buffer.from(
        JSON.stringify({ role: 'admin', employerId: 'employer-1', sub: 'user-1', exp: now + 600 }),
      ).toString('base64url');
      expect(await tokens.verify(`${header}.${admin}.${signature}`)).toBeUndefined();
      vi.setSystemTime((now + 2) * 1000);
      expect(await tokens.verify(expiring)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
