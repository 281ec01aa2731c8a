import { balanceWithBookedLeave } from '@hr/domain';
import { decideApproval } from '../approvals/approval-requests.ts';
import { pendingFor } from '../approvals/pending.ts';
import { attachedFiles } from '../attachments/attach.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { callerToday, callerTodayOf } from '../employer/employer-settings.ts';
import { requireLeaveAccess } from './leave-access.ts';
import { ledgerEntries } from './leave-ledger.ts';
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

export async function leaveToReview(deps: ServiceDeps, caller: Caller): Promise<LeaveToReview[]> {
  await requireLeaveAccess(deps, caller);
  const today = await callerTodayOf(deps, caller);
  const waiting = await pendingFor(deps.db, caller, today.toString(), { subjectType: LEAVE_REQUEST_SUBJECT });
  if (waiting.length === 0) return [];
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
      'e.placed_department_id',
      't.code',
      't.description',
      't.color',
      attachedFiles(LEAVE_REQUEST_SUBJECT, 'r.id', 'r.employer_id').as('attachments'),
    ])
    .where('r.employer_id', '=', caller.employerId)
    .where(
      'r.id',
      'in',
      waiting.map((approval) => approval.subjectId),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const startMonth = await leaveYearStartMonth(deps.db, caller.employerId);
  const answer: LeaveToReview[] = [];
  for (const approval of waiting) {
    const row = byId.get(approval.subjectId);
    if (!row) continue;
    const ledger = await ledgerEntries(deps.db, {
      employerId: caller.employerId,
      employeeId: row.employee_id,
      leaveTypeId: row.leave_type_id,
    });
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
      alsoAway: await alsoAway(deps, caller.employerId, row),
      attachments: row.attachments,
    });
  }
  return answer;
}

async function alsoAway(
  { db }: ServiceDeps,
  employerId: string,
  request: {
    id: string;
    employee_id: string;
    from_date: string;
    to_date: string;
    placed_department_id: string | null;
  },
) {
  if (!request.placed_department_id) return [];
  const rows = await db
    .selectFrom('leave_requests as r')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'r.employee_id').onRef('e.employer_id', '=', 'r.employer_id'),
    )
    .select(['e.first_name', 'e.last_name', 'r.from_date', 'r.to_date'])
    .where('r.employer_id', '=', employerId)
    .where('e.placed_department_id', '=', request.placed_department_id)
    .where('r.employee_id', '!=', request.employee_id)
    .where('r.status', 'in', ['pending', 'approved'])
    .where('r.from_date', '<=', request.to_date)
    .where('r.to_date', '>=', request.from_date)
    .orderBy('r.from_date')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    employeeName: `${row.first_name} ${row.last_name}`,
    from: row.from_date,
    to: row.to_date,
  }));
}

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
