import { balanceWithBookedLeave } from '@hr/domain';
import { sql } from 'kysely';
import { decideApproval } from '../approvals/approval-requests.ts';
import { pendingFor } from '../approvals/pending.ts';
import { attachedFiles } from '../attachments/attach.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { callerToday, callerTodayOf } from '../employer/employer-settings.ts';
import { requireLeaveAccess } from './leave-access.ts';
import { ledgersByEmployee } from './leave-ledger.ts';
import { auditLeaveRequest } from './leave-request-audit.ts';
import { LEAVE_REQUEST_SUBJECT, NO_SUCH_LEAVE_REQUEST, settleDecidedRequest } from './leave-requests.ts';
import { leaveYearStartMonth } from './leave-year.ts';

/**
 * Review (issue 12 item 7): the leave requests the caller may decide now, each with what an approver
 * asks before deciding (the applicant's balance of that leave type, and who else of their department
 * is away on those days), and the decision itself, carried out by the approval module and settled
 * here in the same transaction.
 */

export interface LeaveToReview {
  requestId: string;
  approvalId: string;
  employeeId: string;
  employeeName: string;
  leaveTypeId: string;
  leaveTypeCode: string;
  /** What the code stands for ("Annual leave"), so an approver need not know the codes. */
  leaveTypeDescription: string | null;
  color: string;
  from: string;
  to: string;
  fromPart: string;
  toPart: string;
  amount: string;
  unit: 'Day' | 'Hour';
  reason: string | null;
  submittedOn: string;
  waitingSince: string;
  escalated: boolean;
  /** The applicant's balance of the leave type today, before this request. */
  balance: string;
  /** That balance less the approved leave dated after today in the same leave year. */
  afterBookedLeave: string;
  /** Others of the applicant's department with leave booked on any of these days. */
  alsoAway: { employeeName: string; from: string; to: string }[];
  attachments: Attachment[];
}

/**
 * The head of the caller's queue: its first `limit` requests, longest waiting first, and how many wait
 * in all. The queue itself is the approval module's (pendingFor judges every waiting approval, as
 * decideApproval does); only the head's requests are read with what an approver asks, so a queue of
 * a thousand answers twenty cards, not a thousand. A screen shows more by asking for a longer head.
 */
export async function leaveToReview(
  deps: ServiceDeps,
  caller: Caller,
  { limit }: { limit: number },
): Promise<{ items: LeaveToReview[]; total: number }> {
  await requireLeaveAccess(deps, caller);
  const today = await callerTodayOf(deps, caller);
  const queue = await pendingFor(deps.db, caller, today.toString(), { subjectType: LEAVE_REQUEST_SUBJECT });
  const waiting = queue.slice(0, limit);
  if (waiting.length === 0) return { items: [], total: queue.length };
  // One query for the requests and who else is away, one for the applicants' ledgers: the queue, the
  // requests and the ledgers are three round trips however long the head (besides the access check and
  // the day, once a call), not two a request.
  const rows = await deps.db
    .selectFrom('leave_requests as r')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'r.employee_id').onRef('e.employer_id', '=', 'r.employer_id'),
    )
    .innerJoin('leave_types as t', (join) =>
      join.onRef('t.id', '=', 'r.leave_type_id').onRef('t.employer_id', '=', 'r.employer_id'),
    )
    .select([
      'r.id',
      'r.employee_id',
      'r.leave_type_id',
      'r.from_date',
      'r.to_date',
      'r.from_part',
      'r.to_part',
      'r.amount',
      'r.unit',
      'r.reason',
      'r.submitted_on',
      'e.first_name',
      'e.last_name',
      't.code',
      't.description',
      't.color',
      attachedFiles(LEAVE_REQUEST_SUBJECT, 'r.id', 'r.employer_id').as('attachments'),
      alsoAway.as('also_away'),
    ])
    .where('r.employer_id', '=', caller.employerId)
    .where(sql<boolean>`r.id = any(${waiting.map((approval) => approval.subjectId)}::uuid[])`)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const startMonth = await leaveYearStartMonth(deps.db, caller.employerId);
  const ledgers = await ledgersByEmployee(deps.db, caller.employerId, [
    ...new Set(rows.map((row) => row.employee_id)),
  ]);
  const answer: LeaveToReview[] = [];
  for (const approval of waiting) {
    const row = byId.get(approval.subjectId);
    if (!row) continue;
    const ledger = ledgers.get(row.employee_id)?.get(row.leave_type_id) ?? [];
    const balance = balanceWithBookedLeave(ledger, today, startMonth);
    answer.push({
      requestId: row.id,
      approvalId: approval.approvalId,
      employeeId: row.employee_id,
      employeeName: `${row.first_name} ${row.last_name}`,
      leaveTypeId: row.leave_type_id,
      leaveTypeCode: row.code,
      leaveTypeDescription: row.description,
      color: row.color,
      from: row.from_date,
      to: row.to_date,
      fromPart: row.from_part,
      toPart: row.to_part,
      amount: row.amount,
      unit: row.unit,
      reason: row.reason,
      submittedOn: row.submitted_on,
      waitingSince: approval.waitingSince,
      escalated: approval.escalated,
      balance: balance.availableNow.toString(),
      afterBookedLeave: balance.afterBookedLeave.toString(),
      alsoAway: row.also_away,
      attachments: row.attachments,
    });
  }
  return { items: answer, total: queue.length };
}

