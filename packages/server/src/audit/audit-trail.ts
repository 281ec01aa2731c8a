import type { PermissionArea } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';

/**
 * The audit trail (issue 27, migration 0023): one row per change, sign-in, failed sign-in, role change
 * and export. A service writes it with the same transaction (`trx`) as the change it records, so a
 * change without its row cannot commit; the table refuses UPDATE and DELETE.
 */

/** Who did it, from where: an operation's caller, or the person a sign-in names. */
export interface AuditActor {
  employerId: string;
  userId: string | null;
  /** The client's address as the server sees it (TRUST_PROXY aware), when there was a request. */
  address: string | null;
}

export interface AuditEntry {
  /** The contract's operationId (createEmployee), or the event's name (signIn, signInFailed). */
  operation: string;
  area: PermissionArea | 'auth';
  /** What was changed: a table-like noun (employee, role, leave-request) and its id. */
  recordType?: string;
  recordId?: string;
  /** The record's fields before and after; secrets are taken out before they are stored. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Field names that are never stored in the trail, at any depth: hashes, passwords, tokens, secrets. A
 * passport number is a record's field like any other, so "pass" alone is a secret and "passport" is not.
 */
const SECRET_FIELD = /^pass$|password|passphrase|secret|token|hash|^otp$/i;

/** A copy without secret fields, and with dates as their ISO text: what the trail keeps. */
export function withoutSecrets(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .map(([key, field]) => [key, withoutSecrets(field)]),
    );
  }
  return value;
}

/** Who an audit row names: a signed-in caller, or a script acting as an administrator (the demo seed). */
export type AuditCaller = Pick<Caller, 'employerId' | 'userId' | 'address'>;

export function actorOf(caller: AuditCaller): AuditActor {
  return { employerId: caller.employerId, userId: caller.userId, address: caller.address ?? null };
}

/** Appends one row to the trail, within the caller's transaction. */
export async function writeAudit(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await writeAudits(db, actor, [entry]);
}

/** Rows a statement: eleven parameters each, so far below PostgreSQL's limit of 65,535. */
const AUDIT_ROWS_A_STATEMENT = 2000;

/**
 * Appends one row per entry, all by one actor, within the caller's transaction: a change of many
 * records at once (a bulk placement of 1,000) is one insert, not one a record.
 */
export async function writeAudits(
  db: Kysely<Database>,
  actor: AuditActor,
  entries: readonly AuditEntry[],
): Promise<void> {
  const json = (record: Record<string, unknown> | null | undefined) =>
    record == null ? null : JSON.stringify(withoutSecrets(record));
  // The name as it is at the moment of the change, so the trail reads right after a rename. One row
  // reads it inside its insert; a batch reads it once and writes the value into every row.
  const nameQuery = (userId: string) =>
    db
      .selectFrom('users')
      .select((eb) => eb.fn<string>('concat_ws', [eb.val(' '), 'first_name', 'last_name']).as('name'))
      .where('id', '=', userId);
  const actorName =
    actor.userId == null
      ? null
      : entries.length === 1
        ? nameQuery(actor.userId)
        : ((await nameQuery(actor.userId).executeTakeFirst())?.name ?? null);
  for (let start = 0; start < entries.length; start += AUDIT_ROWS_A_STATEMENT) {
    await db
      .insertInto('audit_events')
      .values(
        entries.slice(start, start + AUDIT_ROWS_A_STATEMENT).map((entry) => ({
          employer_id: actor.employerId,
          actor_user_id: actor.userId,
          actor_name: actorName,
          address: actor.address,
          operation: entry.operation,
          area: entry.area,
          record_type: entry.recordType ?? null,
          record_id: entry.recordId ?? null,
          before: json(entry.before),
          after: json(entry.after),
        })),
      )
      .execute();
  }
}
