import { sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { LeaveTransaction, LeaveTransactionsRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import { callerTodayOf } from '../employer/employer-settings.ts';
import { reaches, reachOf } from '../roles/scope.ts';
import { requireLeaveAccess } from './leave-access.ts';
import { requireLeaveDates } from './leave-horizon.ts';
import { amountText, requireOwnRow, SPAN_BACKWARDS } from './report-scope.ts';

export interface LeaveTransactionPage {
  items: LeaveTransaction[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The Transaction Report (issue 12 item 9): the balance ledger's entries, latest first, filtered and
 * a page at a time with the total matching, of the employees the caller's leave.read scope reaches
 * (an employee their own, a line manager their reports'), the page and the total alike.
 */
export async function listLeaveTransactions(
  deps: ServiceDeps,
  caller: Caller,
  request: LeaveTransactionsRequest,
): Promise<LeaveTransactionPage> {
  await requireLeaveAccess(deps, caller);
  const { db } = deps;
  const { employerId } = caller;
  const employeeId = request.employeeId ?? null;
  await requireOwnRow(db, employerId, 'employeeId', employeeId);
  await requireOwnRow(db, employerId, 'leaveTypeId', request.leaveTypeId);
  if (request.from && request.to && request.to < request.from) {
    throw new Refusal(400, SPAN_BACKWARDS, { field: 'to' });
  }
  const today = await callerTodayOf(deps, caller);
  await requireLeaveDates(db, employerId, today, { from: request.from, to: request.to });
  const pageSize = request.pageSize ?? 50;

  const reach = reachOf(caller, 'leave', 'read', today.toString());
  let entries = db
    .selectFrom('leave_ledger as l')
    .where('l.employer_id', '=', employerId)
    .where(reaches(reach, sql.ref('l.employee_id')));
  if (employeeId) entries = entries.where('l.employee_id', '=', employeeId);
  if (request.leaveTypeId) entries = entries.where('l.leave_type_id', '=', request.leaveTypeId);
  if (request.from) entries = entries.where('l.entry_date', '>=', request.from);
  if (request.to) entries = entries.where('l.entry_date', '<=', request.to);

  const counted = await entries.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst();
  const rows = await entries
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'l.employee_id').onRef('e.employer_id', '=', 'l.employer_id'),
    )
    .innerJoin('leave_types as t', (join) =>
      join.onRef('t.id', '=', 'l.leave_type_id').onRef('t.employer_id', '=', 'l.employer_id'),
    )
    .select([
      'l.id',
      'l.entry_date',
      'l.employee_id',
      'e.employee_no',
      'e.first_name',
      'e.last_name',
      'l.leave_type_id',
      't.code',
      't.leave_unit',
      'l.kind',
      'l.amount',
      'l.reason',
      'l.request_id',
    ])
    .orderBy('l.entry_date', 'desc')
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id')
    .limit(pageSize)
    .offset((request.page - 1) * pageSize)
    .execute();

  return {
    total: Number(counted?.total ?? 0),
    page: request.page,
    pageSize,
    items: rows.map((row) => ({
      id: row.id,
      date: row.entry_date,
      employeeId: row.employee_id,
      employeeNo: row.employee_no,
      employeeName: `${row.first_name} ${row.last_name}`,
      leaveTypeId: row.leave_type_id,
      leaveTypeCode: row.code,
      unit: row.leave_unit,
      kind: row.kind as LeaveTransaction['kind'],
      amount: amountText(row.amount),
      reason: row.reason,
      requestId: row.request_id,
    })),
  };
}
