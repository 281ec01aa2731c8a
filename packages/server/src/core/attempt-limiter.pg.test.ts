import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_SIGN_IN_LIMITS } from '../auth/sign-in-limits.ts';
import { createTestApi, type TestApi } from '../test-support/test-api.ts';
import { type AttemptLimits, reserveAttempt } from './attempt-limiter.ts';

/**
 * The limiter's families keep their own windows (migration 0052): a call of one family prunes only
 * rows past their own end, never another family's rows still inside a longer window.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** A family with a window four times sign-in's: two attempts an hour per key. */
const HOURLY: AttemptLimits = { windowSeconds: 60 * 60, perAccount: 2, perAddress: 100 };

/** Moves every attempt of `account` `minutes` into the past, end of window included. */
async function age(account: string, minutes: number): Promise<void> {
  await sql`update login_attempts
    set attempted_at = attempted_at - make_interval(mins => ${minutes}),
        expires_at = expires_at - make_interval(mins => ${minutes})
    where account = ${account}`.execute(api.db);
}

test('a sign-in call does not prune another family’s attempts still inside its longer window', async () => {
  const account = `hourly:${randomUUID()}`;
  const address = `hourly@${randomUUID()}`;
  expect(await reserveAttempt(api.db, account, address, HOURLY)).toHaveProperty('attemptId');
  expect(await reserveAttempt(api.db, account, address, HOURLY)).toHaveProperty('attemptId');
  // Thirty minutes on: past sign-in's 15-minute window, inside the family's hour.
  await age(account, 30);
  await reserveAttempt(api.db, `someone-${randomUUID()}@example.com`, randomUUID(), DEFAULT_SIGN_IN_LIMITS);

  const third = await reserveAttempt(api.db, account, address, HOURLY);
  expect(third).toHaveProperty('retryAfterSeconds');
  // The oldest of the two leaves the hour in about thirty minutes.
  const wait = (third as { retryAfterSeconds: number }).retryAfterSeconds;
  expect(wait).toBeGreaterThan(29 * 60);
  expect(wait).toBeLessThanOrEqual(30 * 60);
});

test('attempts past their own window are pruned, and count no more', async () => {
  const account = `hourly:${randomUUID()}`;
  const address = `hourly@${randomUUID()}`;
  await reserveAttempt(api.db, account, address, HOURLY);
  await reserveAttempt(api.db, account, address, HOURLY);
  await age(account, 61);
  expect(await reserveAttempt(api.db, account, address, HOURLY)).toHaveProperty('attemptId');
  const left = await api.db
    .selectFrom('login_attempts')
    .select('id')
    .where('account', '=', account)
    .execute();
  expect(left).toHaveLength(1);
});
