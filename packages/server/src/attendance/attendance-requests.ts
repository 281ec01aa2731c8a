import { AttendanceRequestSchema } from '@hr/domain';
import { sql } from 'kysely';
import { registerApprovalSubject } from '../approvals/approval-notices.ts';
import {
  askOwnRequest,
  decideOwnRequest,
  listOwnRequests,
  type OwnRequestKind,
  withdrawOwnRequest,
} from '../approvals/own-requests.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  AskAttendanceRequest,
  AttendanceRequestListRequest,
  AttendanceRequestRecord,
  DecideEmployeeRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { checkedByDomain } from '../core/domain-rules.ts';
import { Refusal } from '../core/refusal.ts';
import type { AttendanceRequestsTable } from '../db/schema-attendance.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { workOutDay } from './attendance-days.ts';
import { attendanceRequestNotices } from './attendance-request-notices.ts';
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

const ATTENDANCE_REQUEST_SUBJECT = 'attendance-request';
registerApprovalSubject(ATTENDANCE_REQUEST_SUBJECT, attendanceRequestNotices);

type OwnColumns = Pick<AttendanceRequestsTable, 'date' | 'kind' | 'check_in' | 'check_out' | 'reason'>;
const OWN_COLUMNS = sql`to_char(r.date, 'YYYY-MM-DD') as date, r.kind, r.check_in, r.check_out`;

/** Attendance corrections as approvals decide them: the last approval adds the punches and reworks the day. */
const attendanceRequests: OwnRequestKind<
  OwnColumns,
  Omit<OwnColumns, 'kind' | 'reason'>,
  Pick<AttendanceRequestRecord, 'date' | 'kind' | 'checkIn' | 'checkOut' | 'reason'>
> = {
  table: 'attendance_requests',
  subjectType: ATTENDANCE_REQUEST_SUBJECT,
  area: 'attendance',
  columns: OWN_COLUMNS,
  lockedColumns: OWN_COLUMNS,
  oneWaiting: { key: 'attendance_requests_one_pending_key', message: DAY_WAITING, field: 'date' },
  newestFirst: sql`r.date desc, r.created_at desc, r.id`,
  details: (row) => ({
    date: row.date,
    kind: row.kind,
    checkIn: row.check_in,
    checkOut: row.check_out,
    reason: row.reason,
  }),
  auditFacts: ({ status, date, kind, checkIn, checkOut, rejectionReason }) => ({
    status,
    date,
    kind,
    checkIn,
    checkOut,
    rejectionReason,
  }),
  async onApproved(trx, deps, caller, request) {
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
    return { before: { day: dayBefore }, after: { day: dayAfter } };
  },
};

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
  const today = await callerToday(deps, caller);
  if (values.date > today) throw new Refusal(400, FUTURE_DAY, { field: 'date' });
  return askOwnRequest(
    deps,
    caller,
    attendanceRequests,
    'askAttendanceRequest',
    today,
    async (trx, employeeId) => {
      const { id } = await trx
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
        .executeTakeFirstOrThrow();
      return id;
    },
  );
}

/** withdraw-attendance-request: the employee takes back their own pending request. */
export function withdrawAttendanceRequest(deps: ServiceDeps, caller: Caller, { id }: { id: string }) {
  return withdrawOwnRequest(deps, caller, attendanceRequests, 'withdrawAttendanceRequest', id);
}

/**
 * decide-attendance-request: decided through approvals (see decideOwnRequest); the last approval adds
 * the punches and reworks the day at once.
 */
export function decideAttendanceRequest(
  deps: ServiceDeps,
  caller: Caller,
  input: DecideEmployeeRequest,
): Promise<AttendanceRequestRecord> {
  return decideOwnRequest(deps, caller, attendanceRequests, 'decideAttendanceRequest', input);
}

/**
 * list-attendance-requests: those of the people the caller's attendance.read reaches (an employee
 * their own), newest day first, and those waiting on the caller's decision whoever asked.
 */
export function listAttendanceRequests(
  deps: ServiceDeps,
  caller: Caller,
  filter: AttendanceRequestListRequest,
): Promise<{ requests: AttendanceRequestRecord[]; toDecide: AttendanceRequestRecord[] }> {
  return listOwnRequests(deps, caller, attendanceRequests, filter);
}
