import type { EmployeeReliefInput, PayItemInput, StatutoryContributionInput } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
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

export interface SalaryOn {
  basicSalary: string | null;
  currency: string | null;
}

/** Each employee's salary row in effect on `date` (the latest effective on or before it). */
export async function salariesOn(
  db: Kysely<Database>,
  employerId: string,
  employeeIds: readonly string[],
  date: string,
): Promise<Map<string, SalaryOn>> {
  if (employeeIds.length === 0) return new Map();
  const { rows } = await sql<{ employee_id: string; basic_salary: string | null; currency: string | null }>`
    select distinct on (employee_id) employee_id, basic_salary::text as basic_salary, currency
    from salary_history
    where employer_id = ${employerId} and ${amongEmployees('employee_id', employeeIds)}
      and effective_date <= ${date}
    order by employee_id, effective_date desc`.execute(db);
  return new Map(
    rows.map((row) => [row.employee_id, { basicSalary: row.basic_salary, currency: row.currency }]),
  );
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
