import { leaveYearOf } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { LeaveEntitlementReportRequest, LeaveEntitlementRow } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { hasSingleConnection } from '../db/open-database.ts';
import { callerTodayOf } from '../employer/employer-settings.ts';
import { requireLeaveDates } from './leave-horizon.ts';
import { leaveYearStartMonth } from './leave-year.ts';
import { amountText, departmentOn, requireOwnRow } from './report-scope.ts';

export interface LeaveEntitlementReport {
  asOf: string;
  leaveYearStart: string;
  leaveYearEnd: string;
  rows: LeaveEntitlementRow[];
}

interface ReportRow {
  employee_id: string;
  employee_no: string;
  first_name: string;
  last_name: string;
  department_name: string | null;
  leave_type_id: string;
  leave_type_code: string;
  unit: 'Day' | 'Hour';
  carried_over: string | null;
  earned: string | null;
  taken: string | null;
  expired: string | null;
  adjusted: string | null;
  balance: string | null;
  booked: string | null;
  after_booked_leave: string;
  pending: string | null;
}

/**
 * The Entitlement Report (issue 12 item 9): for the leave year of `asOf`, per employee and leave type,
 * the ledger's entries of that year up to `asOf` summed by kind (so the balance is exactly what
 * get-leave-balances answers), the approved leave booked after `asOf` in that year (charged on its
 * first day, so a report as of today would otherwise show it nowhere while the Transaction Report
 * lists it) and the days of pending requests falling in that year. One statement,
 * aggregates grouped by employee and type: its cost grows with the ledger rows of one leave year,
 * never with a query per employee. Names are ordered case-blind in byte order, the same on both engines.
 * A pair with no entry that year up to `asOf`, no leave booked after it and nothing pending has no row.
 */
export async function getLeaveEntitlementReport(
  deps: ServiceDeps,
  caller: Caller,
  request: LeaveEntitlementReportRequest,
): Promise<LeaveEntitlementReport> {
  const { db } = deps;
  const { employerId } = caller;
  await requireLeaveDates(db, employerId, await callerTodayOf(deps, caller), { asOf: request.asOf });
  await requireOwnRow(db, employerId, 'leaveTypeId', request.leaveTypeId);
  await requireOwnRow(db, employerId, 'departmentId', request.departmentId);
  const asOf = request.asOf;
  const year = leaveYearOf(parseDate(asOf), await leaveYearStartMonth(db, employerId));
  const [yearStart, yearEnd] = [year.start.toString(), year.end.toString()];
  const leaveTypeId = request.leaveTypeId ?? null;
  const departmentId = request.departmentId ?? null;

  // One statement, read in the covering index's order (migration 0047): the ledger's entries arrive
  // grouped by employee and type and are summed as they come, so nothing but the answer's own rows is
  // sorted, within the default work_mem. Parallel workers are kept out: they would each scan and sort
  // a share of the year's entries (spilling to disk at 10,000 employees) to save a scan the index
  // already orders. `set local` ends with the transaction; PGlite has no parallel workers to keep out.
  const rows = await db.transaction().execute(async (trx) => {
    if (!hasSingleConnection(db)) await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    const result = await sql<ReportRow>`
    with ledger as (
      select employee_id, leave_type_id,
        sum(amount) filter (where kind = 'carried-over' and entry_date <= ${asOf}) as carried_over,
        sum(amount) filter (where kind = 'earned' and entry_date <= ${asOf}) as earned,
        -sum(amount) filter (where kind in ('taken', 'returned') and entry_date <= ${asOf}) as taken,
        -sum(amount) filter (where kind = 'expired' and entry_date <= ${asOf}) as expired,
        sum(amount) filter (where kind = 'adjusted' and entry_date <= ${asOf}) as adjusted,
        sum(amount) filter (where entry_date <= ${asOf}) as balance,
        -sum(amount) filter (where kind in ('taken', 'returned') and entry_date > ${asOf}) as booked
      from leave_ledger
      where employer_id = ${employerId} and entry_date between ${yearStart} and ${yearEnd}
        and (entry_date <= ${asOf} or kind in ('taken', 'returned'))
        and (${leaveTypeId}::uuid is null or leave_type_id = ${leaveTypeId}::uuid)
      group by employee_id, leave_type_id
    ), pending as (
      select r.employee_id, r.leave_type_id, sum(d.amount) as pending
      from leave_requests r
      join leave_request_days d on d.request_id = r.id and d.employer_id = r.employer_id
      where r.employer_id = ${employerId} and r.status = 'pending'
        and r.from_date <= ${yearEnd} and r.to_date >= ${yearStart}
        and d.day between ${yearStart} and ${yearEnd}
        and (${leaveTypeId}::uuid is null or r.leave_type_id = ${leaveTypeId}::uuid)
      group by r.employee_id, r.leave_type_id
    ), figures as (
      select coalesce(l.employee_id, p.employee_id) as employee_id,
        coalesce(l.leave_type_id, p.leave_type_id) as leave_type_id,
        l.carried_over, l.earned, l.taken, l.expired, l.adjusted, l.balance, l.booked, p.pending
      from ledger l
      full join pending p on p.employee_id = l.employee_id and p.leave_type_id = l.leave_type_id
    ), placed as (
      -- Joined, not looked up with "in (select ... from figures)": read once, the figures are not
      -- kept aside in a work table (which spilled to disk too).
      select f.*, employees.employee_no, employees.first_name, employees.last_name,
        ${departmentOn(asOf)} as department_id
      from figures f
      join employees on employees.id = f.employee_id and employees.employer_id = ${employerId}
    )
    select placed.employee_id, placed.employee_no, placed.first_name, placed.last_name,
      dept.name as department_name, t.id as leave_type_id, t.code as leave_type_code, t.leave_unit as unit,
      placed.carried_over::text, placed.earned::text, placed.taken::text, placed.expired::text,
      placed.adjusted::text, placed.balance::text, placed.booked::text,
      (coalesce(placed.balance, 0) - coalesce(placed.booked, 0))::text as after_booked_leave,
      placed.pending::text
    from placed
    join leave_types t on t.id = placed.leave_type_id and t.employer_id = ${employerId}
    left join departments dept on dept.id = placed.department_id and dept.employer_id = ${employerId}
    where ${departmentId}::uuid is null or placed.department_id = ${departmentId}::uuid
    order by lower(placed.first_name || ' ' || placed.last_name) collate "C", placed.employee_no collate "C",
      lower(t.code) collate "C"`.execute(trx);
    return result.rows;
  });

  return {
    asOf,
    leaveYearStart: yearStart,
    leaveYearEnd: yearEnd,
    rows: rows.map((row) => ({
      employeeId: row.employee_id,
      employeeNo: row.employee_no,
      employeeName: `${row.first_name} ${row.last_name}`,
      departmentName: row.department_name,
      leaveTypeId: row.leave_type_id,
      leaveTypeCode: row.leave_type_code,
      unit: row.unit,
      carriedOver: amountText(row.carried_over),
      earned: amountText(row.earned),
      taken: amountText(row.taken),
      expired: amountText(row.expired),
      adjusted: amountText(row.adjusted),
      balance: amountText(row.balance),
      booked: amountText(row.booked),
      afterBookedLeave: amountText(row.after_booked_leave),
      pending: amountText(row.pending),
    })),
  };
}
