import {
  availableFrom,
  checkLeaveApplication,
  countLeave,
  type DayPart,
  isLongerThanARequest,
  type LeaveCount,
  type LeavePolicyFinding,
  type LeaveSubmitter,
  LONGEST_LEAVE_REQUEST_MESSAGE,
  leaveDayFacts,
  returnedEntries,
  splitByLeaveYear,
  takenEntries,
  type WorkedPart,
} from '@hr/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { registerApprovalSubject } from '../approvals/approval-notices.ts';
import { startOwnRequestApproval, withdrawApproval } from '../approvals/approval-requests.ts';
import { attachToOwner } from '../attachments/attach.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { isExclusionViolation } from '../db/postgres-errors.ts';
import type { Database } from '../db/schema.ts';
import { refreshDueTerms } from '../employees/terms/terms-cache.ts';
import { callerToday, callerTodayOf } from '../employer/employer-settings.ts';
import { firstUsableDayFor } from './accruals.ts';
import { applicantOf } from './applicant.ts';
import { employeeCalendar } from './employee-calendar.ts';
import { requireLeaveAccess } from './leave-access.ts';
import { horizonFor, requireWithinHorizon } from './leave-horizon.ts';
import {
  type LedgerOwner,
  ledgerEntries,
  pendingEntries,
  requestDays,
  writeLedgerEntries,
} from './leave-ledger.ts';
import { auditLeaveRequest } from './leave-request-audit.ts';
import { leaveRequestNotices } from './leave-request-notices.ts';
import { leaveTypeForRequest } from './leave-type-rows.ts';
import { leaveYearStartMonth } from './leave-year.ts';
import { refuseOverlappingLeave } from './overlapping-leave.ts';
import { halvesOf } from './request-halves.ts';

/**
 * Leave requests (issue 12 item 6): what a range counts, what it leaves of the balance, the policy's
 * findings, and the request booked with each day's amount as counted now, so a holiday added later
 * changes no past balance. An employee's own submission is refused on any finding of the policy; an
 * administrator's is not, and sees the same findings as warnings (§6).
 */

export const OVERLAPPING_LEAVE = 'Leave is already booked on some of these days.';
export const NOTHING_TO_COUNT =
  'These dates hold no day of leave: they fall on days not worked or on holidays.';
export const TO_BEFORE_FROM = 'The last day cannot be before the first day.';
export const HOURS_ONLY_FOR_HOUR_TYPES = 'Hours are given only for leave counted in hours.';
export const NO_SUCH_LEAVE_REQUEST = 'There is no such leave request.';
export const NOT_PENDING = 'Only a request still waiting for approval can be withdrawn.';
export const ONLY_OWN_WITHDRAWAL = 'Only the employee who asked can withdraw this request.';
export const NOT_APPROVED = 'Only approved leave can be cancelled.';
export const ALREADY_STARTED = 'Leave that has started can only be cancelled by an administrator.';

export interface LeaveRequestInput {
  employeeId?: string | null;
  leaveTypeId: string;
  from: string;
  to: string;
  fromPart?: DayPart;
  toPart?: DayPart;
  fromHours?: string | null;
  toHours?: string | null;
  reason?: string | null;
  attachmentIds?: string[];
}

export interface LeaveYearCharge {
  leaveYearStart: string;
  available: string;
  charged: string;
  after: string;
}

export interface LeaveAssessment {
  employeeId: string;
  unit: 'Day' | 'Hour';
  /** Each day with what it counts and why: the part the work week works, the holidays on it. */
  days: { date: string; amount: string; worked: WorkedPart; holidays: string[] }[];
  total: string;
  charges: LeaveYearCharge[];
  refusals: LeavePolicyFinding[];
  warnings: LeavePolicyFinding[];
}

interface Assessed {
  owner: LedgerOwner;
  submittedAs: LeaveSubmitter;
  count: LeaveCount;
  range: { from: CalendarDate; to: CalendarDate; fromPart: DayPart; toPart: DayPart };
  view: LeaveAssessment;
}

