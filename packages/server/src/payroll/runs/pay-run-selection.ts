import type { PayPeriod } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PayRunSelection, SkippedEmployee } from '../../db/schema-pay-runs.ts';
import { refreshDueTerms } from '../../employees/terms/terms-cache.ts';
import { branchOn, departmentOn } from '../../leave/report-scope.ts';
import type { Period } from '../engine/engine-inputs.ts';
import { type SalaryRow, salariesIn, salaryProblemOf } from '../engine/engine-inputs-bulk.ts';

/**
 * Who a run pays: the employer's employees of the run's pay period employed on some day of it, narrowed
 * by the selection; and which of them a payslip cannot be made for yet (the blockers), with the
 * problem a person fixes on the employee's record.
 */

export interface RunEmployee {
  id: string;
  employeeNo: string | null;
  name: string;
  /** date_joined, else start_date. */
  joined: string | null;
  left: string | null;
  paymentMethod: 'Cash' | 'Cheque' | 'Bank';
  bankId: string | null;
  bankName: string | null;
  bankAccount: string | null;
}

export interface RunScope {
  payPeriod: PayPeriod;
  from: string;
  to: string;
  selection: PayRunSelection;
}

/** The employees of the scope, in name order; `within`: only those of these ids. */
function scopeQuery(db: Kysely<Database>, employerId: string, scope: RunScope, within?: readonly string[]) {
  const { selection } = scope;
  const ids = selection.scope === 'all' ? [] : selection.ids;
  return db
    .selectFrom('employees')
    .where('employees.employer_id', '=', employerId)
    .where('employees.pay_period', '=', scope.payPeriod)
    .where(sql<boolean>`(coalesce(employees.date_joined, employees.start_date) is null
      or coalesce(employees.date_joined, employees.start_date) <= ${scope.to})`)
    .where((eb) =>
      eb.or([
        eb('employees.employment_end_date', 'is', null),
        eb('employees.employment_end_date', '>=', scope.from),
      ]),
    )
    .$if(selection.scope === 'employees', (query) =>
      query.where(sql<boolean>`employees.id = any(${ids}::uuid[])`),
    )
    .$if(selection.scope === 'branch', (query) =>
      query.where(sql<boolean>`${branchOn(scope.from)} = any(${ids}::uuid[])`),
    )
    .$if(selection.scope === 'department', (query) =>
      query.where(sql<boolean>`${departmentOn(scope.from)} = any(${ids}::uuid[])`),
    )
    .$if(within !== undefined, (query) =>
      query.where(sql<boolean>`employees.id = any(${[...(within ?? [])]}::uuid[])`),
    )
    .orderBy('employees.first_name')
    .orderBy('employees.last_name')
    .orderBy('employees.id');
}

/** The ids of the scope's employees, in name order: all a run holds of who it pays (see planRun). */
export async function selectedIds(
  db: Kysely<Database>,
  employerId: string,
  scope: RunScope,
): Promise<string[]> {
  const rows = await scopeQuery(db, employerId, scope).select('employees.id').execute();
  return rows.map((row) => row.id);
}

export async function selectedEmployees(
  db: Kysely<Database>,
  employerId: string,
  scope: RunScope,
  within?: readonly string[],
): Promise<RunEmployee[]> {
  const rows = await scopeQuery(db, employerId, scope, within)
    .leftJoin('banks', (join) =>
      join
        .onRef('banks.id', '=', 'employees.bank_id')
        .onRef('banks.employer_id', '=', 'employees.employer_id'),
    )
    .select([
      'employees.id',
      'employees.employee_no',
      'employees.first_name',
      'employees.last_name',
      'employees.date_joined',
      'employees.start_date',
      'employees.employment_end_date',
      'employees.payment_method',
      'employees.bank_id',
      'banks.name as bank_name',
      'employees.bank_account',
    ])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    employeeNo: row.employee_no || null,
    name: `${row.first_name} ${row.last_name}`,
    joined: row.date_joined ?? row.start_date,
    left: row.employment_end_date,
    paymentMethod: row.payment_method,
    bankId: row.bank_id,
    bankName: row.bank_name,
    bankAccount: row.bank_account,
  }));
}