/**
 * Others of the applicant's department (the placement cached on their row) with leave pending or
 * approved on any day of request `r`, the first 20 by start: a column of the review's own query.
 * No department, nobody.
 */
const alsoAway = sql<LeaveToReview['alsoAway']>`coalesce((
  select json_agg(json_build_object('employeeName', away.first_name || ' ' || away.last_name,
    'from', away.from_date, 'to', away.to_date) order by away.from_date)
  from (
    select other_employee.first_name, other_employee.last_name, other.from_date, other.to_date
    from leave_requests other
    join employees other_employee
      on other_employee.id = other.employee_id and other_employee.employer_id = other.employer_id
    where other.employer_id = r.employer_id
      and other_employee.placed_department_id = e.placed_department_id
      and other.employee_id <> r.employee_id
      and other.status in ('pending', 'approved')
      and other.from_date <= r.to_date
      and other.to_date >= r.from_date
    -- By start alone, so the scan of the dates index stops at the 20th (a second key sorts every match).
    order by other.from_date
    limit 20
  ) away
), '[]'::json)`;

/**
 * Approves or rejects the step a request waits on. The approval module decides who may (nobody their
 * own request) and moves it on; when it ends, the request is settled in the same transaction: its
 * days taken from the balance when approved.
 */
export async function decideLeaveRequest(
  deps: ServiceDeps,
  caller: Caller,
  { id, decision, comment }: { id: string; decision: 'approve' | 'reject'; comment?: string | null },
): Promise<{ status: string }> {
  await requireLeaveAccess(deps, caller);
  const today = await callerToday(deps, caller);
  const decided = await deps.db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('leave_requests')
      .selectAll()
      .where('id', '=', id)
      .where('employer_id', '=', caller.employerId)
      .forUpdate()
      .executeTakeFirst();
    if (!request?.approval_id) throw new Refusal(404, NO_SUCH_LEAVE_REQUEST);
    const outcome = await decideApproval(trx, caller, {
      approvalId: request.approval_id,
      decision,
      comment: comment ?? null,
      today,
      publicUrl: deps.publicUrl,
    });
    if (outcome.status === 'approved' || outcome.status === 'rejected') {
      await settleDecidedRequest(trx, caller.employerId, id, outcome.status);
    }
    // A step decided short of the last leaves the request pending: the decision is what changed.
    await auditLeaveRequest(trx, caller, 'decideLeaveRequest', id, request, {
      decision,
      comment: comment ?? null,
      decidedStep: outcome.decidedStepIndex,
      capacity: outcome.capacity,
    });
    return { status: outcome.status };
  });
  deps.mailDelivery.deliverSoon();
  return decided;
}
