import type { ChangeableDetail, LetterKind } from '@hr/domain';
import { sql, type Transaction } from 'kysely';
import { registerApprovalSubject } from '../../approvals/approval-notices.ts';
import {
  askOwnRequest,
  decideOwnRequest,
  listOwnRequests,
  type OwnRequestKind,
  withdrawOwnRequest,
} from '../../approvals/own-requests.ts';
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
import type { Database } from '../../db/schema.ts';
import type { EmployeeRequestsTable } from '../../db/schema-requests.ts';
import { callerToday } from '../../employer/employer-settings.ts';
import { applyApprovedChange, proposedChange } from './change-of-details.ts';
import { filledLetter } from './letter-facts.ts';
import { employeeRequestNotices } from './request-notices.ts';
import { describedRequest, EMPLOYEE_REQUEST_SUBJECT } from './request-views.ts';

/**
 * Employee Management › Request (issue 28, item 4): an employee asks to change their own bank account,
 * name or marital status, or for a letter; the approval module routes it by the employee's leave
 * workflow (the one workflow an employee has) and it is decided as a leave request is. Nothing on the
 * record changes until the last approval, which applies the change through the employee form's update
 * in the same transaction; a letter is filled with the employee's facts of that day.
 */

export { NO_EMPLOYEE_RECORD, REASON_TO_REJECT } from '../../approvals/own-requests.ts';
export const SAME_CHANGE_WAITING = 'A change of this detail is already waiting for approval.';

registerApprovalSubject(EMPLOYEE_REQUEST_SUBJECT, employeeRequestNotices);

type OwnColumns = Pick<EmployeeRequestsTable, 'kind' | 'subject' | 'reason'> & {
  proposed: Record<string, unknown> | null;
};
const OWN_COLUMNS = sql`r.kind, r.subject, r.proposed`;

/** Employees' requests as approvals decide them: a change applied, a letter filled, at the last approval. */
const employeeRequests: OwnRequestKind<
  OwnColumns,
  Omit<OwnColumns, 'reason'>,
  Pick<EmployeeRequest, 'kind' | 'subject' | 'description' | 'proposed' | 'reason'>
> = {
  table: 'employee_requests',
  subjectType: EMPLOYEE_REQUEST_SUBJECT,
  area: 'employees',
  columns: OWN_COLUMNS,
  lockedColumns: OWN_COLUMNS,
  oneWaiting: {
    key: 'employee_requests_one_pending_change_key',
    message: SAME_CHANGE_WAITING,
    field: 'subject',
  },
  newestFirst: sql`r.created_at desc, r.id`,
  details: (row) => {
    const proposed = row.proposed as ProposedDetails | null;
    return {
      kind: row.kind,
      subject: row.subject as EmployeeRequest['subject'],
      description: describedRequest(row.subject, proposed),
      proposed,
      reason: row.reason,
    };
  },
  auditFacts: ({ status, description, rejectionReason }) => ({ status, description, rejectionReason }),
  async onApproved(trx, _deps, caller, request, today) {
    if (request.kind === 'Change of details') {
      // The form's own update writes the trail's row, on the employee, naming this request.
      await applyApprovedChange(trx, caller, request, today);
      return 'audited';
    }
    const letter = await filledLetter(
      trx,
      caller.employerId,
      request.employee_id,
      request.subject as LetterKind,
      today,
    );
    await trx
      .updateTable('employee_requests')
      .set({ letter_text: letter })
      .where('id', '=', request.id)
      .execute();
    return {};
  },
};

/** Stores a request of the caller's own (see askOwnRequest); answers it as stored. */
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
  const today = await callerToday(deps, caller);
  return askOwnRequest(deps, caller, employeeRequests, operation, today, async (trx, employeeId) => {
    const values = await request(trx, employeeId, today);
    const { id } = await trx
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
      .executeTakeFirstOrThrow();
    return id;
  });
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

/** withdraw-request: the employee takes back their own pending request; nothing else changes. */
export function withdrawRequest(deps: ServiceDeps, caller: Caller, { id }: { id: string }) {
  return withdrawOwnRequest(deps, caller, employeeRequests, 'withdrawRequest', id);
}

/**
 * decide-request: decided through approvals (see decideOwnRequest); at the last approval the change
 * applies or the letter is filled, in the same transaction.
 */
export function decideRequest(deps: ServiceDeps, caller: Caller, input: DecideEmployeeRequest) {
  return decideOwnRequest(deps, caller, employeeRequests, 'decideRequest', input);
}

/**
 * list-requests: the requests of the people the caller's employees.read reaches (an employee their
 * own), filtered as asked, and those waiting on the caller's decision whoever asked.
 */
export function listRequests(deps: ServiceDeps, caller: Caller, filter: RequestListRequest) {
  return listOwnRequests(deps, caller, employeeRequests, filter);
}
