import type { EmployeeReliefInput, PayItemInput, StatutoryContributionInput } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  assignedInPeriod,
  type ContributionRow,
  contributionInputOf,
  contributionSideColumns,
  contributionTableIds,
  inForce,
  type PayItemRow,
  type Period,
  payItemInputOf,
  payItemSideColumns,
  reliefInputOf,
  reliefRows,
  taxTables,
} from './engine-inputs.ts';

/**
 * The pay engine's inputs of many employees at once, for a pay run: one query per kind of input for
 * every employee of the run (never one per employee), the rows mapped to the engine's inputs as
 * engine-inputs.ts maps one employee's. Employee ids go as one array parameter, so a run of 100,000
 * employees stays under PostgreSQL's limit of parameters.
 */

/** `column = any($ids)`: the employees of the run, as one parameter however many they are. */
export function amongEmployees(column: string, ids: readonly string[]) {
  return sql<boolean>`${sql.ref(column)} = any(${[...ids]}::uuid[])`;
}

function grouped<Row extends { employee_id: string }, Input>(
  rows: readonly Row[],
  inputOf: (row: Row) => Input,
): Map<string, Input[]> {
  const byEmployee = new Map<string, Input[]>();
  for (const row of rows) {
    const inputs = byEmployee.get(row.employee_id);
    if (inputs) inputs.push(inputOf(row));
    else byEmployee.set(row.employee_id, [inputOf(row)]);
  }
  return byEmployee;
}

/** A salary_history row touching a pay period. */
export interface SalaryRow {
  effectiveDate: string;
  basicSalary: string | null;
  currency: string | null;
}

/**
 * Each employee's salary rows touching the period, in date order: the one in effect on its first day
 * (the latest effective on or before it) and every one effective inside it. One query for all, which
 * starts from the ids: each employee's rows are found through salary_history_employee_date_key, so a
 * chunk of a run reads its own rows, not the employer's (`employee_id = any(...)` let PostgreSQL scan
 * every salary row of the employer for each chunk: at 100,000 employees 99,000 rows thrown away a chunk).
 */
export async function salariesIn(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  period: Period,
): Promise<Map<string, SalaryRow[]>> {
  if (employeeIds.length === 0) return new Map();
  const { rows } = await sql<{
    employee_id: string;
    effective_date: string;
    basic_salary: string | null;
    currency: string | null;
  }>`
    select chunk.employee_id, touching.effective_date, touching.basic_salary, touching.currency
    from unnest(${[...employeeIds]}::uuid[]) as chunk(employee_id)
    cross join lateral (
      select effective_date::text as effective_date, basic_salary::text as basic_salary, currency,
        lead(effective_date) over (order by effective_date) as next_date
      from salary_history
      where employer_id = ${employerId} and employee_id = chunk.employee_id and effective_date <= ${period.to}
    ) touching
    where touching.next_date is null or touching.next_date > ${period.from}
    order by chunk.employee_id, touching.effective_date`.execute(db);
  return grouped(rows, (row) => ({
    effectiveDate: row.effective_date,
    basicSalary: row.basic_salary,
    currency: row.currency,
  }));
}

/** What keeps the rows from paying the period: no salary on any day of it, or one in another currency. */
export type SalaryProblem = { kind: 'none' } | { kind: 'currency'; currency: string; on: string };

export function salaryProblemOf(
  rows: readonly SalaryRow[] | undefined,
  currency: string,
  period: Period,
): SalaryProblem | null {
  if (!rows?.some((row) => row.basicSalary !== null)) return { kind: 'none' };
  const foreign = rows.find(
    (row) => row.basicSalary !== null && row.currency !== null && row.currency !== currency,
  );
  if (!foreign?.currency) return null;
  const on = foreign.effectiveDate > period.from ? foreign.effectiveDate : period.from;
  return { kind: 'currency', currency: foreign.currency, on };
}

/** A row of employee_pay_items read for both kinds: an item's (payItemRows) or a contribution's. */
type AssignmentRow = (PayItemRow & { assigns: 'item' }) | (ContributionRow & { assigns: 'contribution' });

/**
 * The employees' earnings, deductions and bonuses (as payItemRows reads them) and statutory
 * contributions (as contributionRows does) in one read of their employee_pay_items rows, for a run's
 * chunk. Apart, PostgreSQL answered the contributions through the contribution's index (every employee
 * assigned SSNIT: at 100,000 employees, 100,000 rows read to keep a chunk's 1,000); together both come
 * through the employees' index (employee_pay_items_employee_idx), and neither query reads the other
 * kind's rows only to drop them. That index includes every column read here (migration 0053): on a
 * vacuumed table the read never visits the heap. A column read here and not in the index would bring
 * the heap visits back.
 */
export async function payItemAndContributionInputsOf(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  period: Period,
  digits: number,
): Promise<{ items: Map<string, PayItemInput[]>; contributions: Map<string, StatutoryContributionInput[]> }> {
  if (employeeIds.length === 0) return { items: new Map(), contributions: new Map() };
  const rows = await db
    .selectFrom('employee_pay_items as a')
    .leftJoin('pay_items as p', (join) =>
      join
        .onRef('p.id', '=', 'a.pay_item_id')
        .onRef('p.employer_id', '=', 'a.employer_id')
        .on('p.is_active', '=', true),
    )
    .leftJoin('statutory_contributions as s', (join) =>
      join
        .onRef('s.id', '=', 'a.statutory_contribution_id')
        .onRef('s.employer_id', '=', 'a.employer_id')
        .on('s.is_active', '=', true)
        .on(inForce('s.effective_from', period)),
    )
    .select([
      'a.employee_id',
      sql<'item' | 'contribution'>`case when p.id is not null then 'item' else 'contribution' end`.as(
        'assigns',
      ),
      // The columns of payItemRows and contributionRows; those of the other kind are null.
      sql<string>`coalesce(p.code, s.code)`.as('code'),
      sql<string>`coalesce(p.description, s.description)`.as('description'),
      ...payItemSideColumns(),
      ...contributionSideColumns(),
    ])
    .where('a.employer_id', '=', employerId)
    .where(amongEmployees('a.employee_id', employeeIds))
    .where(assignedInPeriod(period))
    .where((eb) => eb.or([eb('p.id', 'is not', null), eb('s.id', 'is not', null)]))
    .orderBy('a.effective_date')
    .orderBy('code')
    // `assigns` says which kind's columns the row has (a joined row's are never null).
    .$castTo<AssignmentRow>()
    .execute();
  const itemRows: PayItemRow[] = [];
  const contributionRowsRead: ContributionRow[] = [];
  for (const row of rows) {
    if (row.assigns === 'item') itemRows.push(row);
    else contributionRowsRead.push(row);
  }
  const tables = await taxTables(db, employerId, digits, { ids: contributionTableIds(contributionRowsRead) });
  return {
    items: grouped(itemRows, payItemInputOf),
    contributions: grouped(contributionRowsRead, (row) => contributionInputOf(row, tables)),
  };
}

export async function reliefInputsOf(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  period: Period,
): Promise<Map<string, EmployeeReliefInput[]>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await reliefRows(db, employerId, period)
    .where(amongEmployees('employee_id', employeeIds))
    .execute();
  return grouped(rows, reliefInputOf);
}
