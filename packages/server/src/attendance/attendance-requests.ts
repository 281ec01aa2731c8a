import { AttendanceRequestSchema, formatDay } from '@hr/domain';
import { CalendarDateTime, parseDate, toZoned } from '@internationalized/date';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { ApprovalSubjectNotices } from '../approvals/approval-notices.ts';
import { registerApprovalSubject } from '../approvals/approval-notices.ts';
import { decideApproval, startOwnRequestApproval, withdrawApproval } from '../approvals/approval-requests.ts';
import { personNames } from '../approvals/persons.ts';
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
import { type ViewContext, viewContext } from '../employees/requests/request-views.ts';
import { employerToday } from '../employer/employer-settings.ts';
import { reachesEmployee, reachesEmployeeRow, reachOf } from '../roles/scope.ts';
import { workOutDay } from './attendance-days.ts';
import { zoneOf } from './settings.ts';
import { dayRowOf } from './time-clock-report.ts';

/**
 * Attendance requests (issue 29 item 4): an employee asks to correct a day (forgot to punch, worked
 * from home, on duty) with the times they came in and left; the approval module routes it by the
 * employee's leave workflow, as a change of details is (employees/requests). The last approval adds
 * the request's punches and works the day out again in the same transaction; the audit row keeps the
 * day before and after, so the original stays readable.
 */

export const ATTENDANCE_REQUEST_SUBJECT = 'attendance-request';
export const NO_SUCH_ATTENDANCE_REQUEST = 'There is no such request.';
export const DAY_WAITING = 'A request for this day is already waiting for a decision.';
export const FUTURE_DAY = 'A request can only correct today or a day before it.';
export const ATTENDANCE_REQUESTS_PATH = '/attendance/requests';

const ENDINGS = {
  approved: 'was approved',
  rejected: 'was not approved',
  withdrawn: 'was withdrawn',
} as const;

/** The request's kind, person and day, the day as the employer prints days (Employer › Setting). */
async function noticeFacts(db: Kysely<Database>, employerId: string, id: string) {
  const request = await db
    .selectFrom('attendance_requests as r')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'r.employee_id').onRef('e.employer_id', '=', 'r.employer_id'),
    )
    .innerJoin('employers', 'employers.id', 'r.employer_id')
    .select(['r.kind', sql<string>`to_char(r.date, 'YYYY-MM-DD')`.as('date'), 'e.first_name', 'e.last_name'])
    .select('employers.date_format')
    .where('r.id', '=', id)
    .where('r.employer_id', '=', employerId)
    .executeTakeFirst();
  return request && { ...request, day: formatDay(request.date, request.date_format) };
}

/** Deciders read "Ama Mensah asks: Forgot to punch on 1 Dec 2026"; the employee how it ended. */
const attendanceRequestNotices: ApprovalSubjectNotices = {
  async toDeciders(db, { employerId, subjectId }) {
    const request = await noticeFacts(db, employerId, subjectId);
    if (!request) return null;
    return {
      title: `${request.first_name} ${request.last_name} asks: ${request.kind} on ${request.day}`,
      link: ATTENDANCE_REQUESTS_PATH,
      email: null,
    };
  },
  async toRequester(db, { employerId, subjectId, end }) {
    const request = await noticeFacts(db, employerId, subjectId);
    if (!request || end === 'withdrawn') return null;
    return {
      title: `Your attendance request (${request.kind} on ${request.day}) ${ENDINGS[end]}`,
      link: ATTENDANCE_REQUESTS_PATH,
      email: null,
    };
  },
};

registerApprovalSubject(ATTENDANCE_REQUEST_SUBJECT, attendanceRequestNotices);

function requestRows(db: Kysely<Database>, employerId: string) {
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

async function views(
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

async function oneView(
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

async function lockedRequest(trx: Transaction<Database>, caller: Caller, id: string) {
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
async function visibleView(
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

/** The instant a wall time on `date` is in `zone` (a skipped time moves forward, as shifts do). */
function instantOf(date: string, time: string, zone: string): Date {
  const day = parseDate(date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return toZoned(
    new CalendarDateTime(day.year, day.month, day.day, hour, minute),
    zone,
    'compatible',
  ).toDate();
}

/**
 * The approved request's punches, added as the device would have: keyed 'request:<id>:in' and ':out'
 * (so a second approval path could never double them), counted at the wall times in the person's
 * zone on the request's day, an out at or before the in on the next day.
 */
async function addRequestPunches(
  trx: Transaction<Database>,
  caller: Caller,
  request: {
    id: string;
    employee_id: string;
    date: string;
    check_in: string | null;
    check_out: string | null;
  },
  now: Date,
): Promise<void> {
  const zone = await zoneOf(trx, caller.employerId, request.employee_id);
  const outNextDay =
    request.check_in !== null && request.check_out !== null && request.check_out <= request.check_in;
  const punches = [
    request.check_in && { direction: 'in' as const, date: request.date, time: request.check_in },
    request.check_out && {
      direction: 'out' as const,
      date: outNextDay ? parseDate(request.date).add({ days: 1 }).toString() : request.date,
      time: request.check_out,
    },
  ].filter((punch) => !!punch);
  await trx
    .insertInto('attendance_punches')
    .values(
      punches.map((punch) => ({
        employer_id: caller.employerId,
        employee_id: request.employee_id,
        device_key: `request:${request.id}:${punch.direction}`,
        direction: punch.direction,
        received_at: now,
        device_at: null,
        counted_at: instantOf(punch.date, punch.time, zone),
        time_zone: zone,
        wall_time: `${punch.date}T${punch.time}:00`,
        request_id: request.id,
        created_by: caller.userId,
      })),
    )
    .onConflict((conflict) => conflict.columns(['employer_id', 'employee_id', 'device_key']).doNothing())
    .execute();
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
