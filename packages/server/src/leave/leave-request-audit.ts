import type { Kysely, Selectable } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Database, LeaveRequestsTable } from '../db/schema.ts';

export type LeaveRequestRow = Selectable<LeaveRequestsTable>;

type LeaveRequestOperation =
  | 'submitLeaveRequest'
  | 'withdrawLeaveRequest'
  | 'cancelLeaveRequest'
  | 'decideLeaveRequest';

/** A request's fields as the trail keeps them: the contract's names, without the internal range. */
function requestFields(row: LeaveRequestRow): Record<string, unknown> {
  return {
    employeeId: row.employee_id,
    leaveTypeId: row.leave_type_id,
    from: row.from_date,
    to: row.to_date,
    fromPart: row.from_part,
    toPart: row.to_part,
    fromHours: row.from_hours,
    toHours: row.to_hours,
    reason: row.reason,
    amount: row.amount,
    unit: row.unit,
    status: row.status,
    submittedAs: row.submitted_as,
    submittedOn: row.submitted_on,
  };
}

/**
 * The one trail row of a change to a leave request, read back within the change's transaction; `extra`
 * adds what the change says beyond the row (a decision and its comment).
 */
export async function auditLeaveRequest(
  trx: Kysely<Database>,
  caller: Caller,
  operation: LeaveRequestOperation,
  id: string,
  before: LeaveRequestRow | null,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const after = await trx
    .selectFrom('leave_requests')
    .selectAll()
    .where('id', '=', id)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirstOrThrow();
  await writeAudit(trx, actorOf(caller), {
    operation,
    area: 'leave',
    recordType: 'leave-request',
    recordId: id,
    before: before && requestFields(before),
    after: { ...requestFields(after), ...extra },
  });
}
