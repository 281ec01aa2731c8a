import {
  dayMonth,
  type PayItemInput,
  type PayrollSettingsValues,
  type Payslip,
  periodArrears,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { Decimal } from 'decimal.js';
import { type Kysely, type Selectable, sql } from 'kysely';
import { linesOf } from '../../db/payslip-lines.ts';
import type { Database } from '../../db/schema.ts';
import type { PayslipsTable, StoredPayslipLine } from '../../db/schema-pay-runs.ts';
import {
  overturnedUnpaidSuspensions,
  settleOverturnedSuspensions,
} from '../../incidents/decisions-in-force.ts';
import { amongEmployees } from '../engine/engine-inputs-bulk.ts';
import { namingEmployee, type PeriodEmployee, payslipsFromRecord } from '../engine/period-payslips.ts';
import { moneyRulesOf } from '../setup/payroll-settings-store.ts';

/**
 * Arrears of salary adjustments (issue 14). For an employee with an adjustment no final run has
 * settled, every period paid in a final run (off-cycle runs apart) from the adjustment's effective date
 * up to the run's period is computed again from today's record, as the preview computes a payslip; the
 * difference in gross, less the arrears already paid for the period, is one item of the run: an
 * earning (a deduction when the period was over-paid) coded ARREARS:<period start>. A run that stores
 * these lines keeps their period in arrearsFor, so the next run finds them already paid.
 */

export const ARREARS_CODE_PREFIX = 'ARREARS:';

export interface RunPeriod {
  from: string;
  to: string;
}

const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "1 Sep 2026" (Intl writes "Sept" for September in en-GB). */
function dayMonthYear(date: string): string {
  const parsed = parseDate(date);
  return `${dayMonth(parsed)} ${parsed.year}`;
}

/** "September 2026" for a calendar month, "1 Sep 2026 – 7 Sep 2026" for any other period. */
function periodLabel(from: string, to: string): string {
  const start = parseDate(from);
  const end = parseDate(to);
  const wholeMonth = start.day === 1 && end.compare(start.add({ months: 1 }).subtract({ days: 1 })) === 0;
  if (wholeMonth) return monthYear.format(new Date(`${from}T00:00:00Z`));
  return `${dayMonthYear(from)} – ${dayMonthYear(to)}`;
}

/**
 * The earliest effective date of each employee's unsettled adjustments, and the earliest From of their
 * suspensions without pay overturned on appeal and not yet paid back (issue 30 item 5): recomputed with
 * the suspension no longer in force, those periods' arrears are what it took.
 */
async function unsettledSince(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('salary_adjustments')
    .select(['employee_id', sql<string>`min(effective_date)::text`.as('since')])
    .where('employer_id', '=', employerId)
    .where(amongEmployees('employee_id', employeeIds))
    .where('settled_by_run_id', 'is', null)
    .groupBy('employee_id')
    .execute();
  const since = new Map(rows.map((row) => [row.employee_id, row.since]));
  const { rows: overturned } = await overturnedUnpaidSuspensions(employerId, employeeIds).execute(db);
  for (const row of overturned) {
    const earlier = since.get(row.employee_id);
    if (!earlier || row.since < earlier) since.set(row.employee_id, row.since);
  }
  return since;
}

/** An arrears line's signed amount: an earning adds, a deduction (a recovery) takes away. */
function signedArrears(line: StoredPayslipLine): Decimal {
  return line.kind === 'Deduction' ? new Decimal(line.amount).neg() : new Decimal(line.amount);
}

type FinalPayslip = Pick<
  Selectable<PayslipsTable>,
  'employee_id' | 'pay_period' | 'period_start' | 'period_end' | 'lines' | 'counts_once'
>;

/**
 * The final payslips before the run's period of the employees of `since`, each from the first period
 * reaching their date: the periods to recompute, and the later ones whose arrears lines say what was
 * already paid for them. A period's arrears are paid by a payslip starting after it starts, so one
 * ending 31 days before the date (a period is at most a month) is read too: an off-cycle payslip
 * inside that first period, should it carry arrears for it. One query; the years before stay unread.
 */
async function finalPayslipsSince(
  db: Kysely<Database>,
  employerId: string,
  since: ReadonlyMap<string, string>,
  runFrom: string,
): Promise<FinalPayslip[]> {
  const { rows } = await sql<FinalPayslip>`
    select p.employee_id, p.pay_period, p.period_start::text as period_start,
      p.period_end::text as period_end, p.lines, p.counts_once
    from payslips p
    join unnest(${[...since.keys()]}::uuid[], ${[...since.values()]}::date[]) as u(employee_id, since)
      on u.employee_id = p.employee_id and p.period_end >= u.since - 31
    where p.employer_id = ${employerId} and p.final and p.period_start < ${runFrom}
    order by p.employee_id, p.period_start`.execute(db);
  return rows;
}

/** The employees of `employeeIds` as a recomputed period needs them. One query. */
async function periodEmployees(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
): Promise<Map<string, PeriodEmployee>> {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'date_joined', 'start_date', 'employment_end_date'])
    .where('employer_id', '=', employerId)
    .where(amongEmployees('id', employeeIds))
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: `${row.first_name} ${row.last_name}`,
        joined: row.date_joined ?? row.start_date,
        left: row.employment_end_date,
      },
    ]),
  );
}

/** A period paid in a final run, as its payslips are recomputed together. */
interface PaidPeriod {
  payPeriod: FinalPayslip['pay_period'];
  from: string;
  to: string;
  employees: PeriodEmployee[];
}

/**
 * What each employee is owed (or over-paid) for periods already paid, as items of the run for
 * `runPeriod`. The employees paid for the same period are recomputed together with the run's bulk
 * readers, so a raise back-dated for everyone costs a few statements a period, not a few an employee.
 */
