import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session, Tokens } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import type { SignedInSession } from './own-sessions.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1';

/** An administrator signed in twice: from the test's client, then from a phone. */
async function twoSessions() {
  const { email, password, session } = await api.newAdministrator();
  const phone = await api.call<{ returnObject: Session }>(
    '/auth/login',
    { username: email, password },
    { headers: { 'User-Agent': PHONE } },
  );
  return { desk: session, phone: phone.body.returnObject };
}

const sessionsOf = async (token: string) =>
  (await api.call<{ returnObject: { sessions: SignedInSession[] } }>('/auth/list-sessions', {}, { token }))
    .body.returnObject.sessions;
const profileStatus = async (token: string) => (await api.call('/auth/get-profile', {}, { token })).status;

describe('list-sessions', () => {
  test('lists each sign-in once, with its browser, marks the one asking, and outlives a refresh', async () => {
    const { desk, phone } = await twoSessions();
    await api.call<{ returnObject: Tokens }>('/auth/refresh', { refreshToken: phone.refreshToken });
    const sessions = await sessionsOf(desk.jwtToken);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = sessions.find((session) => session.userAgent === PHONE);
    expect(phoneSession).toMatchObject({ current: false });
    // The refresh made the phone the most recently active, and it stayed one session.
    expect(sessions[0]?.id).toBe(phoneSession?.id);
    expect(Date.parse(phoneSession?.lastActiveAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(phoneSession?.signedInAt ?? ''),
    );
  });

  test('leaves out a session signed out, and never lists another person’s', async () => {
    const { desk, phone } = await twoSessions();
    await api.call('/auth/logout', { refreshToken: phone.refreshToken });
    const other = await api.newAdministrator();
    const sessions = await sessionsOf(desk.jwtToken);
    expect(sessions.map((session) => session.current)).toEqual([true]);
    expect((await sessionsOf(other.session.jwtToken)).map((session) => session.id)).not.toContain(
      sessions[0]?.id,
    );
  });
});

describe('end-session', () => {
  test('signs out the chosen session at once: its access token and its refresh token stop working', async () => {
    const { desk, phone } = await twoSessions();
    const phoneId = (await sessionsOf(desk.jwtToken)).find((session) => !session.current)?.id;
    const answer = await api.call('/auth/end-session', { sessionId: phoneId }, { token: desk.jwtToken });
    expect(answer).toMatchObject({
      status: 200,
      body: { returnMessage: 'That session has been signed out.' },
    });
    expect(await profileStatus(phone.jwtToken)).toBe(401);
    expect((await api.call('/auth/refresh', { refreshToken: phone.refreshToken })).status).toBe(401);
    expect(await profileStatus(desk.jwtToken)).toBe(200);
  });

  test('another person’s session, or one already ended, is not found and keeps working', async () => {
    const { desk } = await twoSessions();
    const stranger = await api.newAdministrator();
    const strangersId = (await sessionsOf(stranger.session.jwtToken))[0]?.id;
    const answer = await api.call('/auth/end-session', { sessionId: strangersId }, { token: desk.jwtToken });
    expect(answer).toMatchObject({
      status: 404,
      body: { error: 'That session has already ended.', field: 'sessionId' },
    });
    expect(await profileStatus(stranger.session.jwtToken)).toBe(200);
  });

  test('writes who ended which session to the audit trail', async () => {
    const { desk } = await twoSessions();
    const phoneId = (await sessionsOf(desk.jwtToken)).find((session) => !session.current)?.id;
    await api.call('/auth/end-session', { sessionId: phoneId }, { token: desk.jwtToken });
    const row = await api.db
      .selectFrom('audit_events')
      .select(['actor_user_id', 'after'])
      .where('operation', '=', 'endSession')
      .where('record_id', '=', desk.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_user_id: desk.user.id, after: { sessionId: phoneId, current: false } });
  });
});

describe('end-other-sessions', () => {
  test('signs out every other session and keeps the one asking', async () => {
    const { desk, phone } = await twoSessions();
    const answer = await api.call('/auth/end-other-sessions', {}, { token: desk.jwtToken });
    expect(answer).toMatchObject({
      status: 200,
      body: { returnMessage: 'Every other session has been signed out.' },
    });
    expect(await profileStatus(phone.jwtToken)).toBe(401);
    expect(await profileStatus(desk.jwtToken)).toBe(200);
    expect((await sessionsOf(desk.jwtToken)).map((session) => session.current)).toEqual([true]);
  });
});

describe('a session that ended', () => {
  test('stops at once after logout: the access token is refused, not only the refresh token', async () => {
    const { desk } = await twoSessions();
    await api.call('/auth/logout', { refreshToken: desk.refreshToken });
    const answer = await api.call('/auth/get-profile', {}, { token: desk.jwtToken });
    expect(answer).toMatchObject({
      status: 401,
      body: { error: 'Your session has ended. Please sign in again.' },
    });
  });
});
