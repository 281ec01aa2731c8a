import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { amountText } from './report-scope.ts';

/** One employee's unpaid leave in a pay period: days of Day-unit types, hours of Hour-unit types. */
export interface UnpaidLeave {
  employeeId: string;
  /** Exact decimal text ('2.5'), as booked. */
  days: string;
  hours: string;
}

/** The days of approved requests of leave types that are not Paid Leave, inside the dates. */
function unpaidLeaveIn(employerId: string, from: string, to: string) {
  return sql`from leave_requests r
    join leave_types t on t.id = r.leave_type_id and t.employer_id = r.employer_id
    join leave_request_days d on d.request_id = r.id and d.employer_id = r.employer_id
    where r.employer_id = ${employerId} and r.status = 'approved' and not t.is_paid_leave
      and r.from_date <= ${to} and r.to_date >= ${from}
      and d.day between ${from} and ${to} and d.amount > 0`;
}

/**
 * What the pay run reads from leave (issue 12 item 12): per employee, the booked amounts of the days
 * from `from` to `to` (dates, inclusive) of approved requests whose leave type is not Paid Leave. A
 * request crossing the period's edges counts only its days inside; each day counts what it was booked
 * at, so a holiday added later changes no period already paid. Cancelled, withdrawn, rejected and
 * pending requests count nothing. Employees with no unpaid leave in the period are left out. Every
 * employee's, or only those of `employeeIds` when given.
 */
export async function unpaidLeaveDays(
  db: Kysely<Database>,
  employerId: string,
  from: string,
  to: string,
  employeeIds?: readonly string[],
): Promise<UnpaidLeave[]> {
  if (employeeIds?.length === 0) return [];
  const { rows } = await sql<{ employee_id: string; days: string | null; hours: string | null }>`
    select r.employee_id,
      sum(d.amount) filter (where r.unit = 'Day')::text as days,
      sum(d.amount) filter (where r.unit = 'Hour')::text as hours
    ${unpaidLeaveIn(employerId, from, to)}
      ${employeeIds ? sql`and r.employee_id = any(${[...employeeIds]}::uuid[])` : sql``}
    group by r.employee_id
    order by r.employee_id`.execute(db);
  return rows.map((row) => ({
    employeeId: row.employee_id,
    days: amountText(row.days),
    hours: amountText(row.hours),
  }));
}

/** One day of an employee's unpaid leave in a pay period, as booked. */
export interface UnpaidLeaveDay {
  date: string;
  days: string;
  hours: string;
}

/**
 * The same unpaid leave day by day, for the employees whose salary changes inside the period: each
 * salary then loses the days that fall in its part. One query for all of them.
 */
export async function unpaidLeaveByDay(
  db: Kysely<Database>,
  employerId: string,
  from: string,
  to: string,
  employeeIds: readonly string[],
): Promise<Map<string, UnpaidLeaveDay[]>> {
  const byEmployee = new Map<string, UnpaidLeaveDay[]>();
  if (employeeIds.length === 0) return byEmployee;
  const { rows } = await sql<{ employee_id: string; day: string; days: string | null; hours: string | null }>`
    select r.employee_id, d.day::text as day,
      sum(d.amount) filter (where r.unit = 'Day')::text as days,
      sum(d.amount) filter (where r.unit = 'Hour')::text as hours
    ${unpaidLeaveIn(employerId, from, to)}
      and r.employee_id = any(${[...employeeIds]}::uuid[])
    group by r.employee_id, d.day
    order by r.employee_id, d.day`.execute(db);
  for (const row of rows) {
    const day = { date: row.day, days: amountText(row.days), hours: amountText(row.hours) };
    const days = byEmployee.get(row.employee_id);
    if (days) days.push(day);
    else byEmployee.set(row.employee_id, [day]);
  }
  return byEmployee;
}