function date(text: string, field: string): CalendarDate {
  try {
    return parseDate(text);
  } catch {
    throw new Refusal(400, 'Enter a complete date.', { field });
  }
}

function hours(text: string | null | undefined): Decimal | undefined {
  return text === null || text === undefined ? undefined : new Decimal(text);
}

async function assess(
  db: Kysely<Database>,
  caller: Caller,
  input: LeaveRequestInput,
  today: CalendarDate,
): Promise<Assessed> {
  const employeeId = await applicantOf(db, caller, input.employeeId);
  // The work week, calendar and workflow below are the terms cache: terms whose day has come count today.
  await refreshDueTerms(db, caller.employerId, today.toString(), [employeeId]);
  const submittedAs: LeaveSubmitter = caller.permissions.canAll('leave', 'create')
    ? 'administrator'
    : 'employee';
  const type = await leaveTypeForRequest(db, caller, input.leaveTypeId);
  const from = date(input.from, 'from');
  const to = date(input.to, 'to');
  if (to.compare(from) < 0) throw new Refusal(400, TO_BEFORE_FROM, { field: 'to' });
  requireWithinHorizon(await horizonFor(db, caller.employerId, today, employeeId), {
    from: input.from,
    to: input.to,
  });
  if (isLongerThanARequest(from, to)) {
    throw new Refusal(400, LONGEST_LEAVE_REQUEST_MESSAGE, { field: 'to' });
  }
  const fromHours = hours(input.fromHours);
  const toHours = hours(input.toHours);
  if ((fromHours || toHours) && type.leaveUnit !== 'Hour') {
    throw new Refusal(400, HOURS_ONLY_FOR_HOUR_TYPES, { field: fromHours ? 'fromHours' : 'toHours' });
  }
  const range = { from, to, fromPart: input.fromPart ?? 'whole', toPart: input.toPart ?? 'whole' } as const;
  // The notice before the first day counts from today, so the calendar spans from the earlier of the two.
  const calendar = await employeeCalendar(
    db,
    caller.employerId,
    employeeId,
    today.compare(from) < 0 ? today : from,
    to,
  );
  const count = countLeave(
    { ...range, ...(fromHours ? { fromHours } : {}), ...(toHours ? { toHours } : {}) },
    { unit: type.leaveUnit, dayCount: type.dayCount, ...calendar },
  );
  if (count.total.isZero()) throw new Refusal(400, NOTHING_TO_COUNT, { field: 'from' });

  const startMonth = await leaveYearStartMonth(db, caller.employerId);
  const owner = { employerId: caller.employerId, employeeId, leaveTypeId: type.id };
  const booked = [...(await ledgerEntries(db, owner)), ...(await pendingEntries(db, owner, startMonth))];
  const charges = splitByLeaveYear(count.days, startMonth).map((part) => {
    const firstDay = part.days[0]?.date ?? part.leaveYear.start;
    return {
      leaveYearStart: part.leaveYear.start,
      available: availableFrom(booked, firstDay, startMonth),
      charged: part.total,
    };
  });
  const outcome = checkLeaveApplication(
    type.policy,
    {
      counted: count.total,
      reason: input.reason ?? null,
      hasAttachment: (input.attachmentIds ?? []).length > 0,
      appliedOn: today,
      firstDay: from,
      charges,
      firstUsableDay: await firstUsableDayFor(db, owner, today),
      ...calendar,
    },
    submittedAs,
  );
  const factsOn = leaveDayFacts(calendar);
  return {
    owner,
    submittedAs,
    count,
    range,
    view: {
      employeeId,
      unit: type.leaveUnit,
      days: count.days.map((day) => ({
        date: day.date.toString(),
        amount: day.amount.toString(),
        ...factsOn(day.date),
      })),
      total: count.total.toString(),
      charges: charges.map((charge) => ({
        leaveYearStart: charge.leaveYearStart.toString(),
        available: charge.available.toString(),
        charged: charge.charged.toString(),
        after: charge.available.minus(charge.charged).toString(),
      })),
      refusals: outcome.refusals,
      warnings: outcome.warnings,
    },
  };
}

