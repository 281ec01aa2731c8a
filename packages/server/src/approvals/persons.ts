import { type Kysely, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database } from '../db/schema.ts';

/**
 * Approvals speak of persons: an employee by their employee id, an administrator by their user id —
 * or by their employee id when their account is tied to a record, so that an administrator who is also
 * an employee is one person, never "someone else" deciding their own request.
 */

export interface ApprovalPerson {
  personId: string;
  userId: string;
  isAdministrator: boolean;
}

/**
 * The caller as a person of approvals; null for an employee account tied to no record. The account's
 * kind and record are the database's, read with the caller's permissions in the request's one access
 * statement (caller-permissions.ts), so they are not asked for again.
 */
export function personOf(caller: Caller): ApprovalPerson | null {
  const isAdministrator = caller.role === 'admin';
  const personId = caller.employeeId ?? (isAdministrator ? caller.userId : null);
  return personId === null ? null : { personId, userId: caller.userId, isAdministrator };
}

/** The employer's administrators as persons. */
export async function administratorIds(db: Kysely<Database>, employerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`coalesce(employee_id, id)`.as('person_id'))
    .where('employer_id', '=', employerId)
    .where('role', '=', 'admin')
    .execute();
  return rows.map((row) => row.person_id);
}

/**
 * Which of `personIds` may act on `today`: employees employed that day (no end, or not yet passed),
 * and administrators without a record (an account has no employment to end).
 */
export async function activePersons(
  db: Kysely<Database>,
  employerId: string,
  personIds: Iterable<string>,
  today: string,
): Promise<Set<string>> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    select e.id from employees e
    where e.employer_id = ${employerId} and e.id = any(${ids}::uuid[])
      and (e.employment_end_date is null or e.employment_end_date >= ${today})
    union
    select u.id from users u
    where u.employer_id = ${employerId} and u.id = any(${ids}::uuid[]) and u.role = 'admin' and u.employee_id is null`.execute(
    db,
  );
  return new Set(rows.map((row) => row.id));
}

/** "First Last" of each person given that belongs to the employer. */
export async function personNames(
  db: Kysely<Database>,
  employerId: string,
  personIds: Iterable<string>,
): Promise<Map<string, string>> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await sql<{ id: string; name: string }>`
    select id, first_name || ' ' || last_name as name from employees
    where employer_id = ${employerId} and id = any(${ids}::uuid[])
    union all
    select id, first_name || ' ' || last_name as name from users
    where employer_id = ${employerId} and id = any(${ids}::uuid[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The name of a person `personNames` did not find: a row removed since (never expected). */
export const UNKNOWN_PERSON = 'Unknown person';