/** What keeps a payslip from being made for the employee, or null. */
export function blockerOf(
  employee: RunEmployee,
  salaries: readonly SalaryRow[] | undefined,
  currency: string,
  period: Period,
): string | null {
  const problem = salaryProblemOf(salaries, currency, period);
  if (problem?.kind === 'none') return `No basic salary on ${period.from}.`;
  if (problem?.kind === 'currency') return `Salary is in ${problem.currency}; payroll is in ${currency}.`;
  if (employee.paymentMethod === 'Bank' && (!employee.bankId || !employee.bankAccount)) {
    return 'Paid by Bank but no bank or bank account is recorded.';
  }
  return null;
}

/** The employees a payslip can be made for, and those left out with their problem. */
export function withoutBlockers(
  employees: readonly RunEmployee[],
  salaries: ReadonlyMap<string, readonly SalaryRow[]>,
  currency: string,
  period: Period,
): { payable: RunEmployee[]; skipped: SkippedEmployee[] } {
  const payable: RunEmployee[] = [];
  const skipped: SkippedEmployee[] = [];
  for (const employee of employees) {
    const problem = blockerOf(employee, salaries.get(employee.id), currency, period);
    if (problem) skipped.push({ employeeId: employee.id, employeeName: employee.name, problem });
    else payable.push(employee);
  }
  return { payable, skipped };
}

/**
 * Who a run of the scope pays and who it leaves out with their problem, as the run's job finds them;
 * with the payable employees' salary rows touching the period. `today` is the clock's UTC day.
 */
export async function whoIsPaid(
  db: Kysely<Database>,
  employerId: string,
  scope: RunScope,
  currency: string,
  today: string,
): Promise<{ payable: RunEmployee[]; skipped: SkippedEmployee[]; salaries: Map<string, SalaryRow[]> }> {
  // The pay period selected on and the calendars computed with are the terms cache: terms whose day
  // has come (by `today`) count, whether or not anyone opened the record since.
  await refreshDueTerms(db, employerId, today);
  return whoIsPaidOf(db, employerId, scope, currency);
}

/**
 * whoIsPaid without refreshing the terms cache (the caller did), of all the scope's employees or,
 * `within` given, of those of its ids: a run's chunk.
 */
export async function whoIsPaidOf(
  db: Kysely<Database>,
  employerId: string,
  scope: RunScope,
  currency: string,
  within?: readonly string[],
): Promise<{ payable: RunEmployee[]; skipped: SkippedEmployee[]; salaries: Map<string, SalaryRow[]> }> {
  const period = { from: scope.from, to: scope.to };
  // A chunk's ids are known before its employees are read: their salaries are read alongside (an id
  // the scope no longer selects has its rows read and unused), one round trip rather than two.
  const [selected, chunkSalaries] = await Promise.all([
    selectedEmployees(db, employerId, scope, within),
    within ? salariesIn(db, employerId, within, period) : undefined,
  ]);
  const salaries =
    chunkSalaries ??
    (await salariesIn(
      db,
      employerId,
      selected.map((employee) => employee.id),
      period,
    ));
  return { ...withoutBlockers(selected, salaries, currency, period), salaries };
}

/** Of the employees, those paid in a final, not off-cycle run of the period. */
/**
 * Whether a final regular run of the period exists at all: a read of the employer's runs of that
 * start date (pay_runs_employer_period_idx). Usually none does, and then a regular run's "already
 * paid" check need not read everyone's pay. Only a final run that is not off-cycle makes payslips
 * that count once (payslips.counts_once), so no other run can make alreadyPaid answer anyone.
 */
export async function periodHasFinalRun(
  db: Kysely<Database>,
  employerId: string,
  period: { payPeriod: PayPeriod; from: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('pay_runs')
    .select('id')
    .where('employer_id', '=', employerId)
    .where('period_start', '=', period.from)
    .where('pay_period', '=', period.payPeriod)
    .where('status', '=', 'final')
    .where('off_cycle', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function alreadyPaid(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  period: { payPeriod: PayPeriod; from: string },
): Promise<{ employeeId: string; employeeName: string }[]> {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .selectFrom('payslips')
    .select(['employee_id', 'employee_name'])
    .where('employer_id', '=', employerId)
    .where('counts_once', '=', true)
    .where('pay_period', '=', period.payPeriod)
    .where('period_start', '=', period.from)
    .where(sql<boolean>`employee_id = any(${[...employeeIds]}::uuid[])`)
    .orderBy('employee_name')
    .execute();
  return rows.map((row) => ({ employeeId: row.employee_id, employeeName: row.employee_name }));
}