/** What a request would count and leave, and what the policy says of it: nothing is booked. */
export async function previewLeaveRequest(
  deps: ServiceDeps,
  caller: Caller,
  input: LeaveRequestInput,
): Promise<LeaveAssessment> {
  await requireLeaveAccess(deps, caller);
  return (await assess(deps.db, caller, input, await callerTodayOf(deps, caller))).view;
}

/**
 * Books a request and sends it to its approvers. The employee's row is locked first, so two requests
 * of one employee are assessed one after the other: of two racing for the last day of a balance that
 * may not go negative, the second sees the first as pending and is refused. Overlaps are refused by
 * the database's exclusion constraint, which also holds for two requests at once.
 */
export async function submitLeaveRequest(deps: ServiceDeps, caller: Caller, input: LeaveRequestInput) {
  await requireLeaveAccess(deps, caller);
  const today = await callerTodayOf(deps, caller);
  const submitted = await deps.db.transaction().execute(async (trx) => {
    const employeeId = await applicantOf(trx, caller, input.employeeId);
    await trx
      .selectFrom('employees')
      .select('id')
      .where('id', '=', employeeId)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .execute();
    const assessed = await assess(trx, caller, { ...input, employeeId }, today);
    const [refusal] = assessed.view.refusals;
    if (refusal) throw new Refusal(400, refusal.message, refusal.field ? { field: refusal.field } : {});
    await refuseOverlappingLeave(trx, assessed.owner, assessed.range);
    const requestId = await insertRequest(trx, caller, input, assessed, today);
    await attachToOwner(trx, caller, {
      attachmentIds: input.attachmentIds ?? [],
      ownerType: LEAVE_REQUEST_SUBJECT,
      ownerId: requestId,
    });
    await startOwnRequestApproval(trx, {
      table: 'leave_requests',
      employerId: caller.employerId,
      subjectType: LEAVE_REQUEST_SUBJECT,
      subjectId: requestId,
      requesterEmployeeId: employeeId,
      today: today.toString(),
      publicUrl: deps.publicUrl,
    });
    await auditLeaveRequest(trx, caller, 'submitLeaveRequest', requestId, null);
    return { id: requestId, warnings: assessed.view.warnings };
  });
  deps.mailDelivery.deliverSoon();
  return submitted;
}

/** What approvals call a leave request: the subject type of its approval requests. */
export const LEAVE_REQUEST_SUBJECT = 'leave-request';
registerApprovalSubject(LEAVE_REQUEST_SUBJECT, leaveRequestNotices);

