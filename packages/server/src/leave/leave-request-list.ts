import { balanceWithBookedLeave } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { attachedFiles } from '../attachments/attach.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type { Attachment } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { callerTodayOf } from '../employer/employer-settings.ts';
import { reaches, reachesEmployee, reachOf } from '../roles/scope.ts';
import { applicantOf } from './applicant.ts';
import { requireLeaveAccess } from './leave-access.ts';
import { requireLeaveDates } from './leave-horizon.ts';
import { ledgersByEmployee } from './leave-ledger.ts';
import { LEAVE_REQUEST_SUBJECT, NO_SUCH_LEAVE_REQUEST } from './leave-requests.ts';
import { leaveYearStartMonth } from './leave-year.ts';

export type LeaveRequestStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'cancelled';

export interface LeaveRequestView {
  id: string;
  employeeId: string;
  employeeName: string;
  leaveTypeId: string;
  leaveTypeCode: string;
  color: string;
  from: string;
  to: string;
  fromPart: string;
  toPart: string;
  amount: string;
  unit: 'Day' | 'Hour';
  reason: string | null;
  status: LeaveRequestStatus;
  submittedAs: 'employee' | 'administrator';
  submittedOn: string;
  attachments: Attachment[];
}

export interface LeaveRequestFilter {
  employeeId?: string | null;
  status?: LeaveRequestStatus | null;
  from?: string | null;
  to?: string | null;
}

/**
 * Leave requests, latest first, of the employees the caller's leave.read scope reaches (an employee
 * their own, a line manager their reports', an administrator everyone's), kept to them in the query,
 * filtered by employee, status and dates (a request counts when any of its days does). Naming someone
 * outside the scope lists nothing.
 */
export async function listLeaveRequests(
  deps: ServiceDeps,
  caller: Caller,
  filter: LeaveRequestFilter,
): Promise<LeaveRequestView[]> {
  await requireLeaveAccess(deps, caller);
  const today = await callerTodayOf(deps, caller);
  await requireLeaveDates(deps.db, caller.employerId, today, { from: filter.from, to: filter.to });
  const reach = reachOf(caller, 'leave', 'read', today.toString());
  let query = requestViews(deps.db, caller.employerId).where(reaches(reach, sql.ref('r.employee_id')));
  if (filter.employeeId) query = query.where('r.employee_id', '=', filter.employeeId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.from) query = query.where('r.to_date', '>=', filter.from);
  if (filter.to) query = query.where('r.from_date', '<=', filter.to);
  const rows = await query
    .orderBy('r.from_date', 'desc')
    .orderBy('r.created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map(toView);
}

/** One request as the lists show it; 404 when it is not the employer's. */
export async function leaveRequestView(
  db: Kysely<Database>,
  employerId: string,
  id: string,
): Promise<LeaveRequestView> {
  const row = await requestViews(db, employerId).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_LEAVE_REQUEST);
  return toView(row);
}

function requestViews(db: Kysely<Database>, employerId: string) {
  return db
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
      'r.status',
      'r.submitted_as',
      'r.submitted_on',
      'e.first_name',
      'e.last_name',
      't.code',
      't.color',
      attachedFiles(LEAVE_REQUEST_SUBJECT, 'r.id', 'r.employer_id').as('attachments'),
    ])
    .where('r.employer_id', '=', employerId);
}

function toView(row: {
  id: string;
  employee_id: string;
  leave_type_id: string;
  from_date: string;
  to_date: string;
  from_part: string;
  to_part: string;
  amount: string;
  unit: 'Day' | 'Hour';
  reason: string | null;
  status: LeaveRequestStatus;
  submitted_as: 'employee' | 'administrator';
  submitted_on: string;
  first_name: string;
  last_name: string;
  code: string;
  color: string;
  attachments: Attachment[];
}): LeaveRequestView {
  return {
    id: row.id,
    employeeId: row.employee_id,
    employeeName: `${row.first_name} ${row.last_name}`,
    leaveTypeId: row.leave_type_id,
    leaveTypeCode: row.code,
    color: row.color,
    from: row.from_date,
    to: row.to_date,
    fromPart: row.from_part,
    toPart: row.to_part,
    amount: new Decimal(row.amount).toString(),
    unit: row.unit,
    reason: row.reason,
    status: row.status,
    submittedAs: row.submitted_as,
    submittedOn: row.submitted_on,
    attachments: row.attachments,
  };
}

export interface LeaveBalance {
  leaveTypeId: string;
  leaveTypeCode: string;
  color: string;
  unit: 'Day' | 'Hour';
  /** The ledger's sum for the leave year of `asOf`, up to it: what is available on that day. */
  balance: string;
  /** The balance less the approved leave dated after `asOf` in the same leave year. */
  afterBookedLeave: string;
  /** Asked for and still waiting for a decision. */
  pending: string;
}

/**
 * An employee's balance of each active leave type as of a date (today by default): anyone's for those
 * who book leave for everyone, else that of someone the caller's leave.read scope reaches (a line
 * manager's report), else their own.
 */
export async function leaveBalances(
  deps: ServiceDeps,
  caller: Caller,
  { employeeId: named, asOf }: { employeeId?: string | null; asOf?: string | null },
): Promise<LeaveBalance[]> {
  await requireLeaveAccess(deps, caller);
  const today = await callerTodayOf(deps, caller);
  const reached =
    named &&
    !caller.permissions.canAll('leave', 'create') &&
    (await reachesEmployee(deps.db, reachOf(caller, 'leave', 'read', today.toString()), named));
  const employeeId = reached ? named : await applicantOf(deps.db, caller, named);
  await requireLeaveDates(deps.db, caller.employerId, today, { asOf });
  const day = asOf ? parseDate(asOf) : today;
  const startMonth = await leaveYearStartMonth(deps.db, caller.employerId);
  const types = await deps.db
    .selectFrom('leave_types')
    .select(['id', 'code', 'color', 'leave_unit'])
    .where('employer_id', '=', caller.employerId)
    .where('is_active', '=', true)
    .orderBy('code')
    .execute();
  const pending = await deps.db
    .selectFrom('leave_requests')
    .select(['leave_type_id', 'amount'])
    .where('employer_id', '=', caller.employerId)
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'pending')
    .execute();
  // Every leave type's ledger in one query, not one a type.
  const ledgers = (await ledgersByEmployee(deps.db, caller.employerId, [employeeId])).get(employeeId);
  const balances: LeaveBalance[] = [];
  for (const type of types) {
    const ledger = ledgers?.get(type.id) ?? [];
    const { availableNow, afterBookedLeave } = balanceWithBookedLeave(ledger, day, startMonth);
    balances.push({
      leaveTypeId: type.id,
      leaveTypeCode: type.code,
      color: type.color,
      unit: type.leave_unit,
      balance: availableNow.toString(),
      afterBookedLeave: afterBookedLeave.toString(),
      pending: pending
        .filter((row) => row.leave_type_id === type.id)
        .reduce((total, row) => total.plus(row.amount), new Decimal(0))
        .toString(),
    });
  }
  return balances;
}
