import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface SignInLimits {
  windowSeconds: number;
  /** Failed attempts on one account within the window; the next is refused. */
  perAccount: number;
  /** Failed attempts from one client address, whatever the accounts, within the window. */
  perAddress: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 };

export type Reservation = { attemptId: string } | { retryAfterSeconds: number };

/**
 * Records an attempt before the password is checked, then counts. Recording first means a burst of
 * parallel guesses cannot all slip under the limit while none has finished yet. A refused attempt
 * is removed again so it does not push the wait further out.
 */
export async function reserveSignInAttempt(
  db: Kysely<Database>,
  account: string,
  clientAddress: string,
  limits: SignInLimits,
): Promise<Reservation> {
  const windowStart = sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`;
  await db.deleteFrom('login_attempts').where('attempted_at', '<', windowStart).execute();
  const { id } = await db
    .insertInto('login_attempts')
    .values({ account, client_address: clientAddress })
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

/** A successful sign-in clears the account's failures: the owner has proven who they are. */
export async function forgetFailedAttempts(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('account', '=', account).execute();
}

/** When the limit-th most recent failure leaves the window, one more attempt is allowed again. */
async function secondsUntilBelowLimit(
  db: Kysely<Database>,
  column: 'account' | 'client_address',
  value: string,
  limit: number,
  { windowSeconds }: SignInLimits,
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
