import type { ChangeableDetail, LetterKind } from '@hr/domain';
import type { Transaction } from 'kysely';
import { registerApprovalSubject } from '../../approvals/approval-notices.ts';
import {
  decideApproval,
  startOwnRequestApproval,
  withdrawApproval,
} from '../../approvals/approval-requests.ts';
import { actorOf, writeAudit } from '../../audit/audit-trail.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type {
  ChangeOfDetailsRequest,
  DecideEmployeeRequest,
  EmployeeRequest,
  LetterRequest,
  ProposedDetails,
  RequestListRequest,
} from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { Refusal } from '../../core/refusal.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { Database } from '../../db/schema.ts';
import { employerToday } from '../../employer/employer-settings.ts';
import { reachesEmployee, reachOf } from '../../roles/scope.ts';
import { NO_SUCH_EMPLOYEE } from '../employee-record.ts';
import { applyApprovedChange, proposedChange } from './change-of-details.ts';
import { filledLetter } from './letter-facts.ts';
import { employeeRequestNotices } from './request-notices.ts';
import {
  EMPLOYEE_REQUEST_SUBJECT,
  inReach,
  NO_SUCH_REQUEST,
  requestRows,
  requestViews,
  viewContext,
} from './request-views.ts';

/**
 * Employee Management › Request (issue 28, item 4): an employee asks to change their own bank account,
 * name or marital status, or for a letter; the approval module routes it by the employee's leave
 * workflow (the one workflow an employee has) and it is decided as a leave request is. Nothing on the
 * record changes until the last approval, which applies the change through the employee form's update
 * in the same transaction; a letter is filled with the employee's facts of that day.
 */

export const NO_EMPLOYEE_RECORD =
  'Your account is not tied to an employee record, so it has nothing to ask for.';
export const REASON_TO_REJECT = 'Give the reason for rejecting.';
export const SAME_CHANGE_WAITING = 'A change of this detail is already waiting for approval.';

registerApprovalSubject(EMPLOYEE_REQUEST_SUBJECT, employeeRequestNotices);

/** The caller's own employee record, or a 403: an account without one has nothing to ask for. */
export async function ownEmployeeId(trx: Transaction<Database>, caller: Caller): Promise<string> {
  const account = await trx
    .selectFrom('users')
    .select('employee_id')
    .where('id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!account?.employee_id) throw new Refusal(403, NO_EMPLOYEE_RECORD);
  return account.employee_id;
}

async function oneView(
  trx: Transaction<Database>,
  caller: Caller,
  id: string,
  today: string,
): Promise<EmployeeRequest> {
  const rows = await requestRows(trx, caller.employerId).where('r.id', '=', id).execute();
  const [view] = await requestViews(trx, caller.employerId, rows, await viewContext(trx, caller, today));
  if (!view) throw new Refusal(404, NO_SUCH_REQUEST);
  return view;
}

async function audit(
  trx: Transaction<Database>,
  caller: Caller,
  operation: string,
  id: string,
  before: EmployeeRequest | null,
  after: EmployeeRequest,
) {
  const facts = ({ status, description, rejectionReason }: EmployeeRequest) => ({
    status,
    description,
    rejectionReason,
  });
  await writeAudit(trx, actorOf(caller), {
    operation,
    area: 'employees',
    recordType: 'employee-request',
    recordId: id,
    before: before && facts(before),
    after: { employeeId: after.employeeId, ...facts(after) },
  });
}

/** Stores a request of the caller's own and starts its approval; answers it as stored. */
async function ask(
  deps: ServiceDeps,
  caller: Caller,
  operation: string,
  request: (
    trx: Transaction<Database>,
    employeeId: string,
    today: string,
  ) => Promise<{
    kind: 'Change of details' | 'Letter';
    subject: ChangeableDetail | LetterKind;
    proposed: ProposedDetails | null;
    reason: string | null;
  }>,
): Promise<EmployeeRequest> {
  const today = await employerToday(deps, caller.employerId);
  const asked = await deps.db.transaction().execute(async (trx) => {
    const employeeId = await ownEmployeeId(trx, caller);
    const values = await request(trx, employeeId, today);
    let id: string;
    try {
      ({ id } = await trx
        .insertInto('employee_requests')
        .values({
          employer_id: caller.employerId,
          employee_id: employeeId,
          kind: values.kind,
          subject: values.subject,
          proposed: values.proposed && JSON.stringify(values.proposed),
          reason: values.reason?.trim() || null,
          submitted_on: today,
          submitted_by: caller.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      if (isUniqueViolation(error, 'employee_requests_one_pending_change_key')) {
        throw new Refusal(409, SAME_CHANGE_WAITING, { field: 'subject' });
      }
      throw error;
    }
    await startOwnRequestApproval(trx, {
      table: 'employee_requests',
      employerId: caller.employerId,
      subjectType: EMPLOYEE_REQUEST_SUBJECT,
      subjectId: id,
      requesterEmployeeId: employeeId,
      today,
      publicUrl: deps.publicUrl,
    });
    const view = await oneView(trx, caller, id, today);
    await audit(trx, caller, operation, id, null, view);
    return view;
  });
  deps.mailDelivery.deliverSoon();
  return asked;
}

/** ask-change-of-details: the caller's own change, pending until approved. */
export function askChangeOfDetails(deps: ServiceDeps, caller: Caller, input: ChangeOfDetailsRequest) {
  return ask(deps, caller, 'askChangeOfDetails', async (trx, employeeId, today) => ({
    kind: 'Change of details',
    subject: input.subject,
    proposed: await proposedChange(trx, caller.employerId, employeeId, input, today),
    reason: input.reason ?? null,
  }));
}

/** ask-letter: an employment confirmation or a salary certificate, filled once approved. */
export function askLetter(deps: ServiceDeps, caller: Caller, input: LetterRequest) {
  return ask(deps, caller, 'askLetter', async () => ({
    kind: 'Letter',
    subject: input.letter,
    proposed: null,
    reason: input.reason ?? null,
  }));
}

async function lockedRequest(trx: Transaction<Database>, caller: Caller, id: string) {
  const row = await trx
    .selectFrom('employee_requests')
    .select(['id', 'employee_id', 'kind', 'subject', 'proposed', 'status', 'approval_id'])
    .where('id', '=', id)
    .where('employer_id', '=', caller.employerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row?.approval_id) throw new Refusal(404, NO_SUCH_REQUEST);
  return { ...row, approval_id: row.approval_id };
}

/** withdraw-request: the employee takes back their own pending request; nothing else changes. */
export async function withdrawRequest(deps: ServiceDeps, caller: Caller, { id }: { id: string }) {
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
      .updateTable('employee_requests')
      .set({ status: 'Withdrawn', decided_on: today })
      .where('id', '=', id)
      .execute();
    const after = await oneView(trx, caller, id, today);
    await audit(trx, caller, 'withdrawRequest', id, before, after);
    return after;
  });
  deps.mailDelivery.deliverSoon();
  return withdrawn;
}

/**
 * The request as the caller sees it before changing it: a 404 for someone who neither reaches its
 * employee, asked for it, nor takes part in its approval (approvals then say 403 to a participant
 * who may not do this, as they do for leave).
 */
async function visibleView(
  trx: Transaction<Database>,
  caller: Caller,
  id: string,
  employeeId: string,
  today: string,
): Promise<EmployeeRequest> {
  const view = await oneView(trx, caller, id, today);
  const reads = await reachesEmployee(trx, reachOf(caller, 'employees', 'read', today), employeeId);
  if (!reads && !view.canWithdraw && !view.canDecide) throw new Refusal(404, NO_SUCH_REQUEST);
  return view;
}

/**
 * decide-request: the approval module records the decision (refusing the requester, OWN_REQUEST, and
 * anyone the waiting step does not name); at the last approval the change applies or the letter is
 * filled, in the same transaction. A rejection needs its reason.
 */
export async function decideRequest(
  deps: ServiceDeps,
  caller: Caller,
  { id, decision, comment }: DecideEmployeeRequest,
): Promise<EmployeeRequest> {
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
      await audit(trx, caller, 'decideRequest', id, before, after);
      return after;
    }
    const approved = outcome.status === 'approved';
    const deciderName = await nameOf(trx, caller);
    await trx
      .updateTable('employee_requests')
      .set({
        status: approved ? 'Approved' : 'Rejected',
        decided_on: today,
        decided_by_name: deciderName,
        rejection_reason: approved ? null : reason,
        letter_text:
          approved && request.kind === 'Letter'
            ? await filledLetter(
                trx,
                caller.employerId,
                request.employee_id,
                request.subject as LetterKind,
                today,
              )
            : null,
      })
      .where('id', '=', id)
      .execute();
    if (approved && request.kind === 'Change of details') {
      // The form's own update writes the trail's row, on the employee, naming this request.
      await applyApprovedChange(trx, caller, request, today);
      return oneView(trx, caller, id, today);
    }
    const after = await oneView(trx, caller, id, today);
    await audit(trx, caller, 'decideRequest', id, before, after);
    return after;
  });
  deps.mailDelivery.deliverSoon();
  return decided;
}

