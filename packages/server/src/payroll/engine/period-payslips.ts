import {
  computePayslip,
  type DateSpan,
  type EmployeeReliefInput,
  type PayItemInput,
  type PayPeriod,
  type PayrollSettingsValues,
  type Payslip,
  type StatutoryContributionInput,
  type TaxTable,
} from '@hr/domain';
import type { Kysely } from 'kysely';
import { type AttendanceForPay, attendanceForPay, overtimeLine } from '../../attendance/attendance-pay.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { type SuspensionInForce, unpaidSuspensions } from '../../incidents/decisions-in-force.ts';
import { employeeCalendar } from '../../leave/employee-calendar.ts';
import { type UnpaidLeave, unpaidLeaveByDay, unpaidLeaveDays } from '../../leave/unpaid-leave.ts';
import { moneyRulesOf } from '../setup/payroll-settings-store.ts';
import { type Period, payeTables } from './engine-inputs.ts';
import {
  payItemAndContributionInputsOf,
  reliefInputsOf,
  type SalaryRow,
  salariesIn,
  salaryProblemOf,
} from './engine-inputs-bulk.ts';
import {
  type EmployeePaymentDays,
  type EmploymentDates,
  employeePaymentDays,
  needsLeaveByDay,
} from './payment-days.ts';

/**
 * One period's payslips for many employees at once, as a run's chunk, a run's arrears and the
 * employee record's preview all compute them: the inputs are read with one query per kind for all the
 * employees (never one per employee), then each payslip is computed in turn. Only an employee whose
 * days need the work calendar (a joiner, a leaver, unpaid days) costs a query of their own.
 */

/** An employee as a period's payslip needs them beside their salary and items. */
export interface PeriodEmployee extends EmploymentDates {
  id: string;
  name: string;
}

/** What a period's payslips read for their employees, one query per kind; keyed by employee id. */
export interface PeriodInputs {
  items: Map<string, PayItemInput[]>;
  contributions: Map<string, StatutoryContributionInput[]>;
  reliefs: Map<string, EmployeeReliefInput[]>;
  /** Suspensions without pay in force (issue 30 item 5): unpaid days, like unpaid leave. */
  suspensions: Map<string, SuspensionInForce[]>;
  /** Approved overtime and unexcused absence, when Payroll › Setting takes them (issue 29 item 6). */
  attendance: Map<string, AttendanceForPay>;
}

/**
 * The period's inputs of the employees of `employeeIds`. The reads do not depend on each other: on
 * PostgreSQL they run side by side on connections of the pool (PGlite takes them in turn).
 */
export async function periodInputsOf(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  period: Period,
  settings: PayrollSettingsValues,
): Promise<PeriodInputs> {
  const [{ items, contributions }, reliefs, suspensions, attendance] = await Promise.all([
    payItemAndContributionInputsOf(db, employerId, employeeIds, period, moneyRulesOf(settings).digits),
    reliefInputsOf(db, employerId, employeeIds, period),
    unpaidSuspensions(db, employerId, period.from, period.to, employeeIds),
    attendanceForPay(db, employerId, period.from, period.to, employeeIds, settings),
  ]);
  return { items, contributions, reliefs, suspensions, attendance };
}

/** What the caller has read for the period beside its inputs. */
export interface PeriodReads {
  inputs: PeriodInputs;
  /** Each employee's salary rows touching the period, in the payroll currency. */
  salaries: ReadonlyMap<string, readonly SalaryRow[]>;
  /** Approved unpaid leave in the period, by employee. */
  unpaid: ReadonlyMap<string, UnpaidLeave>;
  taxTables: TaxTable[];
  /** Items beyond the employee's own (a run's arrears and expense claims), after them. */
  extraItems?: ReadonlyMap<string, readonly PayItemInput[]>;
}

export interface PeriodPayslip<E extends PeriodEmployee = PeriodEmployee> {
  employee: E;
  payslip: Payslip;
  /** Null when the whole period is paid. */
  days: EmployeePaymentDays | null;
}

/**
 * The payslips of `employees` for the period `span` of `payPeriod`, in their order. A set-up the engine
 * cannot compute with stops at the employee it meets: `problemOf` says what to throw then.
 */
