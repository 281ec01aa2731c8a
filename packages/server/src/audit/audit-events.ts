import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  AuditEvent,
  AuditEventPage,
  AuditEventsExportRequest,
  AuditEventsRequest,
  EmployeeHistoryRequest,
} from '../contract-types.ts';
import { requireWholeEmployer } from '../core/authorization.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { recordAccess } from '../employees/employee-access.ts';
import { NO_SUCH_EMPLOYEE } from '../employees/employee-record.ts';
import { actorOf, writeAudit } from './audit-trail.ts';

export const TO_BEFORE_FROM = 'The last day must not be before the first day.';

type AuditFilters = AuditEventsExportRequest;

/**
 * The employer's events matching the filters, every condition in the query so the indexes of migration
 * 0023 answer it: a record's history by audit_events_record_idx, a person's actions by
 * audit_events_actor_idx, the rest by audit_events_at_idx. Days are UTC days, `to` included.
 */
function matchingEvents(
  db: Kysely<Database>,
  employerId: string,
  filters: AuditFilters,
): SelectQueryBuilder<Database, 'audit_events', object> {
  if (filters.from && filters.to && filters.to < filters.from) {
    throw new Refusal(400, TO_BEFORE_FROM, { field: 'to' });
  }
  let query = db.selectFrom('audit_events').where('audit_events.employer_id', '=', employerId);
  if (filters.actorUserId) query = query.where('actor_user_id', '=', filters.actorUserId);
  if (filters.area) query = query.where('area', '=', filters.area);
  if (filters.recordType) query = query.where('record_type', '=', filters.recordType);
  if (filters.recordId) query = query.where('record_id', '=', filters.recordId);
  if (filters.from)
    query = query.where('at', '>=', sql<Date>`(${filters.from}::date)::timestamp at time zone 'UTC'`);
  if (filters.to)
    query = query.where('at', '<', sql<Date>`(${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  return query;
}

/** Newest first; the id breaks ties between events of one instant, so pages never overlap. */
function newestFirst(query: SelectQueryBuilder<Database, 'audit_events', object>) {
  return query
    .select([
      sql<string>`audit_events.id::text`.as('id'),
      'at',
      'actor_user_id',
      'actor_name',
      'address',
      'operation',
      'area',
      'record_type',
      'record_id',
      'before',
      'after',
    ])
    .orderBy('at', 'desc')
    .orderBy('audit_events.id', 'desc');
}

type EventRow = Awaited<ReturnType<ReturnType<typeof newestFirst>['execute']>>[number];

function auditEvent(row: EventRow): AuditEvent {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorUserId: row.actor_user_id,
    actorName: row.actor_name,
    address: row.address,
    operation: row.operation,
    area: row.area,
    recordType: row.record_type,
    recordId: row.record_id,
    before: row.before,
    after: row.after,
  };
}

async function pageOf(
  matching: SelectQueryBuilder<Database, 'audit_events', object>,
  page: number,
  pageSize: number,
): Promise<AuditEventPage> {
  const rows = await newestFirst(matching)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await matching
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(total), events: rows.map(auditEvent) };
}

/** One page of the caller's employer's audit trail (list-audit-events): the Audit page. */
export async function listAuditEvents(
  { db }: ServiceDeps,
  caller: Caller,
  { page, pageSize, ...filters }: AuditEventsRequest,
): Promise<AuditEventPage> {
  requireWholeEmployer(caller, 'audit', 'read');
  return pageOf(matchingEvents(db, caller.employerId, filters), page, pageSize);
}

/** How many events each query of an export reads. */
const EXPORT_BATCH = 2_000;

/**
 * Every event matching the filters, newest first, batch after batch (export-audit-events), so the
 * whole trail is never held. The export is itself recorded, with the filters it used, before the first
 * batch is read; a refusal or bad filters leave no row.
 */
export async function* exportAuditEvents(
  { db }: ServiceDeps,
  caller: Caller,
  filters: AuditEventsExportRequest,
): AsyncGenerator<AuditEvent[]> {
  requireWholeEmployer(caller, 'audit', 'export');
  const matching = matchingEvents(db, caller.employerId, filters);
  // Keyed on the events as they were when the export began: the export's own row, and any written
  // while it streams, stay out, so batches never shift under the offset.
  const { last } = await matching
    .select((eb) => eb.fn.max('audit_events.id').as('last'))
    .executeTakeFirstOrThrow();
  await writeAudit(db, actorOf(caller), {
    operation: 'exportAuditEvents',
    area: 'audit',
    after: { ...filters },
  });
  if (last === null) return;
  const upTo = matching.where('audit_events.id', '<=', String(last));
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await newestFirst(upTo).limit(EXPORT_BATCH).offset(offset).execute();
    if (rows.length > 0) yield rows.map(auditEvent);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * The History tab of an employee record (get-employee-history): the events about that record. A
 * caller who reads the whole employer's employees reads any of them; anyone else only their own.
 */
export async function getEmployeeHistory(
  { db }: ServiceDeps,
  caller: Caller,
  { employeeId, page, pageSize }: EmployeeHistoryRequest,
): Promise<AuditEventPage> {
  await recordAccess(db, caller, employeeId);
  const employee = await db
    .selectFrom('employees')
    .select('id')
    .where('employer_id', '=', caller.employerId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!employee) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  const matching = matchingEvents(db, caller.employerId, { recordType: 'employee', recordId: employeeId });
  return pageOf(matching, page, pageSize);
}