/** The decider's name as the letter prints it: their employee record's, else their account's. */
export async function nameOf(trx: Transaction<Database>, caller: Caller): Promise<string> {
  const row = await trx
    .selectFrom('users')
    .leftJoin('employees', (join) =>
      join
        .onRef('employees.id', '=', 'users.employee_id')
        .onRef('employees.employer_id', '=', 'users.employer_id'),
    )
    .select([
      'users.first_name',
      'users.last_name',
      'employees.first_name as employee_first',
      'employees.last_name as employee_last',
    ])
    .where('users.id', '=', caller.userId)
    .where('users.employer_id', '=', caller.employerId)
    .executeTakeFirstOrThrow();
  return row.employee_first
    ? `${row.employee_first} ${row.employee_last}`
    : [row.first_name, row.last_name].filter(Boolean).join(' ');
}

/**
 * list-requests: the requests of the people the caller's employees.read reaches (an employee their
 * own), filtered as asked, and those waiting on the caller's decision whoever asked.
 */
export async function listRequests(
  deps: ServiceDeps,
  caller: Caller,
  { employeeId, status }: RequestListRequest,
): Promise<{ requests: EmployeeRequest[]; toDecide: EmployeeRequest[] }> {
  const { db } = deps;
  const today = await employerToday(deps, caller.employerId);
  const reach = reachOf(caller, 'employees', 'read', today);
  if (employeeId) {
    // reachesEmployee answers for an employee of the caller's employer; another's is no employee here.
    const ours = await db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', employeeId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    if (!ours || !(await reachesEmployee(db, reach, employeeId))) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  }
  const context = await viewContext(db, caller, today);
  let query = requestRows(db, caller.employerId).where(inReach(reach));
  if (employeeId) query = query.where('r.employee_id', '=', employeeId);
  if (status) query = query.where('r.status', '=', status);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id').execute();
  const waiting = context.decidable.size
    ? await requestRows(db, caller.employerId)
        .where('r.approval_id', 'in', [...context.decidable])
        .orderBy('a.waiting_since')
        .orderBy('r.created_at')
        .execute()
    : [];
  return {
    requests: await requestViews(db, caller.employerId, rows, context),
    toDecide: await requestViews(db, caller.employerId, waiting, context),
  };
}
