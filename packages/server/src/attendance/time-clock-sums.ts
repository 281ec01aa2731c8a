import type { ATTENDANCE_STATUSES } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { TimeClockReport, TimeClockSummaryRow } from '../contract-types.ts';
import type { Database } from '../db/schema.ts';
import { branchOn, departmentOn } from '../leave/report-scope.ts';

/**
 * The Time Clock Report's sums, added up by the database: per person over the period, and the lateness
 * of each ISO week. A month of 10,000 people is 300,000 day rows; summed where they are stored, the
 * answer is 10,000 rows, and each person's name, department and branch are looked up once, not once a
 * day (docs/attendance.md › Speed).
 */

/**
 * Which rows a report reads: `onDay` is a condition on the `attendance_days ad` row (period, status,
 * shift, person), `onPerson` one on the person's `employees` row (the caller's reach, the department
 * and branch as placed on `placedOn`, the period's last day).
 */
export interface ReportRows {
  employerId: string;
  placedOn: string;
  onDay: RawBuilder<boolean>;
  onPerson: RawBuilder<boolean>;
}

const STATUS_COUNTS = {
  Present: 'present',
  'Half Day': 'halfDay',
  Absent: 'absent',
  'On Leave': 'onLeave',
  Holiday: 'holiday',
  'Weekly Off': 'weeklyOff',
} as const satisfies Record<(typeof ATTENDANCE_STATUSES)[number], keyof TimeClockSummaryRow>;

/** The person's department and branch names as placed on `placedOn`, for a query on `employees`. */
export function placementNames(placedOn: string): RawBuilder<unknown> {
  return sql`(select d.name from departments d where d.employer_id = employees.employer_id
      and d.id = ${departmentOn(placedOn)}) as department,
    (select b.name from branches b where b.employer_id = employees.employer_id
      and b.id = ${branchOn(placedOn)}) as branch`;
}

/** Per person over the period: the days' sums and a count of each status, by name then number. */
export async function summaryRows(
  db: Kysely<Database>,
  { employerId, placedOn, onDay, onPerson }: ReportRows,
): Promise<TimeClockSummaryRow[]> {
  const statusCounts = Object.entries(STATUS_COUNTS).map(
    ([status, key]) => sql`count(*) filter (where ad.status = ${status})::integer as ${sql.ref(key)}`,
  );
  // Sums as integer: PostgreSQL sums integers to bigint, which the driver would hand back as text. A
  // person's 93 days of 1,440 minutes stay far within an integer.
  const { rows } = await sql<TimeClockSummaryRow>`
    select employees.id as "employeeId", employees.first_name || ' ' || employees.last_name as "employeeName",
      employees.employee_no as "employeeNo", ${placementNames(placedOn)}, s.days, ${sql.join(
        Object.values(STATUS_COUNTS).map((key) => sql`s.${sql.ref(key)}`),
      )},
      s."workedMinutes", s."lateMinutes", s."earlyExitMinutes", s."overtimeMinutes", s."overtimeApprovedMinutes"
    from (
      select ad.employee_id, count(*)::integer as days, ${sql.join(statusCounts)},
        sum(ad.worked_minutes)::integer as "workedMinutes", sum(ad.late_minutes)::integer as "lateMinutes",
        sum(ad.early_exit_minutes)::integer as "earlyExitMinutes",
        sum(ad.overtime_minutes)::integer as "overtimeMinutes",
        coalesce(sum(ad.overtime_approved_minutes), 0)::integer as "overtimeApprovedMinutes"
      from attendance_days ad
      where ad.employer_id = ${employerId} and ${onDay}
      group by ad.employee_id
    ) s
    join employees on employees.id = s.employee_id and employees.employer_id = ${employerId}
    where ${onPerson}
    order by "employeeName", "employeeNo"`.execute(db);
  return rows;
}

/** The Monday of `date`'s ISO week. */
function mondayOf(date: string): string {
  const day = parseDate(date);
  // 2024-01-01 was a Monday: whole days since then, modulo 7, are the days since the week's Monday.
  const sinceMonday = ((day.compare(parseDate('2024-01-01')) % 7) + 7) % 7;
  return day.subtract({ days: sinceMonday }).toString();
}

/** Each ISO week (its Monday) the period touches, with the late minutes and late days of the rows. */
export async function latenessByWeek(
  db: Kysely<Database>,
  rows: ReportRows,
  from: string,
  to: string,
): Promise<TimeClockReport['latenessByWeek']> {
  const { rows: late } = await sql<{ weekStart: string; lateMinutes: number; lateDays: number }>`
    select to_char(ad.date - (extract(isodow from ad.date)::integer - 1), 'YYYY-MM-DD') as "weekStart",
      sum(ad.late_minutes)::integer as "lateMinutes", count(*)::integer as "lateDays"
    from attendance_days ad
    join employees on employees.id = ad.employee_id and employees.employer_id = ad.employer_id
    where ad.employer_id = ${rows.employerId} and ad.late_minutes > 0 and ${rows.onDay} and ${rows.onPerson}
    group by 1`.execute(db);
  const byWeek = new Map(late.map((week) => [week.weekStart, week]));
  const weeks: TimeClockReport['latenessByWeek'] = [];
  for (let day = parseDate(mondayOf(from)); day.compare(parseDate(to)) <= 0; day = day.add({ days: 7 })) {
    const weekStart = day.toString();
    const week = byWeek.get(weekStart);
    weeks.push({ weekStart, lateMinutes: week?.lateMinutes ?? 0, lateDays: week?.lateDays ?? 0 });
  }
  return weeks;
}
