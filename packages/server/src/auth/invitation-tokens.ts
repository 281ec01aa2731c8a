import { INVITATION_VALID_DAYS } from '@hr/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newOpaqueToken, tokenDigest } from './opaque-tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitation to use and the record and employer it belongs to. */
export interface LiveInvitation {
  employerId: string;
  employeeId: string;
  /** The address the link was sent to. */
  email: string;
  firstName: string;
  lastName: string;
  employerName: string;
  /** Whether the address the caller gave is the invitation's, compared as the database compares. */
  sameEmail: boolean;
}

/**
 * A new invitation for the employee, valid INVITATION_VALID_DAYS from `now`; their earlier ones stop
 * working, so only the newest mail's link can be used. Only the token's digest is stored.
 */
export async function issueInvitation(
  trx: Kysely<Database>,
  invitation: { employerId: string; employeeId: string; email: string; invitedBy: string; now: Date },
): Promise<string> {
  const { employerId, employeeId, email, invitedBy, now } = invitation;
  await revokeInvitations(trx, employerId, employeeId);
  const token = newOpaqueToken();
  await trx
    .insertInto('invitations')
    .values({
      employer_id: employerId,
      employee_id: employeeId,
      token_hash: tokenDigest(token),
      email,
      invited_by: invitedBy,
      invited_at: now,
      expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
    })
    .execute();
  return token;
}

/** Makes every unused invitation of the employee stop working. */
export async function revokeInvitations(trx: Kysely<Database>, employerId: string, employeeId: string) {
  await trx
    .updateTable('invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('employer_id', '=', employerId)
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * An invitation can be used while: unused, not replaced by a newer one, within its days (by the
 * injected clock), its record still has the address it was sent to and is still employed, and no
 * account is tied to the record yet.
 */
function usable(eb: ExpressionBuilder<Database, 'invitations'>, token: string, now: Date) {
  return eb.and([
    eb('invitations.token_hash', '=', tokenDigest(token)),
    eb('invitations.used_at', 'is', null),
    eb('invitations.revoked_at', 'is', null),
    eb('invitations.expires_at', '>', now),
    eb.exists(
      eb
        .selectFrom('employees as e')
        .select('e.id')
        .whereRef('e.id', '=', 'invitations.employee_id')
        .whereRef('e.employer_id', '=', 'invitations.employer_id')
        .where(sql<boolean>`lower(e.email) = lower(invitations.email)`)
        .where('e.employment_end_date', 'is', null),
    ),
    eb.not(
      eb.exists(
        eb.selectFrom('users as u').select('u.id').whereRef('u.employee_id', '=', 'invitations.employee_id'),
      ),
    ),
  ]);
}

/** The invitation behind `token` if it can be used now; `email` is compared with its address. */
export async function findLiveInvitation(
  db: Kysely<Database>,
  token: string,
  now: Date,
  email = '',
): Promise<LiveInvitation | undefined> {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('employees', (join) =>
      join
        .onRef('employees.id', '=', 'invitations.employee_id')
        .onRef('employees.employer_id', '=', 'invitations.employer_id'),
    )
    .innerJoin('employers', 'employers.id', 'invitations.employer_id')
    .select([
      'invitations.employer_id',
      'invitations.employee_id',
      'invitations.email',
      'employees.first_name',
      'employees.last_name',
      'employers.name as employer_name',
      sql<boolean>`lower(invitations.email) = lower(${email})`.as('same_email'),
    ])
    .where((eb) => usable(eb, token, now))
    .executeTakeFirst();
  return (
    row && {
      employerId: row.employer_id,
      employeeId: row.employee_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      employerName: row.employer_name,
      sameEmail: row.same_email,
    }
  );
}

/**
 * Spends `token` and answers its employer and record, or undefined when it cannot be used. One UPDATE
 * both checks and spends, so of two concurrent sign-ups with one link exactly one gets through.
 */
export async function spendInvitation(
  trx: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ employerId: string; employeeId: string } | undefined> {
  const spent = await trx
    .updateTable('invitations')
    .set({ used_at: now })
    .where((eb) => usable(eb, token, now))
    .returning(['employer_id', 'employee_id'])
    .executeTakeFirst();
  return spent && { employerId: spent.employer_id, employeeId: spent.employee_id };
}
