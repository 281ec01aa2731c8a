import { AttendanceRequestSchema } from '@hr/domain';
import type { Transaction } from 'kysely';
import { registerApprovalSubject } from '../approvals/approval-notices.ts';
import { decideApproval, startOwnRequestApproval, withdrawApproval } from '../approvals/approval-requests.ts';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  AskAttendanceRequest,
  AttendanceRequestListRequest,
  AttendanceRequestRecord,
  DecideEmployeeRequest,
  TimeClockDayRow,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';
import { NO_SUCH_EMPLOYEE } from '../employees/employee-record.ts';
import { nameOf, ownEmployeeId, REASON_TO_REJECT } from '../employees/requests/employee-requests.ts';
import { viewContext } from '../employees/requests/request-views.ts';
import { employerToday } from '../employer/employer-settings.ts';
import { reachesEmployee, reachesEmployeeRow, reachOf } from '../roles/scope.ts';
import { workOutDay } from './attendance-days.ts';
import { attendanceRequestNotices } from './attendance-request-notices.ts';
import {
  ATTENDANCE_REQUEST_SUBJECT,
  lockedRequest,
  oneView,
  requestRows,
  views,
  visibleView,
} from './attendance-request-views.ts';
import { addRequestPunches } from './request-punches.ts';
import { dayRowOf } from './time-clock-report.ts';

/**
 * Attendance requests (issue 29 item 4): an employee asks to correct a day (forgot to punch, worked
 * from home, on duty) with the times they came in and left; the approval module routes it by the
 * employee's leave workflow, as a change of details is (employees/requests). The last approval adds
 * the request's punches and works the day out again in the same transaction; the audit row keeps the
 * day before and after, so the original stays readable.
 */

export const DAY_WAITING = 'A request for this day is already waiting for a decision.';
export const FUTURE_DAY = 'A request can only correct today or a day before it.';

registerApprovalSubject(ATTENDANCE_REQUEST_SUBJECT, attendanceRequestNotices);

const facts = ({ status, date, kind, checkIn, checkOut, rejectionReason }: AttendanceRequestRecord) => ({
  status,
  date,
  kind,
  checkIn,
  checkOut,
  rejectionReason,
});

async function audit(
  trx: Transaction<Database>,
  caller: Caller,
  operation: string,
  before: (AttendanceRequestRecord & { day?: TimeClockDayRow | null }) | null,
  after: AttendanceRequestRecord & { day?: TimeClockDayRow | null },
) {
  await writeAudit(trx, actorOf(caller), {
    operation,
    area: 'attendance',
    recordType: ATTENDANCE_REQUEST_SUBJECT,
    recordId: after.id,
    before: before && { ...facts(before), ...('day' in before ? { day: before.day } : {}) },
    after: { employeeId: after.employeeId, ...facts(after), ...('day' in after ? { day: after.day } : {}) },
  });
}

/** ask-attendance-request: the caller's own correction of a day, pending until approved. */
export async function askAttendanceRequest(
  deps: ServiceDeps,
  caller: Caller,
  input: AskAttendanceRequest,
): Promise<AttendanceRequestRecord> {
  const values = await checkedByDomain(AttendanceRequestSchema, {
    ...input,
    checkIn: input.checkIn ?? null,
    checkOut: input.checkOut ?? null,
  });
  const today = await employerToday(deps, caller.employerId);
  if (values.date > today) throw new Refusal(400, FUTURE_DAY, { field: 'date' });
  const asked = await deps.db.transaction().execute(async (trx) => {
    const employeeId = await ownEmployeeId(trx, caller);
    let id: string;
    try {
      ({ id } = await trx
        .insertInto('attendance_requests')
        .values({
          employer_id: caller.employerId,
          employee_id: employeeId,
          date: values.date,
          kind: values.kind,
          check_in: values.checkIn,
          check_out: values.checkOut,
          reason: values.reason,
          approval_id: null,
          submitted_on: today,
          submitted_by: caller.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      if (isUniqueViolation(error, 'attendance_requests_one_pending_key')) {
        throw new Refusal(409, DAY_WAITING, { field: 'date' });
      }
      throw error;
    }
    await startOwnRequestApproval(trx, {
      table: 'attendance_requests',
      employerId: caller.employerId,
      subjectType: ATTENDANCE_REQUEST_SUBJECT,
      subjectId: id,
      requesterEmployeeId: employeeId,
      today,
      publicUrl: deps.publicUrl,
    });
    const view = await oneView(trx, caller, id, today);
    await audit(trx, caller, 'askAttendanceRequest', null, view);
    return view;
  });
  deps.mailDelivery.deliverSoon();
  return asked;
}

/** withdraw-attendance-request: the employee takes back their own pending request. */
export async function withdrawAttendanceRequest(deps: ServiceDeps, caller: Caller, { id }: { id: string }) {
  const today = await employerToday(deps, caller.employerId);
  const withdrawn = await deps.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, caller, id);
    const before = await visibleView(trx, caller, id, request.employee_id, today);
    await withdrawApproval(trx, caller, {
      approvalId: request.approval_id,
      today,
      publicUrl: deps.publicUrl,
    });
    await trx
      .updateTable('attendance_requests')
      .set({ status: 'Withdrawn', decided_on: today })
      .where('id', '=', id)
      .execute();
    const after = await oneView(trx, caller, id, today);
    await audit(trx, caller, 'withdrawAttendanceRequest', before, after);
    return after;
  });
  deps.mailDelivery.deliverSoon();
  return withdrawn;
}