export async function arrearsItems(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  runPeriod: RunPeriod,
  settings: PayrollSettingsValues,
): Promise<Map<string, PayItemInput[]>> {
  const items = new Map<string, PayItemInput[]>();
  const since = await unsettledSince(db, employerId, employeeIds);
  if (since.size === 0) return items;
  const { digits } = moneyRulesOf(settings);
  const [finals, employees] = await Promise.all([
    finalPayslipsSince(db, employerId, since, runPeriod.from),
    periodEmployees(db, employerId, [...since.keys()]),
  ]);
  // Per employee, the arrears already paid for each period (by its start), and the periods paid.
  const paidFor = new Map<string, Map<string, Decimal>>();
  const periods = new Map<string, PaidPeriod>();
  const toRecompute: { employeeId: string; payslip: FinalPayslip; key: string }[] = [];
  for (const payslip of finals) {
    const paid = paidFor.get(payslip.employee_id) ?? new Map<string, Decimal>();
    paidFor.set(payslip.employee_id, paid);
    for (const line of linesOf(payslip.lines)) {
      if (!line.arrearsFor) continue;
      paid.set(line.arrearsFor, (paid.get(line.arrearsFor) ?? new Decimal(0)).plus(signedArrears(line)));
    }
    const employee = employees.get(payslip.employee_id);
    const effectiveDate = since.get(payslip.employee_id);
    if (!payslip.counts_once || !employee || !effectiveDate || payslip.period_end < effectiveDate) continue;
    const key = `${payslip.pay_period} ${payslip.period_start} ${payslip.period_end}`;
    const period = periods.get(key) ?? {
      payPeriod: payslip.pay_period,
      from: payslip.period_start,
      to: payslip.period_end,
      employees: [],
    };
    periods.set(key, period);
    // Paid once a period in final runs (payslips_paid_once_key): never twice in one period's list.
    period.employees.push(employee);
    toRecompute.push({ employeeId: payslip.employee_id, payslip, key });
  }
  // Each period's payslips as today's record computes them, keyed by period and employee.
  const recomputed = new Map<string, Map<string, Payslip>>();
  for (const [key, period] of periods) {
    const span = { from: parseDate(period.from), to: parseDate(period.to) };
    const payslips = await payslipsFromRecord(
      db,
      employerId,
      period.employees,
      { payPeriod: period.payPeriod, span },
      settings,
      namingEmployee,
    );
    recomputed.set(key, new Map(payslips.map(({ employee, payslip }) => [employee.id, payslip])));
  }
  for (const { employeeId, payslip, key } of toRecompute) {
    const now = recomputed.get(key)?.get(employeeId);
    const effectiveDate = since.get(employeeId);
    if (!now || !effectiveDate) continue;
    const period = periodLabel(payslip.period_start, payslip.period_end);
    const arrears = periodArrears({
      paid: linesOf(payslip.lines),
      recomputed: now.lines,
      alreadyPaid: (paidFor.get(employeeId)?.get(payslip.period_start) ?? new Decimal(0)).toFixed(digits),
      period,
      since: dayMonthYear(effectiveDate),
      digits,
    });
    if (!arrears) continue;
    const amount = new Decimal(arrears.amount);
    const owed = items.get(employeeId) ?? [];
    items.set(employeeId, owed);
    owed.push({
      kind: amount.isNegative() ? 'Deduction' : 'Earning',
      code: `${ARREARS_CODE_PREFIX}${payslip.period_start}`,
      description: `Arrears ${period}`,
      amount: amount.abs().toFixed(digits),
      quantity: '1',
      tax: settings.arrearsTaxable,
      otherStatutory: settings.arrearsStatutory,
      prorate: false,
      explanation: arrears.explanation,
    });
  }
  return items;
}

/** `column` is an employee the run `runId` has a payslip for. */
function paidByRun(column: string, employerId: string, runId: string) {
  return sql<boolean>`${sql.ref(column)} in (select s.employee_id from payslips s
    where s.employer_id = ${employerId} and s.pay_run_id = ${runId})`;
}

/**
 * Marks as settled by the final run `runId` the adjustments of its employees (those it has a payslip
 * for) that it considered: those made before the run was processed and effective by the end of its
 * period (the run's, whose first day is `runPeriodFrom`). Later ones stay for the next run. Answers
 * how many were settled. The run's employees are read inside the database, so a run of 100,000 costs
 * the server no list of them.
 */
export async function settleArrears(
  trx: Kysely<Database>,
  employerId: string,
  runId: string,
  runPeriodFrom: string,
): Promise<number> {
  // created_at is the database's clock, so "before the run was processed" is too: the queuing of the
  // run's job (just before its inputs were read; an adjustment left unsettled is only recomputed by
  // the next run, never paid twice), not processed_at, which is the server's clock.
  const run = await trx
    .selectFrom('pay_runs as r')
    .leftJoin('jobs as j', 'j.id', 'r.job_id')
    .select(['r.period_end', sql<Date>`coalesce(j.created_at, r.processed_at, now())`.as('read_from')])
    .where('r.id', '=', runId)
    .where('r.employer_id', '=', employerId)
    .where('r.period_start', '=', runPeriodFrom)
    .executeTakeFirstOrThrow();
  const settled = await trx
    .updateTable('salary_adjustments')
    .set({ settled_by_run_id: runId })
    .where('employer_id', '=', employerId)
    .where(paidByRun('employee_id', employerId, runId))
    .where('settled_by_run_id', 'is', null)
    .where('effective_date', '<=', run.period_end)
    .where('created_at', '<=', run.read_from)
    .executeTakeFirst();
  await settleOverturnedSuspensions(trx, employerId, runId, run.period_end, run.read_from);
  return Number(settled.numUpdatedRows);
}
