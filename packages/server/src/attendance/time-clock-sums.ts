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

const SUMS = [
  'workedMinutes',
  'lateMinutes',
  'earlyExitMinutes',
  'overtimeMinutes',
  'overtimeApprovedMinutes',
] as const;

/** The Monday of the `ad` row's ISO week, a date (formatted only once grouped: to_char on every row costs). */
const WEEK_START = sql`(ad.date - (extract(isodow from ad.date)::integer - 1))`;

type LateWeek = TimeClockReport['latenessByWeek'][number];

/**
 * Per person over the period (the days' sums and a count of each status, by name then number) and the
 * lateness of each ISO week, from one pass over the day rows: they are summed per person and week
 * first (5 weeks of 10,000 people is 50,000 small rows, not 310,000), then per person and per week,
 * and the answer comes as one row of two JSON arrays.
 */
export async function summaryAndLateness(
  db: Kysely<Database>,
  { employerId, placedOn, onDay, onPerson }: ReportRows,
  from: string,
  to: string,
): Promise<{ rows: TimeClockSummaryRow[]; latenessByWeek: TimeClockReport['latenessByWeek'] }> {
  const counts = Object.values(STATUS_COUNTS);
  const statusCounts = Object.entries(STATUS_COUNTS).map(
    ([status, key]) => sql`count(*) filter (where ad.status = ${status}) as ${sql.ref(key)}`,
  );
  // Sums as integer: PostgreSQL sums integers to bigint, which the driver would hand back as text. A
  // person's 93 days of 1,440 minutes stay far within an integer.
  const summed = (key: string) => sql`sum(w.${sql.ref(key)})::integer as ${sql.ref(key)}`;
  const { rows } = await sql<{ people: TimeClockSummaryRow[] | null; weeks: LateWeek[] | null }>`
    with by_week as (
      select ad.employee_id, ${WEEK_START} as "weekStart", count(*) as days, ${sql.join(statusCounts)},
        sum(ad.worked_minutes) as "workedMinutes", sum(ad.late_minutes) as "lateMinutes",
        sum(ad.early_exit_minutes) as "earlyExitMinutes", sum(ad.overtime_minutes) as "overtimeMinutes",
        coalesce(sum(ad.overtime_approved_minutes), 0) as "overtimeApprovedMinutes",
        count(*) filter (where ad.late_minutes > 0) as "lateDays"
      from attendance_days ad
      where ad.employer_id = ${employerId} and ${onDay}
      group by ad.employee_id, 2
    ),
    w as (
      select by_week.* from by_week
      join employees on employees.id = by_week.employee_id and employees.employer_id = ${employerId}
      where ${onPerson}
    ),
    person as (
      select w.employee_id, ${summed('days')}, ${sql.join([...counts, ...SUMS].map(summed))}
      from w group by w.employee_id
    )
    select
      (select json_agg(p order by p."employeeName", p."employeeNo") from (
        select employees.id as "employeeId",
          employees.first_name || ' ' || employees.last_name as "employeeName",
          employees.employee_no as "employeeNo", ${placementNames(placedOn)}, person.days,
          ${sql.join([...counts, ...SUMS].map((key) => sql`person.${sql.ref(key)}`))}
        from person
        join employees on employees.id = person.employee_id and employees.employer_id = ${employerId}
      ) p) as people,
      (select json_agg(late) from (
        select to_char(w."weekStart", 'YYYY-MM-DD') as "weekStart", ${summed('lateMinutes')}, ${summed('lateDays')}
        from w where w."lateDays" > 0 group by w."weekStart"
      ) late) as weeks`.execute(db);
  const [answer] = rows;
  return { rows: answer?.people ?? [], latenessByWeek: everyWeek(answer?.weeks ?? [], from, to) };
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
  const { rows: late } = await sql<LateWeek>`
    select to_char(${WEEK_START}, 'YYYY-MM-DD') as "weekStart",
      sum(ad.late_minutes)::integer as "lateMinutes", count(*)::integer as "lateDays"
    from attendance_days ad
    join employees on employees.id = ad.employee_id and employees.employer_id = ad.employer_id
    where ad.employer_id = ${rows.employerId} and ad.late_minutes > 0 and ${rows.onDay} and ${rows.onPerson}
    group by 1`.execute(db);
  return everyWeek(late, from, to);
}

/** Every week the period touches, in order, with the late figures of those that have some. */
function everyWeek(late: readonly LateWeek[], from: string, to: string): TimeClockReport['latenessByWeek'] {
  const byWeek = new Map(late.map((week) => [week.weekStart, week]));
  const weeks: TimeClockReport['latenessByWeek'] = [];
  for (let day = parseDate(mondayOf(from)); day.compare(parseDate(to)) <= 0; day = day.add({ days: 7 })) {
    const weekStart = day.toString();
    const week = byWeek.get(weekStart);
    weeks.push({ weekStart, lateMinutes: week?.lateMinutes ?? 0, lateDays: week?.lateDays ?? 0 });
  }
  return weeks;
}