/**
 * decide-attendance-request: the approval module records the decision (refusing the requester and
 * anyone the waiting step does not name); the last approval adds the punches and reworks the day at
 * once. A rejection needs its reason.
 */
export async function decideAttendanceRequest(
  deps: ServiceDeps,
  caller: Caller,
  { id, decision, comment }: DecideEmployeeRequest,
): Promise<AttendanceRequestRecord> {
  const reason = comment?.trim() || null;
  if (decision === 'reject' && !reason) throw new Refusal(400, REASON_TO_REJECT, { field: 'comment' });
  const today = await employerToday(deps, caller.employerId);
  const decided = await deps.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, caller, id);
    const before = await visibleView(trx, caller, id, request.employee_id, today);
    const outcome = await decideApproval(trx, caller, {
      approvalId: request.approval_id,
      decision,
      comment: reason,
      today,
      publicUrl: deps.publicUrl,
    });
    if (outcome.status === 'pending') {
      const after = await oneView(trx, caller, id, today);
      await audit(trx, caller, 'decideAttendanceRequest', before, after);
      return after;
    }
    const approved = outcome.status === 'approved';
    await trx
      .updateTable('attendance_requests')
      .set({
        status: approved ? 'Approved' : 'Rejected',
        decided_on: today,
        decided_by_name: await nameOf(trx, caller),
        rejection_reason: approved ? null : reason,
      })
      .where('id', '=', id)
      .execute();
    if (!approved) {
      const after = await oneView(trx, caller, id, today);
      await audit(trx, caller, 'decideAttendanceRequest', before, after);
      return after;
    }
    const dayBefore = (await dayRowOf(trx, caller.employerId, request.employee_id, request.date)) ?? null;
    const now = deps.clock();
    await addRequestPunches(trx, caller, request, now);
    await workOutDay(trx, {
      employerId: caller.employerId,
      date: request.date,
      employeeIds: [request.employee_id],
      now,
    });
    const dayAfter = (await dayRowOf(trx, caller.employerId, request.employee_id, request.date)) ?? null;
    const after = await oneView(trx, caller, id, today);
    await audit(
      trx,
      caller,
      'decideAttendanceRequest',
      { ...before, day: dayBefore },
      { ...after, day: dayAfter },
    );
    return after;
  });
  deps.mailDelivery.deliverSoon();
  return decided;
}

/**
 * list-attendance-requests: those of the people the caller's attendance.read reaches (an employee
 * their own), newest day first, and those waiting on the caller's decision whoever asked.
 */
export async function listAttendanceRequests(
  deps: ServiceDeps,
  caller: Caller,
  { employeeId, status }: AttendanceRequestListRequest,
): Promise<{ requests: AttendanceRequestRecord[]; toDecide: AttendanceRequestRecord[] }> {
  const { db } = deps;
  const today = await employerToday(deps, caller.employerId);
  const reach = reachOf(caller, 'attendance', 'read', today);
  if (employeeId) {
    const ours = await db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', employeeId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    if (!ours || !(await reachesEmployee(db, reach, employeeId))) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  }
  const context = await viewContext(db, caller, today, ATTENDANCE_REQUEST_SUBJECT);
  let query = requestRows(db, caller.employerId).where(reachesEmployeeRow(reach));
  if (employeeId) query = query.where('r.employee_id', '=', employeeId);
  if (status) query = query.where('r.status', '=', status);
  const rows = await query
    .orderBy('r.date', 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
  const waiting = context.decidable.size
    ? await requestRows(db, caller.employerId)
        .where('r.approval_id', 'in', [...context.decidable])
        .orderBy('a.waiting_since')
        .orderBy('r.created_at')
        .execute()
    : [];
  return {
    requests: await views(db, caller.employerId, rows, context),
    toDecide: await views(db, caller.employerId, waiting, context),
  };
}
