import {
  type MoneyRules,
  overtimePayItem,
  type PayItemInput,
  type PayPeriod,
  type PayrollSettingsValues,
  weeklyHoursOf,
} from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import type { SalaryRow } from '../payroll/engine/engine-inputs-bulk.ts';
import type { WorkCalendar } from '../payroll/engine/payment-days.ts';

/**
 * What payroll takes from attendance (issue 29 item 6; docs/attendance.md), each only when its switch in
 * Payroll › Setting is on: the approved overtime minutes of the period, and the unexcused absence (an
 * Absent day is one day, a Half Day half of one). An absence excused by approved leave or an approved
 * attendance request is not Absent in the first place: the day's row says On Leave or what the request
 * made of it.
 */
export interface AttendanceForPay {
  overtimeMinutes: number;
  /** Unexcused absence: the total and each day, as unpaid leave is given to proration. */
  absence: { days: string; byDay: { date: string; days: string }[] } | null;
}

/** Each employee's attendance for pay in the period (dates inclusive); employees with none are left out. One query. */
export async function attendanceForPay(
  db: Kysely<Database>,
  employerId: string,
  from: string,
  to: string,
  employeeIds: readonly string[],
  settings: Pick<PayrollSettingsValues, 'overtimePay' | 'absenceUnpaid'>,
): Promise<Map<string, AttendanceForPay>> {
  const found = new Map<string, AttendanceForPay>();
  if (employeeIds.length === 0 || (!settings.overtimePay && !settings.absenceUnpaid)) return found;
  const { rows } = await sql<{ employee_id: string; date: string; status: string; approved: number | null }>`
    select employee_id, date::text as date, status, overtime_approved_minutes as approved
    from attendance_days
    where employer_id = ${employerId} and date between ${from} and ${to}
      and employee_id in (${sql.join(employeeIds)})
      and (${settings.absenceUnpaid} and status in ('Absent', 'Half Day')
        or ${settings.overtimePay} and overtime_approved_minutes > 0)
    order by employee_id, date`.execute(db);
  for (const row of rows) {
    const entry = found.get(row.employee_id) ?? { overtimeMinutes: 0, absence: null };
    if (settings.overtimePay && row.approved) entry.overtimeMinutes += row.approved;
    if (settings.absenceUnpaid && (row.status === 'Absent' || row.status === 'Half Day')) {
      const days = row.status === 'Absent' ? '1' : '0.5';
      const absence = entry.absence ?? { days: '0', byDay: [] };
      absence.days = new Decimal(absence.days).plus(days).toFixed();
      absence.byDay.push({ date: row.date, days });
      entry.absence = absence;
    }
    found.set(row.employee_id, entry);
  }
  return found;
}

/**
 * The overtime line of one employee's payslip, or null. The hourly rate is taken from the salary in
 * effect on the period's last day and the hours of the employee's work week.
 */
export async function overtimeLine(
  minutes: number,
  settings: Pick<PayrollSettingsValues, 'overtimePay' | 'overtimeRateKind' | 'overtimeRate'>,
  salaries: readonly SalaryRow[],
  payPeriod: PayPeriod,
  money: MoneyRules,
  calendarOf: () => Promise<WorkCalendar>,
): Promise<PayItemInput | null> {
  if (!settings.overtimePay || minutes === 0) return null;
  const salary = salaries.at(-1)?.basicSalary ?? '0';
  const weeklyHours =
    settings.overtimeRateKind === 'Multiplier of the hourly rate'
      ? weeklyHoursOf((await calendarOf()).workWeek)
      : '0';
  try {
    return overtimePayItem({
      minutes,
      rateKind: settings.overtimeRateKind,
      rate: settings.overtimeRate,
      basicSalary: salary,
      payPeriod,
      weeklyHours,
      money,
    });
  } catch (error) {
    // A work week without hours cannot give an hourly rate: say so, never a 500.
    if (error instanceof RangeError) throw new Refusal(422, `Overtime: ${error.message}`);
    throw error;
  }
}
