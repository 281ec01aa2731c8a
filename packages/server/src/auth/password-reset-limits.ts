import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface PasswordResetLimits {
  windowSeconds: number;
  /** Reset mails per account within the window; further requests get the same answer and send nothing. */
  mailsPerAccount: number;
  /** Requests from one client address within the window, whatever the e-mails; the next gets a 429. */
  requestsPerAddress: number;
}

/** The per-address figure is sign-in's: an office behind one NAT should not lock its colleagues out. */
export const DEFAULT_PASSWORD_RESET_LIMITS: PasswordResetLimits = {
  windowSeconds: 15 * 60,
  mailsPerAccount: 3,
  requestsPerAddress: 20,
};

/**
 * Records a reset request from `clientAddress`, then counts, as core/attempt-limiter.ts does for sign-in:
 * recording first means a parallel burst cannot slip under the limit. Every request counts, whether
 * or not an account has the address, or the limit would tell which addresses have one. Returns the
 * wait when the address is over its limit (that request is then not counted).
 */
export async function reservePasswordResetRequest(
  db: Kysely<Database>,
  clientAddress: string,
  limits: PasswordResetLimits,
): Promise<{ retryAfterSeconds: number } | undefined> {
  const windowStart = sql<Date>`now() - make_interval(secs => ${limits.windowSeconds})`;
  await db.deleteFrom('password_reset_requests').where('requested_at', '<', windowStart).execute();
  const { id } = await db
    .insertInto('password_reset_requests')
    .values({ client_address: clientAddress })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { count } = await db
    .selectFrom('password_reset_requests')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('client_address', '=', clientAddress)
    .where('requested_at', '>=', windowStart)
    .executeTakeFirstOrThrow();
  if (count <= limits.requestsPerAddress) return undefined;

  await db.deleteFrom('password_reset_requests').where('id', '=', id).execute();
  // Another request is allowed once the limit-th most recent one leaves the window.
  const row = await db
    .selectFrom('password_reset_requests')
    .select(
      sql<number>`ceil(extract(epoch from requested_at + make_interval(secs => ${limits.windowSeconds}) - now()))::int`.as(
        'seconds',
      ),
    )
    .where('client_address', '=', clientAddress)
    .where('requested_at', '>=', windowStart)
    .orderBy('requested_at', 'desc')
    .offset(limits.requestsPerAddress - 1)
    .limit(1)
    .executeTakeFirst();
  return { retryAfterSeconds: Math.max(1, row?.seconds ?? limits.windowSeconds) };
}
