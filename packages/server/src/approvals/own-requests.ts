import { type Kysely, sql, type Transaction } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { isUniqueViolation } from '../db/postgres-errors.ts';
import type { ApprovalDecision, Database } from '../db/schema.ts';
import { NO_SUCH_EMPLOYEE } from '../employees/employee-record.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { type Reach, reachesEmployee, reachesEmployeeRow, reachOf } from '../roles/scope.ts';
import { decideApproval, startOwnRequestApproval, withdrawApproval } from './approval-requests.ts';
import {
  type ApprovalEffect,
  accountEmployeeId,
  type LockedOwnRequest,
  NO_SUCH_REQUEST,
  type OwnRequestKind,
  type OwnRequestStatus,
  type OwnRequestView,
  oneOwnRequest,
  ownRequestRows,
  ownRequestViews,
  viewContext,
} from './own-request-views.ts';

/**
 * The requests an employee makes of their own and HR decides through approvals, with a status column
 * of their own (a change of details or a letter, an attendance correction): withdrawn by the asker
 * while pending, decided by whom the waiting step names, listed for those the reader's scope reaches
 * and those waiting on the reader. A kind names its table and area and says what differs: the columns
 * of its own, what its view shows of them, what the trail keeps, and what its last approval does.
 * (Leave requests are routed the same way, but book days and decide through the approvals' own
 * operations, so they keep their own service.)
 */

export const NO_EMPLOYEE_RECORD =
  'Your account is not tied to an employee record, so it has nothing to ask for.';
export const REASON_TO_REJECT = 'Give the reason for rejecting.';

export { NO_SUCH_REQUEST } from './own-request-views.ts';
export type { ApprovalEffect, LockedOwnRequest, OwnRequestKind };

/** The caller's own employee record, or a 403: an account without one has nothing to ask for. */
async function ownEmployeeId(trx: Transaction<Database>, caller: Caller): Promise<string> {
  const employeeId = await accountEmployeeId(trx, caller);
  if (!employeeId) throw new Refusal(403, NO_EMPLOYEE_RECORD);
  return employeeId;
}

/** The decider's name as the letter prints it: their employee record's, else their account's. */
async function nameOf(trx: Transaction<Database>, caller: Caller): Promise<string> {
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

async function lockedRequest<S, L, D extends object>(
  trx: Transaction<Database>,
  kind: OwnRequestKind<S, L, D>,
  caller: Caller,
  id: string,
): Promise<LockedOwnRequest<L>> {
  const { rows } = await sql<LockedOwnRequest<L>>`
    select r.id, r.employee_id, r.approval_id, ${kind.lockedColumns}
    from ${sql.table(kind.table)} as r
    where r.id = ${id} and r.employer_id = ${caller.employerId}
    for update`.execute(trx);
  const [row] = rows;
  if (!row?.approval_id) throw new Refusal(404, NO_SUCH_REQUEST);
  return row;
}

/**
 * The request as the caller sees it before changing it: a 404 for someone who neither reaches its
 * employee with the kind's read scope, asked for it, nor takes part in its approval (approvals then
 * say 403 to a participant who may not do this, as they do for leave).
 */
async function visibleView<S, L, D extends object>(
  trx: Transaction<Database>,
  kind: OwnRequestKind<S, L, D>,
  caller: Caller,
  request: { id: string; employee_id: string },
  today: string,
): Promise<OwnRequestView & D> {
  const view = await oneOwnRequest(trx, kind, caller, request.id, today);
  const reads = await reachesEmployee(trx, reachOf(caller, kind.area, 'read', today), request.employee_id);
  if (!reads && !view.canWithdraw && !view.canDecide) throw new Refusal(404, NO_SUCH_REQUEST);
  return view;
}

/** Writes the trail's row of a change to a request: its facts before (none when asked) and after. */
async function auditOwnRequest<S, L, D extends object>(
  trx: Transaction<Database>,
  kind: OwnRequestKind<S, L, D>,
  caller: Caller,
  operation: string,
  before: (OwnRequestView & D) | null,
  after: OwnRequestView & D,
  effect: Exclude<ApprovalEffect, 'audited'> = {},
) {
  await writeAudit(trx, actorOf(caller), {
    operation,
    area: kind.area,
    recordType: kind.subjectType,
    recordId: after.id,
    before: before && { ...kind.auditFacts(before), ...effect.before },
    after: { employeeId: after.employeeId, ...kind.auditFacts(after), ...effect.after },
  });
}

/**
 * Stores a request of the caller's own (`store` inserts the kind's row, answering its id) and starts
 * its approval; answers it as stored. A 403 for an account without an employee record; a 409 when
 * the kind's one waiting request of its sort is there already.
 */
export async function askOwnRequest<S, L, D extends object>(
  deps: ServiceDeps,
  caller: Caller,
  kind: OwnRequestKind<S, L, D>,
  operation: string,
  today: string,
  store: (trx: Transaction<Database>, employeeId: string) => Promise<string>,
): Promise<OwnRequestView & D> {
  const asked = await deps.db.transaction().execute(async (trx) => {
    const employeeId = await ownEmployeeId(trx, caller);
    const id = await store(trx, employeeId).catch((error: unknown) => {
      const { key, message, field } = kind.oneWaiting;
      throw isUniqueViolation(error, key) ? new Refusal(409, message, { field }) : error;
    });
    await startOwnRequestApproval(trx, {
      table: kind.table,
      employerId: caller.employerId,
      subjectType: kind.subjectType,
      subjectId: id,
      requesterEmployeeId: employeeId,
      today,
      publicUrl: deps.publicUrl,
    });
    const view = await oneOwnRequest(trx, kind, caller, id, today);
    await auditOwnRequest(trx, kind, caller, operation, null, view);
    return view;
  });
  deps.mailDelivery.deliverSoon();
  return asked;
}

/**
 * Changes one request in a transaction of its own: its row locked, and seen as the caller sees it
 * first (a 404 to whom it is not visible); the approvals' mail goes once it commits.
 */
async function changeOwnRequest<S, L, D extends object>(
  deps: ServiceDeps,
  caller: Caller,
  kind: OwnRequestKind<S, L, D>,
  id: string,
  change: (
    trx: Transaction<Database>,
    request: LockedOwnRequest<L>,
    before: OwnRequestView & D,
    today: string,
  ) => Promise<OwnRequestView & D>,
): Promise<OwnRequestView & D> {
  const today = await callerToday(deps, caller);
  const changed = await deps.db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, kind, caller, id);
    const before = await visibleView(trx, kind, caller, request, today);
    return change(trx, request, before, today);
  });
  deps.mailDelivery.deliverSoon();
  return changed;
}

