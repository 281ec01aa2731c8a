import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session } from '../contract-types.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { HASHED_AT_THE_COST_IN_FORCE } from '../test-support/test-password-cost.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const INVALID = {
  returnCode: 400,
  error: 'This reset link is invalid or has expired. Ask for a new one.',
  field: 'token',
};
const CHANGED = { returnCode: 200, returnMessage: 'Your password has been changed. You can sign in now.' };
const NEW_PASSWORD = 'a brand new passphrase';

/** Asks for a reset of `email` and returns the token of the link in its mail. */
async function resetLinkToken(email: string): Promise<string> {
  await api.call('/auth/request-password-reset', { email });
  const mail = await api.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
}

const reset = (token: string, password = NEW_PASSWORD) =>
  api.call('/auth/reset-password', { token, password });
const login = (username: string, password: string) =>
  api.call<{ returnObject: Session }>('/auth/login', { username, password });

describe('reset-password', () => {
  test('sets the new password: it signs in, the old one no longer does', async () => {
    const { email, password } = await api.newAdministrator();
    const answer = await reset(await resetLinkToken(email));
    expect(answer).toMatchObject({ status: 200, body: CHANGED });
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    const { password_hash } = await api.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(HASHED_AT_THE_COST_IN_FORCE);
  });

  test('signs out every session of the account: their refresh tokens stop working', async () => {
    const { email, password, session } = await api.newAdministrator();
    const other = await login(email, password);
    expect((await reset(await resetLinkToken(email))).status).toBe(200);
    for (const refreshToken of [session.refreshToken, other.body.returnObject.refreshToken]) {
      expect((await api.call('/auth/refresh', { refreshToken })).status).toBe(401);
    }
  });

  test('works once: the second use of a link is refused', async () => {
    const { email } = await api.newAdministrator();
    const token = await resetLinkToken(email);
    expect((await reset(token)).status).toBe(200);
    expect((await reset(token, 'yet another passphrase')).body).toEqual(INVALID);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  test('two uses of one link at the same moment: exactly one succeeds', async () => {
    const { email } = await api.newAdministrator();
    const token = await resetLinkToken(email);
    const answers = await Promise.all([
      reset(token, 'first new passphrase'),
      reset(token, 'second new passphrase'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first new passphrase' : 'second new passphrase';
    expect((await login(email, winner)).status).toBe(200);
  });

  test('an expired link is refused', async () => {
    const { email, password } = await api.newAdministrator();
    const token = await resetLinkToken(email);
    await api.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('user_id', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', email))
      .execute();
    expect((await reset(token)).body).toEqual(INVALID);
    expect((await login(email, password)).status).toBe(200);
  });

  test('a link from an earlier request is refused once a newer one was sent; the newer works', async () => {
    const { email } = await api.newAdministrator();
    const earlier = await resetLinkToken(email);
    const newer = await resetLinkToken(email);
    expect((await reset(earlier)).body).toEqual(INVALID);
    expect((await reset(newer)).status).toBe(200);
  });

  test('a made-up token is refused with the same answer', async () => {
    expect((await reset('A'.repeat(43))).body).toEqual(INVALID);
  });

  test('a password under 8 characters: 400 naming it, and the link still works', async () => {
    const { email } = await api.newAdministrator();
    const token = await resetLinkToken(email);
    expect((await reset(token, 'short')).body).toEqual({
      returnCode: 400,
      error: 'password: must be at least 8 characters.',
      field: 'password',
    });
    expect((await reset(token)).status).toBe(200);
  });
});
