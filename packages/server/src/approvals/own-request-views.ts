import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { EmployeeRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { pendingFor } from './pending.ts';
import { personNames } from './persons.ts';

/**
 * Own requests (see own-requests.ts) as their readers see them: the stored rows with their approval's
 * waiting step, and what the reader may do with each (withdraw their own, decide one waiting on them).
 */

export const NO_SUCH_REQUEST = 'There is no such request.';

export type OwnRequestStatus = OwnRequestView['status'];

/** The columns every such request has, as `ownRequestRows` reads them (`reason` too, typed by the kind). */
export interface StoredOwnRequest {
  id: string;
  employee_id: string;
  status: OwnRequestStatus;
  approval_id: string | null;
  submitted_on: string;
  decided_on: string | null;
  decided_by_name: string | null;
  rejection_reason: string | null;
  waiting_for: string[] | null;
  employee_name: string;
}

/**
 * What every request's view carries beside the kind's own details (which end with its reason): the
 * contract's EmployeeRequest and AttendanceRequestRecord share it.
 */
export type OwnRequestView = Omit<
  EmployeeRequest,
  'kind' | 'subject' | 'description' | 'proposed' | 'reason'
>;

/** The employee record the caller's account is tied to; null for an account without one. */
export async function accountEmployeeId(db: Kysely<Database>, caller: Caller): Promise<string | null> {
  const account = await db
    .selectFrom('users')
    .select('employee_id')
    .where('id', '=', caller.userId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  return account?.employee_id ?? null;
}

export interface ViewContext {
  /** The caller's own employee record, if their account has one. */
  ownEmployeeId: string | null;
  /** The approvals the caller may decide today. */
  decidable: ReadonlySet<string>;
}

/** What the caller may do with requests of `subjectType` today: withdraw their own, decide those waiting on them. */
export async function viewContext(
  db: Kysely<Database>,
  caller: Caller,
  today: string,
  subjectType: string,
): Promise<ViewContext> {
  const pending = await pendingFor(db, caller, today);
  return {
    ownEmployeeId: await accountEmployeeId(db, caller),
    decidable: new Set(
      pending
        .filter((approval) => approval.subjectType === subjectType)
        .map((approval) => approval.approvalId),
    ),
  };
}

/**
 * The kind's requests of the employer that `where` keeps, in `orderBy`, with whose step a pending one
 * waits on and whose it is (`employees` is the request's employee, for a scope's condition).
 */
export async function ownRequestRows<S, L, D extends object>(
  db: Kysely<Database>,
  kind: OwnRequestKind<S, L, D>,
  employerId: string,
  where: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown>,
): Promise<(StoredOwnRequest & S)[]> {
  const { rows } = await sql<StoredOwnRequest & S>`
    select r.id, r.employee_id, r.reason, r.status, r.approval_id, r.submitted_on, r.decided_on,
      r.decided_by_name, r.rejection_reason, a.waiting_for,
      employees.first_name || ' ' || employees.last_name as employee_name, ${kind.columns}
    from ${sql.table(kind.table)} as r
    inner join employees on employees.id = r.employee_id and employees.employer_id = r.employer_id
    left join approval_requests as a on a.id = r.approval_id and a.employer_id = r.employer_id
    where r.employer_id = ${employerId} and ${where}
    order by ${orderBy}`.execute(db);
  return rows;
}

/** The rows as their readers see them: whose step a pending one waits on, and what the reader may do. */
export async function ownRequestViews<S, L, D extends object>(
  db: Kysely<Database>,
  kind: OwnRequestKind<S, L, D>,
  employerId: string,
  rows: (StoredOwnRequest & S)[],
  context: ViewContext,
): Promise<(OwnRequestView & D)[]> {
  const waiting = rows.flatMap((row) => (row.status === 'Pending' ? (row.waiting_for ?? []) : []));
  const names = await personNames(db, employerId, waiting);
  return rows.map((row) => {
    const pending = row.status === 'Pending';
    return {
      id: row.id,
      employeeId: row.employee_id,
      employeeName: row.employee_name,
      ...kind.details(row),
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

/** One request as the caller sees it, or a 404. */
export async function oneOwnRequest<S, L, D extends object>(
  db: Kysely<Database>,
  kind: OwnRequestKind<S, L, D>,
  caller: Caller,
  id: string,
  today: string,
): Promise<OwnRequestView & D> {
  const rows = await ownRequestRows(db, kind, caller.employerId, sql`r.id = ${id}`, sql`r.id`);
  const context = await viewContext(db, caller, today, kind.subjectType);
  const [view] = await ownRequestViews(db, kind, caller.employerId, rows, context);
  if (!view) throw new Refusal(404, NO_SUCH_REQUEST);
  return view;
}

/** The request's row as a decision locks it: its own columns, and those the kind's last approval reads. */
export type LockedOwnRequest<Locked> = Locked & { id: string; employee_id: string; approval_id: string };

/** What a kind's last approval adds to the trail's row: facts before and after, or its own row written. */
export type ApprovalEffect = { before?: object; after?: object } | 'audited';

export interface OwnRequestKind<Stored, Locked, Details extends object> {
  table: 'employee_requests' | 'attendance_requests';
  /** What approvals call these requests, and the trail's record type. */
  subjectType: string;
  /** The area whose read scope reaches whose requests a reader sees, and the trail's area. */
  area: 'employees' | 'attendance';
  /**
   * The kind's own columns of `r` a view reads, as `Stored` names them. Kysely cannot type a query
   * over a table chosen at run time, so the kind states the row it selects.
   */
  columns: RawBuilder<unknown>;
  /** The columns of `r` its last approval reads, as `Locked` names them. */
  lockedColumns: RawBuilder<unknown>;
  /** The unique key that keeps one request of a sort waiting, and the refusal (409) that names it. */
  oneWaiting: { key: string; message: string; field: string };
  /** The order of a list, newest first. */
  newestFirst: RawBuilder<unknown>;
  /** What the view shows of the kind's own columns and its reason (placed after whose request it is). */
  details(row: StoredOwnRequest & Stored): Details;
  /** The request's facts the trail keeps before and after a change. */
  auditFacts(view: OwnRequestView & Details): object;
  /** What the last approval does, in the decision's transaction (the status is already stored). */
  onApproved?(
    trx: Transaction<Database>,
    deps: ServiceDeps,
    caller: Caller,
    request: LockedOwnRequest<Locked>,
    today: string,
  ): Promise<ApprovalEffect>;
}