/** The asker takes back their own pending request; nothing else changes. */
export function withdrawOwnRequest<S, L, D extends object>(
  deps: ServiceDeps,
  caller: Caller,
  kind: OwnRequestKind<S, L, D>,
  operation: string,
  id: string,
): Promise<OwnRequestView & D> {
  return changeOwnRequest(deps, caller, kind, id, async (trx, request, before, today) => {
    await withdrawApproval(trx, caller, {
      approvalId: request.approval_id,
      today,
      publicUrl: deps.publicUrl,
    });
    await sql`update ${sql.table(kind.table)} set status = 'Withdrawn', decided_on = ${today}
      where id = ${id}`.execute(trx);
    const after = await oneOwnRequest(trx, kind, caller, id, today);
    await auditOwnRequest(trx, kind, caller, operation, before, after);
    return after;
  });
}

/**
 * The approval module records the decision (refusing the requester, OWN_REQUEST, and anyone the
 * waiting step does not name); at the last one the request is approved or rejected, and an approval
 * does what the kind's last approval does, in the same transaction. A rejection needs its reason.
 */
export async function decideOwnRequest<S, L, D extends object>(
  deps: ServiceDeps,
  caller: Caller,
  kind: OwnRequestKind<S, L, D>,
  operation: string,
  { id, decision, comment }: { id: string; decision: ApprovalDecision; comment?: string | null },
): Promise<OwnRequestView & D> {
  const reason = comment?.trim() || null;
  if (decision === 'reject' && !reason) throw new Refusal(400, REASON_TO_REJECT, { field: 'comment' });
  return changeOwnRequest(deps, caller, kind, id, async (trx, request, before, today) => {
    const outcome = await decideApproval(trx, caller, {
      approvalId: request.approval_id,
      decision,
      comment: reason,
      today,
      publicUrl: deps.publicUrl,
    });
    let effect: ApprovalEffect = {};
    if (outcome.status !== 'pending') {
      const approved = outcome.status === 'approved';
      await sql`update ${sql.table(kind.table)} set status = ${approved ? 'Approved' : 'Rejected'},
        decided_on = ${today}, decided_by_name = ${await nameOf(trx, caller)},
        rejection_reason = ${approved ? null : reason}
        where id = ${id}`.execute(trx);
      if (approved && kind.onApproved) effect = await kind.onApproved(trx, deps, caller, request, today);
    }
    const after = await oneOwnRequest(trx, kind, caller, id, today);
    if (effect !== 'audited') await auditOwnRequest(trx, kind, caller, operation, before, after, effect);
    return after;
  });
}

/**
 * The requests of the people the caller's read scope of the kind's area reaches (an employee their
 * own), filtered as asked, newest first; and those waiting on the caller's decision whoever asked.
 */
export async function listOwnRequests<S, L, D extends object>(
  deps: ServiceDeps,
  caller: Caller,
  kind: OwnRequestKind<S, L, D>,
  { employeeId, status }: { employeeId?: string | null; status?: OwnRequestStatus | null },
): Promise<{ requests: (OwnRequestView & D)[]; toDecide: (OwnRequestView & D)[] }> {
  const { db } = deps;
  const today = await callerToday(deps, caller);
  const reach = reachOf(caller, kind.area, 'read', today);
  if (employeeId) await requireReachedEmployee(db, caller, reach, employeeId);
  const context = await viewContext(db, caller, today, kind.subjectType);
  const filters = [
    reachesEmployeeRow(reach),
    ...(employeeId ? [sql`r.employee_id = ${employeeId}`] : []),
    ...(status ? [sql`r.status = ${status}`] : []),
  ];
  const rows = await ownRequestRows(
    db,
    kind,
    caller.employerId,
    sql.join(filters, sql` and `),
    kind.newestFirst,
  );
  const waiting = context.decidable.size
    ? await ownRequestRows(
        db,
        kind,
        caller.employerId,
        sql`r.approval_id in (${sql.join([...context.decidable])})`,
        sql`a.waiting_since, r.created_at`,
      )
    : [];
  return {
    requests: await ownRequestViews(db, kind, caller.employerId, rows, context),
    toDecide: await ownRequestViews(db, kind, caller.employerId, waiting, context),
  };
}

/** reachesEmployee answers for an employee of the caller's employer; another's is no employee here. */
async function requireReachedEmployee(
  db: Kysely<Database>,
  caller: Caller,
  reach: Reach,
  employeeId: string,
) {
  const ours = await db
    .selectFrom('employees')
    .select('id')
    .where('id', '=', employeeId)
    .where('employer_id', '=', caller.employerId)
    .executeTakeFirst();
  if (!ours || !(await reachesEmployee(db, reach, employeeId))) throw new Refusal(404, NO_SUCH_EMPLOYEE);
}
