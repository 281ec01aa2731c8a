import { describe, expect, it } from 'vitest';
import { accessTokenExpiry, needsRefresh } from './accessToken.ts';
import { parseStoredSession } from './sessionState.ts';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtExpiringAt = (seconds: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ sub: 'u', exp: seconds })}.sig`;

const user = {
  id: '4f0c5e0a-8a51-4c8e-9d7e-2f1b8f3b9a10',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'admin',
  employerId: '1c2e7a40-52b1-4f55-b8a0-3b4a9e6d7c11',
  employeeId: null,
};

describe('the access token’s expiry', () => {
  it('is read from the exp claim', () => {
    expect(accessTokenExpiry(jwtExpiringAt(1_800_000_000))?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });

  it('is unknown for something that is not a JWT', () => {
    expect(accessTokenExpiry('not-a-token')).toBeNull();
    expect(accessTokenExpiry('a.%%%.c')).toBeNull();
  });

  it('asks for a refresh 30 seconds before the token would be refused, not earlier', () => {
    const expiry = 1_800_000_000;
    expect(needsRefresh(jwtExpiringAt(expiry), new Date((expiry - 31) * 1000))).toBe(false);
    expect(needsRefresh(jwtExpiringAt(expiry), new Date((expiry - 29) * 1000))).toBe(true);
  });
});

describe('a stored session', () => {
  it('is restored with its Remember me choice', () => {
    const stored = JSON.stringify({
      isLoggedIn: true,
      jwtToken: 'j',
      refreshToken: 'r',
      user,
      remember: true,
    });
    expect(parseStoredSession(stored)).toEqual({
      isLoggedIn: true,
      jwtToken: 'j',
      refreshToken: 'r',
      user,
      remember: true,
    });
  });

  it('keeps the employee record it names, and reads one stored before records were named as none', () => {
    const employeeUser = { ...user, role: 'employee', employeeId: 'e4a1b2c3-5d6e-4f70-8a9b-0c1d2e3f4a51' };
    const stored = (value: object) =>
      JSON.stringify({ isLoggedIn: true, jwtToken: 'j', refreshToken: 'r', user: value });
    expect(parseStoredSession(stored(employeeUser))?.user?.employeeId).toBe(employeeUser.employeeId);
    const { employeeId: _left, ...olderUser } = employeeUser;
    expect(parseStoredSession(stored(olderUser))?.user).toEqual({ ...olderUser, employeeId: null });
  });

  it('is refused when it is not one, rather than half-restored', () => {
    expect(parseStoredSession(null)).toBeNull();
    expect(parseStoredSession('{not json')).toBeNull();
    expect(
      parseStoredSession(JSON.stringify({ isLoggedIn: true, jwtToken: 'j', refreshToken: 'r' })),
    ).toBeNull();
    expect(
      parseStoredSession(
        JSON.stringify({
          isLoggedIn: true,
          jwtToken: 'j',
          refreshToken: 'r',
          user: { ...user, role: 'owner' },
        }),
      ),
    ).toBeNull();
  });
});
