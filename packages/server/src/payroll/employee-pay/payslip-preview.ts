import {
  computePayslip,
  type DateSpan,
  type PayrollSettingsValues,
  type Payslip,
  type PayslipInput,
  payPeriodSpan,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import type { Kysely } from 'kysely';
import { attendanceForPay, overtimeLine } from '../../attendance/attendance-pay.ts';
import type { Caller } from '../../auth/access-tokens.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { unpaidSuspensions } from '../../incidents/decisions-in-force.ts';
import { employeeCalendar } from '../../leave/employee-calendar.ts';
import { unpaidLeaveByDay, unpaidLeaveDays } from '../../leave/unpaid-leave.ts';
import {
  contributionInputs,
  type Period,
  payeTables,
  payItemInputs,
  reliefInputs,
} from '../engine/engine-inputs.ts';
import { type SalaryRow, salariesIn, salaryProblemOf } from '../engine/engine-inputs-bulk.ts';
import { type EmployeePaymentDays, employeePaymentDays, needsLeaveByDay } from '../engine/payment-days.ts';
import { moneyRulesOf, readPayrollSettings } from '../setup/payroll-settings-store.ts';
import { NO_SUCH_EMPLOYEE } from './employee-pay-access.ts';
import type { PayslipPreview } from './employee-pay-types.ts';

/**
 * "Preview payslip" on the employee record (issue 13): what the pay engine computes today for the
 * period starting on a date, from the employee's record and the employer's set-up, every line
 * explained. Nothing is saved; the runs and payslips are the next issue's.
 */

/** What the pay engine needs to know of the employee beside their salary and items. */
export interface PayrollEmployee {
  name: string;
  payPeriod: PayrollPeriod;
  joined: string | null;
  left: string | null;
}
type PayrollPeriod = Parameters<typeof payPeriodSpan>[0];

export async function payrollEmployee(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
): Promise<PayrollEmployee> {
  const row = await db
    .selectFrom('employees')
    .select(['first_name', 'last_name', 'pay_period', 'date_joined', 'start_date', 'employment_end_date'])
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  return {
    name: `${row.first_name} ${row.last_name}`,
    payPeriod: row.pay_period,
    joined: row.date_joined ?? row.start_date,
    left: row.employment_end_date,
  };
}

/** The salary rows touching the period, in the payroll currency; 422 naming what to fix otherwise. */
async function salaryRowsIn(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  employee: PayrollEmployee,
  period: Period,
  currency: string,
): Promise<SalaryRow[]> {
  const rows = (await salariesIn(db, employerId, [employeeId], period)).get(employeeId) ?? [];
  const problem = salaryProblemOf(rows, currency, period);
  if (problem?.kind === 'none') {
    throw new Refusal(
      422,
      `${employee.name} has no basic salary on ${period.from}. Add one in the Salary section.`,
    );
  }
  if (problem?.kind === 'currency') {
    throw new Refusal(
      422,
      `${employee.name}’s salary on ${problem.on} is in ${problem.currency} but payroll is in ${currency}. Record a salary in ${currency} or change the payroll currency in Settings.`,
    );
  }
  return rows;
}

/** One employee's payslip for `span`, computed from today's record; the preview's and the runs' core. */
export async function computeEmployeePayslip(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  employee: PayrollEmployee,
  span: DateSpan,
  settings: PayrollSettingsValues,
): Promise<{ payslip: Payslip; paymentDays: EmployeePaymentDays | null }> {
  const money = moneyRulesOf(settings);
  const period = { from: span.from.toString(), to: span.to.toString() };
  const salaries = await salaryRowsIn(db, employerId, employeeId, employee, period, settings.currency);
  const [unpaid] = await unpaidLeaveDays(db, employerId, period.from, period.to).then((rows) =>
    rows.filter((row) => row.employeeId === employeeId),
  );
  const suspensions = (await unpaidSuspensions(db, employerId, period.from, period.to, [employeeId])).get(
    employeeId,
  );
  const byDay =
    unpaid && needsLeaveByDay(salaries, period.from, suspensions)
      ? (await unpaidLeaveByDay(db, employerId, period.from, period.to, [employeeId])).get(employeeId)
      : undefined;
  const attendance = (
    await attendanceForPay(db, employerId, period.from, period.to, [employeeId], settings)
  ).get(employeeId);
  let calendar: ReturnType<typeof employeeCalendar> | undefined;
  const calendarOf = () => {
    calendar ??= employeeCalendar(db, employerId, employeeId, span.from, span.to);
    return calendar;
  };
  const basic = await employeePaymentDays(
    employee,
    span,
    settings,
    salaries,
    { total: unpaid, byDay, absence: attendance?.absence, suspensions },
    calendarOf,
  );
  const overtime = await overtimeLine(
    attendance?.overtimeMinutes ?? 0,
    settings,
    salaries,
    employee.payPeriod,
    money,
    calendarOf,
  );
  const days = basic.days;
  const input: PayslipInput = {
    payPeriod: employee.payPeriod,
    money,
    basicPay: basic.basicPay,
    paymentDays: basic.paymentDays,
    items: [...(await payItemInputs(db, employerId, employeeId, period)), ...(overtime ? [overtime] : [])],
    contributions: await contributionInputs(db, employerId, employeeId, period, money.digits),
    reliefs: await reliefInputs(db, employerId, employeeId, period),
    taxTables: await payeTables(db, employerId, money.digits, period),
  };
  try {
    return { payslip: computePayslip(input), paymentDays: days };
  } catch (error) {
    // A set-up the engine cannot compute with (a contribution's table gone): say so, never a 500.
    if (error instanceof RangeError) throw new Refusal(422, error.message);
    throw error;
  }
}

export async function previewPayslip(
  db: Kysely<Database>,
  caller: Caller,
  request: { employeeId: string; periodStart: string },
): Promise<PayslipPreview> {
  const { employerId } = caller;
  const employee = await payrollEmployee(db, employerId, request.employeeId);
  const settings = await readPayrollSettings(db, employerId);
  let span: DateSpan;
  try {
    span = payPeriodSpan(employee.payPeriod, parseDate(request.periodStart));
  } catch (error) {
    if (error instanceof RangeError) throw new Refusal(400, error.message, { field: 'periodStart' });
    throw error;
  }
  const { payslip, paymentDays: days } = await computeEmployeePayslip(
    db,
    employerId,
    request.employeeId,
    employee,
    span,
    settings,
  );
  return {
    employeeId: request.employeeId,
    employeeName: employee.name,
    payPeriod: employee.payPeriod,
    periodStart: span.from.toString(),
    periodEnd: span.to.toString(),
    currency: settings.currency,
    paymentDays: days && {
      paid: days.days.paidDays.toString(),
      total: days.days.periodDays.toString(),
      method: days.days.method,
      explanation: days.explanation,
    },
    ...payslip,
    footer: settings.payslipFooter,
  };
}
