import { type Kysely, sql } from 'kysely';
import { pendingFor } from '../../approvals/pending.ts';
import { personNames } from '../../approvals/persons.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import type { EmployeeRequest, ProposedDetails } from '../../contract-types.ts';
import type { Database } from '../../db/schema.ts';
import type { EmployeeRequestsTable } from '../../db/schema-requests.ts';
import { type Reach, reachesEmployeeRow } from '../../roles/scope.ts';

/**
 * An employee's requests as the Request page, the bell and the record's "Pending approval" note read
 * them: one readable line each, whose step a pending one waits on, and what the caller may do with it.
 */

/** What approvals call these requests: the subject type of their approval requests. */
export const EMPLOYEE_REQUEST_SUBJECT = 'employee-request';
export const NO_SUCH_REQUEST = 'There is no such request.';

type StoredRequest = Pick<
  import('kysely').Selectable<EmployeeRequestsTable>,
  | 'id'
  | 'employee_id'
  | 'kind'
  | 'subject'
  | 'proposed'
  | 'reason'
  | 'status'
  | 'approval_id'
  | 'submitted_on'
  | 'decided_on'
  | 'decided_by_name'
  | 'rejection_reason'
> & { employee_name: string; waiting_for: string[] | null };

/** "Bank account: Ecobank 0012345678", "Name: Ama Owusu", "Salary certificate". */
export function describedRequest(subject: string, proposed: ProposedDetails | null): string {
  if (!proposed) return subject;
  switch (subject) {
    case 'Bank account':
      return `Bank account: ${[proposed.bankName, proposed.bankAccount].filter(Boolean).join(' ')}`;
    case 'Name':
      return `Name: ${proposed.firstName} ${proposed.lastName}`;
    default:
      return `Marital status: ${proposed.maritalStatus}`;
  }
}

/** The requests of the employer, joined with what a view needs; narrowed by `where`. */
export function requestRows(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('employee_requests as r')
    .innerJoin('employees', (join) =>
      join.onRef('employees.id', '=', 'r.employee_id').onRef('employees.employer_id', '=', 'r.employer_id'),
    )
    .leftJoin('approval_requests as a', (join) =>
      join.onRef('a.id', '=', 'r.approval_id').onRef('a.employer_id', '=', 'r.employer_id'),
    )
    .select([
      'r.id',
      'r.employee_id',
      'r.kind',
      'r.subject',
      'r.proposed',
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

/** Keeps a requestRows query to the employees `reach` includes (the caller's employees.read). */
export function inReach(reach: Reach) {
  return reachesEmployeeRow(reach);
}

export interface ViewContext {
  /** The caller's own employee record, if their account has one. */
  ownEmployeeId: string | null;
  /** The approvals the caller may decide today. */
  decidable: ReadonlySet<string>;
}

/**
 * What the caller may do with requests today: withdraw their own, decide those waiting on them.
 * `subjectType`: the approvals' subject the requests are (attendance requests share this).
 */
export async function viewContext(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  subjectType = EMPLOYEE_REQUEST_SUBJECT,
): Promise<ViewContext> {
  const account = await db
    .selectFrom('users')
    .select('employee_id')
    .where('id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  const pending = await pendingFor(db, caller, today);
  return {
    ownEmployeeId: account?.employee_id ?? null,
    decidable: new Set(
      pending
        .filter((approval) => approval.subjectType === subjectType)
        .map((approval) => approval.approvalId),
    ),
  };
}

export async function requestViews(
  db: Kysely<Database>,
  employerId: string,
  rows: StoredRequest[],
  context: ViewContext,
): Promise<EmployeeRequest[]> {
  const waiting = rows.flatMap((row) => (row.status === 'Pending' ? (row.waiting_for ?? []) : []));
  const names = await personNames(db, employerId, waiting);
  return rows.map((row) => {
    const proposed = row.proposed as ProposedDetails | null;
    const pending = row.status === 'Pending';
    return {
      id: row.id,
      employeeId: row.employee_id,
      employeeName: row.employee_name,
      kind: row.kind,
      subject: row.subject as EmployeeRequest['subject'],
      description: describedRequest(row.subject, proposed),
      proposed,
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
