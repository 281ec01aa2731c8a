import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema.ts';

/** An audit row as a test reads it back: who, what, which record, and its fields before and after. */
export interface AuditRow {
  actorUserId: string | null;
  operation: string;
  area: string;
  recordType: string | null;
  recordId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The employer's audit rows written after the one numbered `afterId` (every one: 0), oldest first. */
export async function auditRowsSince(
  db: Kysely<Database>,
  employerId: string,
  afterId = '0',
): Promise<(AuditRow & { id: string })[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['id', 'actor_user_id', 'operation', 'area', 'record_type', 'record_id', 'before', 'after'])
    .where('employer_id', '=', employerId)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    actorUserId: row.actor_user_id,
    operation: row.operation,
    area: row.area,
    recordType: row.record_type,
    recordId: row.record_id,
    before: row.before,
    after: row.after,
  }));
}

async function lastId(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return row?.id == null ? '0' : String(row.id);
}

/**
 * Runs `act` (an operation's call) and answers what it answered with the audit rows it left for the
 * employer: a test of a change expects exactly one.
 */
export async function auditedBy<T>(
  db: Kysely<Database>,
  employerId: string,
  act: () => Promise<T>,
): Promise<{ answer: T; rows: AuditRow[] }> {
  const since = await lastId(db);
  const answer = await act();
  const rows = (await auditRowsSince(db, employerId, since)).map(({ id: _, ...row }) => row);
  return { answer, rows };
}

/** Runs `act`, expects it answered 200 and left exactly one audit row, and answers that row. */
export async function theOneAuditRow(
  db: Kysely<Database>,
  employerId: string,
  act: () => Promise<{ status: number; body: unknown }>,
): Promise<AuditRow> {
  const { answer, rows } = await auditedBy(db, employerId, act);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(rows, JSON.stringify(rows)).toHaveLength(1);
  return rows[0] as AuditRow;
}
