import { type CsvValue, csvText } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import { actorOf, writeAudit } from '../audit/audit-trail.ts';
import type { Caller } from '../auth/access-tokens.ts';
import type {
  ApproveOvertimeRequest,
  TimeClockDayRow,
  TimeClockReport,
  TimeClockReportRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { NO_SUCH_EMPLOYEE } from '../employees/employee-record.ts';
import { callerToday } from '../employer/employer-settings.ts';
import { branchOn, departmentOn, requireOwnRow, SPAN_BACKWARDS } from '../leave/report-scope.ts';
import { type Reach, reachesEmployee, reachesEmployeeRow, reachOf } from '../roles/scope.ts';
import { personZone } from './person-zone.ts';
import { latenessByWeek, placementNames, type ReportRows, summaryAndLateness } from './time-clock-sums.ts';

/**
 * The Time Clock Report (issue 29 item 5): the attendance days the daily job wrote, per person and day
 * or summed per person, for the people the caller's attendance.read reaches; the same rows as CSV; and
 * the approval of a day's overtime (attendance.approve), which payroll reads.
 */

export const MAX_REPORT_DAYS = 93;
export const PERIOD_TOO_LONG = `The period can be at most ${MAX_REPORT_DAYS} days.`;
export const NO_SUCH_ATTENDANCE_DAY = 'There is no attendance day for this person on this date.';
export const NO_SUCH_SHIFT_TYPE = 'There is no such shift type.';
export const tooMuchOvertime = (minutes: number) =>
  `At most ${minutes} minutes of overtime can be approved for this day.`;

interface DayRowStored {
  employee_id: string;
  employee_name: string;
  employee_no: string;
  department: string | null;
  branch: string | null;
  date: string;
  status: TimeClockDayRow['status'];
  shift_name: string | null;
  first_in: Date | null;
  last_out: Date | null;
  first_in_time: string | null;
  last_out_time: string | null;
  worked_minutes: number;
  late_minutes: number;
  early_exit_minutes: number;
  overtime_minutes: number;
  overtime_approved_minutes: number | null;
}

/**
 * The day rows `rows` names, with the person's names, department and branch as placed on its
 * `placedOn`, and the first in and last out as wall times in the person's zone.
 */
async function dayRows(
  db: Kysely<Database>,
  { employerId, placedOn, onDay, onPerson }: ReportRows,
): Promise<DayRowStored[]> {
  const { rows } = await sql<DayRowStored>`
    select ad.employee_id, employees.first_name || ' ' || employees.last_name as employee_name,
      employees.employee_no, to_char(ad.date, 'YYYY-MM-DD') as date, ad.status,
      st.name as shift_name, ad.first_in, ad.last_out,
      to_char(ad.first_in at time zone ${personZone()}, 'HH24:MI') as first_in_time,
      to_char(ad.last_out at time zone ${personZone()}, 'HH24:MI') as last_out_time,
      ad.worked_minutes, ad.late_minutes, ad.early_exit_minutes, ad.overtime_minutes,
      ad.overtime_approved_minutes, ${placementNames(placedOn)}
    from attendance_days ad
    join employees on employees.id = ad.employee_id and employees.employer_id = ad.employer_id
    join employers on employers.id = employees.employer_id
    left join branches on branches.id = employees.branch_id and branches.employer_id = employees.employer_id
    left join shift_types st on st.id = ad.shift_type_id and st.employer_id = ad.employer_id
    where ad.employer_id = ${employerId} and ${onDay} and ${onPerson}
    order by employee_name, employees.employee_no, ad.date`.execute(db);
  return rows;
}

function dayView(row: DayRowStored): TimeClockDayRow {
  return {
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    employeeNo: row.employee_no,
    department: row.department,
    branch: row.branch,
    date: row.date,
    status: row.status,
    shiftName: row.shift_name,
    firstIn: row.first_in?.toISOString() ?? null,
    lastOut: row.last_out?.toISOString() ?? null,
    firstInTime: row.first_in_time,
    lastOutTime: row.last_out_time,
    workedMinutes: row.worked_minutes,
    lateMinutes: row.late_minutes,
    earlyExitMinutes: row.early_exit_minutes,
    overtimeMinutes: row.overtime_minutes,
    overtimeApprovedMinutes: row.overtime_approved_minutes,
  };
}

/** The report's filters checked: the period, each id the employer's, the person within reach. */
async function checkedFilters(
  deps: ServiceDeps,
  caller: Caller,
  request: TimeClockReportRequest,
): Promise<{ reach: Reach }> {
  const { db } = deps;
  const from = parseDate(request.from);
  const to = parseDate(request.to);
  if (to.compare(from) < 0) throw new Refusal(400, SPAN_BACKWARDS, { field: 'to' });
  if (to.compare(from) >= MAX_REPORT_DAYS) throw new Refusal(400, PERIOD_TOO_LONG, { field: 'to' });
  await requireOwnRow(db, caller.employerId, 'departmentId', request.departmentId);
  await requireOwnRow(db, caller.employerId, 'branchId', request.branchId);
  if (request.shiftTypeId) {
    const shift = await db
      .selectFrom('shift_types')
      .select('id')
      .where('id', '=', request.shiftTypeId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    if (!shift) throw new Refusal(400, NO_SUCH_SHIFT_TYPE, { field: 'shiftTypeId' });
  }
  const today = await callerToday(deps, caller);
  const reach = reachOf(caller, 'attendance', 'read', today);
  if (request.employeeId) {
    const ours = await db
      .selectFrom('employees')
      .select('id')
      .where('id', '=', request.employeeId)
      .where('employer_id', '=', caller.employerId)
      .executeTakeFirst();
    if (!ours || !(await reachesEmployee(db, reach, request.employeeId))) {
      throw new Refusal(404, NO_SUCH_EMPLOYEE, { field: 'employeeId' });
    }
  }
  return { reach };
}

/** The rows the report's filters choose, within the caller's reach. */
async function reportRows(
  deps: ServiceDeps,
  caller: Caller,
  request: TimeClockReportRequest,
): Promise<ReportRows> {
  const { reach } = await checkedFilters(deps, caller, request);
  const onDay = [sql`ad.date >= ${request.from} and ad.date <= ${request.to}`];
  if (request.shiftTypeId) onDay.push(sql`ad.shift_type_id = ${request.shiftTypeId}`);
  if (request.status) onDay.push(sql`ad.status = ${request.status}`);
  if (request.employeeId) onDay.push(sql`ad.employee_id = ${request.employeeId}`);
  // The scope is a condition on the person's employees row, joined in the same statement.
  const onPerson = [reachesEmployeeRow(reach)];
  if (request.departmentId) onPerson.push(sql`${departmentOn(request.to)} = ${request.departmentId}`);
  if (request.branchId) onPerson.push(sql`${branchOn(request.to)} = ${request.branchId}`);
  return {
    employerId: caller.employerId,
    placedOn: request.to,
    onDay: sql<boolean>`(${sql.join(onDay, sql` and `)})`,
    onPerson: sql<boolean>`(${sql.join(onPerson, sql` and `)})`,
  };
}

export async function timeClockReport(
  deps: ServiceDeps,
  caller: Caller,
  request: TimeClockReportRequest,
): Promise<TimeClockReport> {
  const rows = await reportRows(deps, caller, request);
  const view = request.view ?? 'days';
  if (view === 'summary') {
    return { view, ...(await summaryAndLateness(deps.db, rows, request.from, request.to)) };
  }
  return {
    view,
    rows: (await dayRows(deps.db, rows)).map(dayView),
    latenessByWeek: await latenessByWeek(deps.db, rows, request.from, request.to),
  };
}

const DAY_HEADERS = [
  'Employee No',
  'Employee',
  'Department',
  'Branch',
  'Date',
  'Status',
  'Shift',
  'First in',
  'Last out',
  'Worked minutes',
  'Late minutes',
  'Early exit minutes',
  'Overtime minutes',
  'Approved overtime minutes',
];
const SUMMARY_HEADERS = [
  'Employee No',
  'Employee',
  'Department',
  'Branch',
  'Days',
  'Present',
  'Half Day',
  'Absent',
  'On Leave',
  'Holiday',
  'Weekly Off',
  'Worked minutes',
  'Late minutes',
  'Early exit minutes',
  'Overtime minutes',
  'Approved overtime minutes',
];
const whole = (value: number | null): CsvValue => (value === null ? null : { number: String(value) });

/** export-time-clock-report: the report's rows for the same filters and scope, as CSV. */
export async function exportTimeClockReport(
  deps: ServiceDeps,
  caller: Caller,
  request: TimeClockReportRequest,
): Promise<{ fileName: string; text: string }> {
  const rows = await reportRows(deps, caller, request);
  const fileName = `time-clock-${request.from}-${request.to}.csv`;
  if ((request.view ?? 'days') === 'summary') {
    return {
      fileName,
      text: csvText(
        SUMMARY_HEADERS,
        (await summaryAndLateness(deps.db, rows, request.from, request.to)).rows,
        (row) => [
          row.employeeNo,
          row.employeeName,
          row.department,
          row.branch,
          ...[
            row.days,
            row.present,
            row.halfDay,
            row.absent,
            row.onLeave,
            row.holiday,
            row.weeklyOff,
            row.workedMinutes,
            row.lateMinutes,
            row.earlyExitMinutes,
            row.overtimeMinutes,
            row.overtimeApprovedMinutes,
          ].map(whole),
        ],
      ),
    };
  }
  const days = (await dayRows(deps.db, rows)).map(dayView);
  return {
    fileName,
    text: csvText(DAY_HEADERS, days, (row) => [
      row.employeeNo,
      row.employeeName,
      row.department,
      row.branch,
      row.date,
      row.status,
      row.shiftName,
      row.firstInTime,
      row.lastOutTime,
      ...[row.workedMinutes, row.lateMinutes, row.earlyExitMinutes, row.overtimeMinutes].map(whole),
      whole(row.overtimeApprovedMinutes),
    ]),
  };
}

/** One person's day as the report shows it, or undefined. */
export async function dayRowOf(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  date: string,
): Promise<TimeClockDayRow | undefined> {
  const [row] = await dayRows(db, {
    employerId,
    placedOn: date,
    onDay: sql<boolean>`ad.employee_id = ${employeeId} and ad.date = ${date}`,
    onPerson: sql<boolean>`true`,
  });
  return row && dayView(row);
}

/**
 * approve-overtime: how many of a day's overtime minutes count for pay (0 to the day's overtime), and
 * by whom. Outside the caller's attendance.approve reach, or with no row yet, the day is unknown (404).
 */
export async function approveOvertime(
  deps: ServiceDeps,
  caller: Caller,
  { employeeId, date, minutes }: ApproveOvertimeRequest,
): Promise<TimeClockDayRow> {
  const today = await callerToday(deps, caller);
  const reach = reachOf(caller, 'attendance', 'approve', today);
  return deps.db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('attendance_days')
      .select(['overtime_minutes'])
      .where('employer_id', '=', caller.employerId)
      .where('employee_id', '=', employeeId)
      .where('date', '=', date)
      .forUpdate()
      .executeTakeFirst();
    if (!stored || !(await reachesEmployee(trx, reach, employeeId))) {
      throw new Refusal(404, NO_SUCH_ATTENDANCE_DAY);
    }
    if (minutes > stored.overtime_minutes) {
      throw new Refusal(400, tooMuchOvertime(stored.overtime_minutes), { field: 'minutes' });
    }
    const before = await dayRowOf(trx, caller.employerId, employeeId, date);
    await trx
      .updateTable('attendance_days')
      .set({ overtime_approved_minutes: minutes, overtime_approved_by: caller.userId })
      .where('employer_id', '=', caller.employerId)
      .where('employee_id', '=', employeeId)
      .where('date', '=', date)
      .execute();
    const after = (await dayRowOf(trx, caller.employerId, employeeId, date)) as TimeClockDayRow;
    await writeAudit(trx, actorOf(caller), {
      operation: 'approveOvertime',
      area: 'attendance',
      recordType: 'attendance-day',
      recordId: `${employeeId}:${date}`,
      before: before ?? null,
      after,
    });
    return after;
  });
}
