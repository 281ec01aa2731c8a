import { type Kysely, sql, type Transaction } from 'kysely';
import { personNames } from '../approvals/persons.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { AttendanceRequestRecord } from '../contract-types.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { type ViewContext, viewContext } from '../employees/requests/request-views.ts';
import { reachesEmployee, reachOf } from '../roles/scope.ts';

/**
 * Attendance requests as their readers see them: the stored rows with their approval's waiting step,
 * and what the caller may do with each (withdraw their own, decide one waiting on them).
 */

export const ATTENDANCE_REQUEST_SUBJECT = 'attendance-request';
export const NO_SUCH_ATTENDANCE_REQUEST = 'There is no such request.';

export function requestRows(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('attendance_requests as r')
    .innerJoin('employees', (join) =>
      join.onRef('employees.id', '=', 'r.employee_id').onRef('employees.employer_id', '=', 'r.employer_id'),
    )
    .leftJoin('approval_requests as a', (join) =>
      join.onRef('a.id', '=', 'r.approval_id').onRef('a.employer_id', '=', 'r.employer_id'),
    )
    .select([
      'r.id',
      'r.employee_id',
      sql<string>`to_char(r.date, 'YYYY-MM-DD')`.as('date'),
      'r.kind',
      'r.check_in',
      'r.check_out',
      'r.reason',
      'r.status',
      'r.approval_id',
      'r.submitted_on',
      'r.decided_on',
      'r.decided_by_name',
      'r.rejection_reason',
      'a.waiting_for',
      sql<string>`employees.first_name || ' ' || employees.last_name`.as('employee_name'),
    ])
    .where('r.employer_id', '=', employerId);
}

type StoredRequest = Awaited<ReturnType<ReturnType<typeof requestRows>['execute']>>[number];

export async function views(
  db: Kysely<Database>,
  employerId: string,
  rows: StoredRequest[],
  context: ViewContext,
): Promise<AttendanceRequestRecord[]> {
  const waiting = rows.flatMap((row) => (row.status === 'Pending' ? (row.waiting_for ?? []) : []));
  const names = await personNames(db, employerId, waiting);
  return rows.map((row) => {
    const pending = row.status === 'Pending';
    return {
      id: row.id,
      employeeId: row.employee_id,
      employeeName: row.employee_name,
      date: row.date,
      kind: row.kind,
      checkIn: row.check_in,
      checkOut: row.check_out,
      reason: row.reason,
      status: row.status,
      waitingOn: pending
        ? (row.waiting_for ?? []).map((id) => names.get(id) ?? 'Administrators').join(', ') ||
          'Administrators'
        : null,
      submittedOn: row.submitted_on,
      decidedOn: row.decided_on,
      decidedByName: row.decided_by_name,
      rejectionReason: row.rejection_reason,
      canWithdraw: pending && row.employee_id === context.ownEmployeeId,
      canDecide: pending && row.approval_id !== null && context.decidable.has(row.approval_id),
    };
  });
}

export async function oneView(
  trx: Kysely<Database>,
  caller: Caller,
  id: string,
  today: string,
): Promise<AttendanceRequestRecord> {
  const rows = await requestRows(trx, caller.employerId).where('r.id', '=', id).execute();
  const [view] = await views(
    trx,
    caller.employerId,
    rows,
    await viewContext(trx, caller, today, ATTENDANCE_REQUEST_SUBJECT),
  );
  if (!view) throw new Refusal(404, NO_SUCH_ATTENDANCE_REQUEST);
  return view;
}

export async function lockedRequest(trx: Transaction<Database>, caller: Caller, id: string) {
  const row = await trx
    .selectFrom('attendance_requests')
    .select(['id', 'employee_id', 'check_in', 'check_out', 'approval_id'])
    .select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'))
    .where('id', '=', id)
    .where('employer_id', '=', caller.employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row?.approval_id) throw new Refusal(404, NO_SUCH_ATTENDANCE_REQUEST);
  return { ...row, approval_id: row.approval_id };
}

/**
 * The request as the caller sees it before changing it: a 404 for someone who neither reaches its
 * employee with attendance.read, asked for it, nor may decide it (approvals then answer 403 to a
 * participant who may not do this).
 */
export async function visibleView(
  trx: Transaction<Database>,
  caller: Caller,
  id: string,
  employeeId: string,
  today: string,
): Promise<AttendanceRequestRecord> {
  const view = await oneView(trx, caller, id, today);
  const reads = await reachesEmployee(trx, reachOf(caller, 'attendance', 'read', today), employeeId);
  if (!reads && !view.canWithdraw && !view.canDecide) throw new Refusal(404, NO_SUCH_ATTENDANCE_REQUEST);
  return view;
}
