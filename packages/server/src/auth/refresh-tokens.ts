import { randomUUID } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tokenDigest as digest, newOpaqueToken } from './opaque-tokens.ts';

/** A session's id: the family every refresh token rotated from one sign-in shares. */
export function newSessionId(): string {
  return randomUUID();
}

/** What identifies a session to its owner on My profile: the browser and address it signed in with. */
export interface SessionDevice {
  userAgent: string | null;
  clientAddress: string | null;
}

const USER_AGENT_LENGTH = 300;

/** The employer's setting (Employer › Setting) of the user `userId` refers to, in minutes. */
const employerMinutes = (
  column: 'session_lifetime_minutes' | 'idle_timeout_minutes',
  userId: RawBuilder<unknown>,
) =>
  sql<number>`(select employers.${sql.ref(column)} from users join employers on employers.id = users.employer_id
    where users.id = ${userId})`;

/**
 * A new refresh token for the user in the session (token family) `familyId`, issued at `now` (the
 * injected clock: the idle timeout and the session lifetime are counted from it). A new session's
 * tokens expire the employer's session lifetime after it starts, by the database's time, which
 * `sessionIsLive` compares; a rotated token keeps its session's expiry (`sessionExpires`).
 */
export async function issueRefreshToken(
  db: Kysely<Database>,
  userId: string,
  familyId: string,
  device: SessionDevice,
  now: Date,
  sessionExpires?: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: digest(token),
      created_at: now,
      expires_at:
        sessionExpires ??
        sql<Date>`now() + make_interval(mins => ${employerMinutes('session_lifetime_minutes', sql`${userId}::uuid`)})`,
      // A browser names itself as it likes; the column keeps what a person needs to recognise it.
      user_agent: device.userAgent?.slice(0, USER_AGENT_LENGTH) ?? null,
      client_address: device.clientAddress,
    })
    .execute();
  return token;
}

/**
 * Spends `token` at `now` and returns its user and the token that replaces it, or undefined when it
 * is unknown, expired, revoked or already spent, when its session signed in longer ago than the
 * employer's session lifetime, or when it is idle: issued longer ago than the employer's idle timeout,
 * as the newest token of a session is issued at its last refresh. A spent token coming back means two
 * parties hold the session (one of them stole it), so the whole family is revoked and both must sign
 * in again.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ userId: string; sessionId: string; refreshToken: string } | undefined> {
  const tokenHash = digest(token);
  return db.transaction().execute(async (trx) => {
    // One UPDATE both checks and spends, so two concurrent uses cannot both succeed.
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where(
        'created_at',
        '>',
        sql<Date>`${now}::timestamptz - make_interval(mins => ${employerMinutes('idle_timeout_minutes', sql.ref('refresh_tokens.user_id'))})`,
      )
      .where(
        sql<Date>`(select min(first.created_at) from refresh_tokens first
          where first.family_id = refresh_tokens.family_id)`,
        '>',
        sql<Date>`${now}::timestamptz - make_interval(mins => ${employerMinutes('session_lifetime_minutes', sql.ref('refresh_tokens.user_id'))})`,
      )
      .returning(['user_id', 'family_id', 'user_agent', 'client_address', 'expires_at'])
      .executeTakeFirst();
    if (spent) {
      return {
        userId: spent.user_id,
        sessionId: spent.family_id,
        // The session stays the one signed in from that browser: its device is carried forward.
        refreshToken: await issueRefreshToken(
          trx,
          spent.user_id,
          spent.family_id,
          { userAgent: spent.user_agent, clientAddress: spent.client_address },
          now,
          spent.expires_at,
        ),
      };
    }
    const presented = await trx
      .selectFrom('refresh_tokens')
      .select(['family_id', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (presented?.used_at) await revokeFamily(trx, presented.family_id);
    return undefined;
  });
}

/** Ends the session `token` belongs to; unknown or already-ended tokens are ignored. */
export async function revokeRefreshToken(db: Kysely<Database>, token: string): Promise<void> {
  const presented = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', digest(token))
    .executeTakeFirst();
  if (presented) await revokeFamily(db, presented.family_id);
}

async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A session is live while its newest token can still be spent: not spent, not revoked, not expired.
 * The permission check asks this of the caller's session on every request, so a session ended from
 * My profile (or by a password change) stops at once, not when its access token runs out.
 */
export function sessionIsLive(
  familyId: RawBuilder<unknown>,
  userId: RawBuilder<unknown>,
): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from refresh_tokens live where live.family_id = ${familyId}
    and live.user_id = ${userId} and live.used_at is null and live.revoked_at is null
    and live.expires_at > now())`;
}

/** A live session of the user's, as My profile lists it. */
export interface LiveSession {
  id: string;
  signedInAt: Date;
  lastActiveAt: Date;
  userAgent: string | null;
  clientAddress: string | null;
}

/** The user's live sessions, the most recently active first. */
export async function liveSessionsOf(db: Kysely<Database>, userId: string): Promise<LiveSession[]> {
  const { rows } = await sql<{
    family_id: string;
    signed_in_at: Date;
    last_active_at: Date;
    user_agent: string | null;
    client_address: string | null;
  }>`select family_id, min(created_at) as signed_in_at, max(created_at) as last_active_at,
      (array_agg(user_agent order by created_at))[1] as user_agent,
      (array_agg(client_address order by created_at))[1] as client_address
    from refresh_tokens
    where user_id = ${userId}
    group by family_id
    having bool_or(used_at is null and revoked_at is null and expires_at > now())
    order by last_active_at desc, family_id`.execute(db);
  return rows.map((row) => ({
    id: row.family_id,
    signedInAt: new Date(row.signed_in_at),
    lastActiveAt: new Date(row.last_active_at),
    userAgent: row.user_agent,
    clientAddress: row.client_address,
  }));
}

/** Ends the user's session `familyId`: false when it is not theirs or has already ended. */
export async function revokeSessionOfUser(
  db: Kysely<Database>,
  userId: string,
  familyId: string,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}

/**
 * Ends every session of the user but `keep` (the caller's own, when known): a changed password must
 * sign out whoever else holds it. Access tokens already issued live out their 15 minutes.
 */
export async function revokeSessionsOfUser(
  db: Kysely<Database>,
  userId: string,
  keep?: string,
): Promise<void> {
  let sessions = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) sessions = sessions.where('family_id', '!=', keep);
  await sessions.execute();
}
