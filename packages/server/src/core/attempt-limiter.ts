import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Attempts of one kind counted in a window, in the database (login_attempts) rather than in memory, so
 * the limits hold across every instance behind a load balancer. One mechanism for every family of keys:
 * sign-in (the account's e-mail and the client address), two-factor codes, anonymous follow-up codes,
 * contact messages. Each family names its keys (a prefix keeps families apart where they must not
 * count together) and its own window: a row carries when it stops counting (migration 0052), so one
 * family's shorter window never prunes another's rows.
 */
export interface AttemptLimits {
  windowSeconds: number;
  /** Attempts on one account (key) within the window; the next is refused. */
  perAccount: number;
  /** Attempts from one client address (key), whatever the accounts, within the window. */
  perAddress: number;
}

export type Reservation = { attemptId: string } | { retryAfterSeconds: number };

/**
 * Records an attempt before it is checked, then counts. Recording first means a burst of parallel
 * guesses cannot all slip under the limit while none has finished yet. A refused attempt is removed
 * again so it does not push the wait further out.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  account: string,
  clientAddress: string,
  limits: AttemptLimits,
): Promise<Reservation> {
  const windowStart = sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`;
  await db.deleteFrom('login_attempts').where('expires_at', '<', sql<Date>`now()`).execute();
  const { id } = await db
    .insertInto('login_attempts')
    .values({
      account,
      client_address: clientAddress,
      expires_at: sql<Date>`clock_timestamp() + make_interval(secs => ${limits.windowSeconds})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const counts = await db
    .selectFrom('login_attempts')
    .select([
      sql<number>`(count(*) filter (where account = ${account}))::int`.as('account'),
      sql<number>`(count(*) filter (where client_address = ${clientAddress}))::int`.as('address'),
    ])
    .where('attempted_at', '>=', windowStart)
    .where((eb) => eb.or([eb('account', '=', account), eb('client_address', '=', clientAddress)]))
    .executeTakeFirstOrThrow();
  const accountBlocked = counts.account > limits.perAccount;
  const addressBlocked = counts.address > limits.perAddress;
  if (!accountBlocked && !addressBlocked) return { attemptId: id };

  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
  const waits = await Promise.all([
    accountBlocked ? secondsUntilBelowLimit(db, 'account', account, limits.perAccount, limits) : 0,
    addressBlocked
      ? secondsUntilBelowLimit(db, 'client_address', clientAddress, limits.perAddress, limits)
      : 0,
  ]);
  return { retryAfterSeconds: Math.max(1, ...waits) };
}

/** A success clears the account's failures (for sign-in: the owner has proven who they are). */
export async function forgetFailedAttempts(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('account', '=', account).execute();
}

/** When the limit-th most recent attempt leaves the window, one more attempt is allowed again. */
async function secondsUntilBelowLimit(
  db: Kysely<Database>,
  column: 'account' | 'client_address',
  value: string,
  limit: number,
  { windowSeconds }: AttemptLimits,
): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select(
      sql<number>`ceil(extract(epoch from attempted_at + make_interval(secs => ${windowSeconds}) - now()))::int`.as(
        'seconds',
      ),
    )
    .where(column, '=', value)
    .where('attempted_at', '>=', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .orderBy('attempted_at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.seconds ?? windowSeconds;
}