export async function periodPayslips<E extends PeriodEmployee>(
  db: Kysely<Database>,
  employerId: string,
  employees: readonly E[],
  { payPeriod, span }: { payPeriod: PayPeriod; span: DateSpan },
  settings: PayrollSettingsValues,
  reads: PeriodReads,
  problemOf: (employee: E, error: unknown) => unknown,
): Promise<PeriodPayslip<E>[]> {
  const { inputs, salaries: salaryRows, unpaid, taxTables } = reads;
  const money = moneyRulesOf(settings);
  const period = { from: span.from.toString(), to: span.to.toString() };
  // Unpaid leave day by day, only for those whose salary changes inside the period (each part loses
  // its own) or who are suspended (a day on both is taken once).
  const unpaidByDay = await unpaidLeaveByDay(
    db,
    employerId,
    period.from,
    period.to,
    employees
      .map((employee) => employee.id)
      .filter(
        (id) =>
          unpaid.has(id) &&
          needsLeaveByDay(salaryRows.get(id) ?? [], period.from, inputs.suspensions.get(id)),
      ),
  );
  const payslips: PeriodPayslip<E>[] = [];
  for (const employee of employees) {
    const salaries = salaryRows.get(employee.id) ?? [];
    const fromAttendance = inputs.attendance.get(employee.id);
    let calendar: ReturnType<typeof employeeCalendar> | undefined;
    const calendarOf = () => {
      calendar ??= employeeCalendar(db, employerId, employee.id, span.from, span.to);
      return calendar;
    };
    try {
      const basic = await employeePaymentDays(
        employee,
        span,
        settings,
        salaries,
        {
          total: unpaid.get(employee.id),
          byDay: unpaidByDay.get(employee.id),
          absence: fromAttendance?.absence,
          suspensions: inputs.suspensions.get(employee.id),
        },
        calendarOf,
      );
      const overtime = await overtimeLine(
        fromAttendance?.overtimeMinutes ?? 0,
        settings,
        salaries,
        payPeriod,
        money,
        calendarOf,
      );
      const payslip = computePayslip({
        payPeriod,
        money,
        basicPay: basic.basicPay,
        paymentDays: basic.paymentDays,
        items: [
          ...(inputs.items.get(employee.id) ?? []),
          ...(overtime ? [overtime] : []),
          ...(reads.extraItems?.get(employee.id) ?? []),
        ],
        contributions: inputs.contributions.get(employee.id) ?? [],
        reliefs: inputs.reliefs.get(employee.id) ?? [],
        taxTables,
      });
      payslips.push({ employee, payslip, days: basic.days });
    } catch (error) {
      throw problemOf(employee, error);
    }
  }
  return payslips;
}

/** The salary rows of the period, or a 422 naming what to fix when a payslip cannot be made from them. */
export function checkedSalaries(
  employee: PeriodEmployee,
  rows: readonly SalaryRow[],
  period: Period,
  currency: string,
): readonly SalaryRow[] {
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

/**
 * The period's payslips of `employees` computed from today's record, everything read here: the
 * preview's (one employee) and the arrears' (everyone paid for a past period). An employee without a
 * salary the payroll can use is a 422 naming them.
 */
export async function payslipsFromRecord<E extends PeriodEmployee>(
  db: Kysely<Database>,
  employerId: string,
  employees: readonly E[],
  at: { payPeriod: PayPeriod; span: DateSpan },
  settings: PayrollSettingsValues,
  problemOf: (employee: E, error: unknown) => unknown,
): Promise<PeriodPayslip<E>[]> {
  if (employees.length === 0) return [];
  const period = { from: at.span.from.toString(), to: at.span.to.toString() };
  const ids = employees.map((employee) => employee.id);
  const [salaries, unpaid, inputs, taxTables] = await Promise.all([
    salariesIn(db, employerId, ids, period),
    unpaidLeaveDays(db, employerId, period.from, period.to, ids),
    periodInputsOf(db, employerId, ids, period, settings),
    payeTables(db, employerId, moneyRulesOf(settings).digits, period),
  ]);
  for (const employee of employees) {
    checkedSalaries(employee, salaries.get(employee.id) ?? [], period, settings.currency);
  }
  return periodPayslips(
    db,
    employerId,
    employees,
    at,
    settings,
    { inputs, salaries, unpaid: new Map(unpaid.map((row) => [row.employeeId, row])), taxTables },
    problemOf,
  );
}

/** A problem of the employer's data that running again will not cure: the run fails at once. */
export class PayRunProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayRunProblem';
  }
}

/** A set-up the engine cannot compute with, said of the employee a run stopped at. */
export function namingEmployee(employee: { name: string }, error: unknown): Error {
  if (error instanceof RangeError || error instanceof Refusal) {
    return new PayRunProblem(`${employee.name}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
