import type { EmployeeReliefInput, PayItemInput, StatutoryContributionInput } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  contributionInputOf,
  contributionRows,
  contributionTableIds,
  type Period,
  payItemInputOf,
  payItemRows,
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
 * (the latest effective on or before it) and every one effective inside it. One query for all.
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
    select employee_id, effective_date, basic_salary, currency from (
      select employee_id, effective_date::text as effective_date, basic_salary::text as basic_salary,
        currency, lead(effective_date) over (partition by employee_id order by effective_date) as next_date
      from salary_history
      where employer_id = ${employerId} and ${amongEmployees('employee_id', employeeIds)}
        and effective_date <= ${period.to}
    ) touching
    where next_date is null or next_date > ${period.from}
    order by employee_id, effective_date`.execute(db);
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

export async function payItemInputsOf(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  period: Period,
): Promise<Map<string, PayItemInput[]>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await payItemRows(db, employerId, period)
    .where(amongEmployees('a.employee_id', employeeIds))
    .execute();
  return grouped(rows, payItemInputOf);
}

export async function contributionInputsOf(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  period: Period,
  digits: number,
): Promise<Map<string, StatutoryContributionInput[]>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await contributionRows(db, employerId, period)
    .where(amongEmployees('a.employee_id', employeeIds))
    .execute();
  const tables = await taxTables(db, employerId, digits, { ids: contributionTableIds(rows) });
  return grouped(rows, (row) => contributionInputOf(row, tables));
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