async function insertRequest(
  trx: Transaction<Database>,
  caller: Caller,
  input: LeaveRequestInput,
  { owner, submittedAs, count, range, view }: Assessed,
  today: CalendarDate,
): Promise<string> {
  let id: string;
  try {
    const row = await trx
      .insertInto('leave_requests')
      .values({
        employer_id: owner.employerId,
        employee_id: owner.employeeId,
        leave_type_id: owner.leaveTypeId,
        from_date: range.from.toString(),
        to_date: range.to.toString(),
        from_part: range.fromPart,
        to_part: range.toPart,
        from_hours: input.fromHours ?? null,
        to_hours: input.toHours ?? null,
        reason: input.reason ?? null,
        amount: count.total.toFixed(2),
        unit: view.unit,
        submitted_as: submittedAs,
        submitted_by: caller.userId,
        submitted_on: today.toString(),
        halves: halvesOf(range),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  } catch (error) {
    // The check above names the clashing days; this is the last guard, should a request of the
    // employee be booked between the two despite their row's lock.
    if (isExclusionViolation(error, 'leave_requests_no_overlap')) {
      throw new Refusal(409, OVERLAPPING_LEAVE, { field: 'from' });
    }
    throw error;
  }
  await trx
    .insertInto('leave_request_days')
    .values(
      count.days.map((day) => ({
        request_id: id,
        employer_id: owner.employerId,
        day: day.date.toString(),
        amount: day.amount.toFixed(2),
      })),
    )
    .execute();
  return id;
}

async function lockedRequest(trx: Transaction<Database>, caller: Caller, id: string) {
  const request = await trx
    .selectFrom('leave_requests')
    .selectAll()
    .where('id', '=', id)
    .where('employer_id', '=', caller.employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) throw new Refusal(404, NO_SUCH_LEAVE_REQUEST);
  return request;
}

/** The employee takes back a request still waiting for a decision. */
export async function withdrawLeaveRequest(deps: ServiceDeps, caller: Caller, { id }: { id: string }) {
  await requireLeaveAccess(deps, caller);
  const today = await callerToday(deps, caller);
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, caller, id);
    const manager = caller.permissions.canAll('leave', 'update');
    const applicant = manager ? null : await applicantOf(trx, caller, null);
    if (applicant !== request.employee_id) {
      throw new Refusal(manager ? 403 : 404, manager ? ONLY_OWN_WITHDRAWAL : NO_SUCH_LEAVE_REQUEST);
    }
    if (request.status !== 'pending') throw new Refusal(409, NOT_PENDING);
    if (request.approval_id) {
      await withdrawApproval(trx, caller, {
        approvalId: request.approval_id,
        today,
        publicUrl: deps.publicUrl,
      });
    }
    await trx.updateTable('leave_requests').set({ status: 'withdrawn' }).where('id', '=', id).execute();
    await auditLeaveRequest(trx, caller, 'withdrawLeaveRequest', id, request);
  });
}

/**
 * Cancels approved leave and gives its days back to the years they were taken from. An employee may
 * cancel their own before its first day; an administrator any time.
 */
export async function cancelLeaveRequest(deps: ServiceDeps, caller: Caller, { id }: { id: string }) {
  await requireLeaveAccess(deps, caller);
  const today = await callerTodayOf(deps, caller);
  await deps.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, caller, id);
    if (!caller.permissions.canAll('leave', 'update')) {
      const applicant = await applicantOf(trx, caller, null);
      if (applicant !== request.employee_id) throw new Refusal(404, NO_SUCH_LEAVE_REQUEST);
      if (parseDate(request.from_date).compare(today) <= 0) throw new Refusal(409, ALREADY_STARTED);
    }
    if (request.status !== 'approved') throw new Refusal(409, NOT_APPROVED);
    const startMonth = await leaveYearStartMonth(trx, caller.employerId);
    const days = await requestDays(trx, caller.employerId, id);
    await writeLedgerEntries(
      trx,
      { employerId: caller.employerId, employeeId: request.employee_id, leaveTypeId: request.leave_type_id },
      returnedEntries(`cancelled:${id}`, days, startMonth),
      { requestId: id, createdBy: caller.userId },
    );
    await trx
      .updateTable('leave_requests')
      .set({ status: 'cancelled', cancelled_at: new Date(), cancelled_by: caller.userId })
      .where('id', '=', id)
      .execute();
    await auditLeaveRequest(trx, caller, 'cancelLeaveRequest', id, request);
  });
}

/** Writes what an approval's end means for its leave request: its days taken, or nothing. */
export async function settleDecidedRequest(
  trx: Transaction<Database>,
  employerId: string,
  requestId: string,
  status: 'approved' | 'rejected',
): Promise<void> {
  const request = await trx
    .selectFrom('leave_requests')
    .select(['employee_id', 'leave_type_id'])
    .where('id', '=', requestId)
    .where('employer_id', '=', employerId)
    .executeTakeFirstOrThrow();
  if (status === 'approved') {
    const startMonth = await leaveYearStartMonth(trx, employerId);
    const days = await requestDays(trx, employerId, requestId);
    await writeLedgerEntries(
      trx,
      { employerId, employeeId: request.employee_id, leaveTypeId: request.leave_type_id },
      takenEntries(requestId, days, startMonth),
      { requestId },
    );
  }
  await trx
    .updateTable('leave_requests')
    .set({ status, decided_at: new Date() })
    .where('id', '=', requestId)
    .execute();
}
