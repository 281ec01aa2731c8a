import {
  type ContributionSideInput,
  type ContributionType,
  type EmployeeReliefInput,
  type PayItemInput,
  prepareTaxTable,
  type StatutoryContributionInput,
  type TaxTable,
} from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The pay engine's inputs read from an employee's record and the employer's set-up, for the days
 * `from` to `to` (dates, inclusive): what is in effect on any day of the period counts. Items and
 * contributions deactivated by the employer are left out, as are tables no longer active.
 */

export interface Period {
  from: string;
  to: string;
}

/** Tables (with their brackets in order) of the employer, by id, ready for the engine. */
export async function taxTables(
  db: Kysely<Database>,
  employerId: string,
  digits: number,
  which: { ids: string[] } | { payeIn: Period },
): Promise<Map<string, TaxTable>> {
  if ('ids' in which && which.ids.length === 0) return new Map();
  let query = db
    .selectFrom('tax_tables')
    .select([
      'id',
      'code',
      'description',
      'type',
      'basis',
      sql<string | null>`relief_per_month::text`.as('relief'),
    ])
    .where('employer_id', '=', employerId);
  query =
    'ids' in which
      ? query.where('id', 'in', which.ids)
      : query
          .where('type', '=', 'PAYE Tax')
          .where('is_active', '=', true)
          .where(inForce('effective_from', which.payeIn));
  const tables = await query.orderBy('code').execute();
  if (tables.length === 0) return new Map();
  const brackets = await db
    .selectFrom('tax_table_brackets')
    .select([
      'tax_table_id',
      sql<string>`income_more_than::text`.as('income_more_than'),
      sql<string>`percentage::text`.as('percentage'),
    ])
    .where('employer_id', '=', employerId)
    .where(
      'tax_table_id',
      'in',
      tables.map((table) => table.id),
    )
    .orderBy('tax_table_id')
    .orderBy('position')
    .execute();
  return new Map(
    tables.map((table) => [
      table.id,
      prepareTaxTable(
        {
          code: table.code,
          description: table.description,
          type: table.type,
          basis: table.basis,
          reliefPerMonth: table.relief,
          brackets: brackets
            .filter((bracket) => bracket.tax_table_id === table.id)
            .map((bracket) => ({ incomeMoreThan: bracket.income_more_than, percentage: bracket.percentage })),
        },
        digits,
      ),
    ]),
  );
}

/** The employer's active PAYE tables in force in the period (see inForce). */
export async function payeTables(
  db: Kysely<Database>,
  employerId: string,
  digits: number,
  period: Period,
): Promise<TaxTable[]> {
  return [...(await taxTables(db, employerId, digits, { payeIn: period })).values()];
}

/**
 * A set-up row is in force in a period unless its effective date (a country template's, migration
 * 0048) falls after the period's last day: as an employee's assignment is, by `effective_date <= to`.
 * A row typed by hand has none and is always in force.
 */
export function inForce(column: 'effective_from' | 's.effective_from', period: Period) {
  return sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} <= ${period.to})`;
}

/** An employee's assignment (`a`, a row of employee_pay_items) in force on some day of the period. */
export function assignedInPeriod(period: Period) {
  return sql<boolean>`(a.effective_date <= ${period.to} and (a.end_date is null or a.end_date >= ${period.from}))`;
}

/** A pay item's kind, amount and quantity (the assignment's where it sets them) and how it is taxed. */
export function payItemSideColumns() {
  return [
    'p.kind',
    sql<string>`coalesce(a.amount, p.amount)::text`.as('amount'),
    sql<string>`coalesce(a.quantity, p.quantity)::text`.as('quantity'),
    'p.unit',
    'p.tax',
    'p.other_statutory',
  ] as const;
}

/** The rows of employees' earnings, deductions and bonuses in effect in the period; narrow it by employee. */
export function payItemRows(db: Kysely<Database>, employerId: string, period: Period) {
  return db
    .selectFrom('employee_pay_items as a')
    .innerJoin('pay_items as p', (join) =>
      join.onRef('p.id', '=', 'a.pay_item_id').onRef('p.employer_id', '=', 'a.employer_id'),
    )
    .select(['a.employee_id', 'p.code', 'p.description', ...payItemSideColumns()])
    .where('a.employer_id', '=', employerId)
    .where('p.is_active', '=', true)
    .where(assignedInPeriod(period))
    .orderBy('a.effective_date')
    .orderBy('p.code');
}

export type PayItemRow = Awaited<ReturnType<ReturnType<typeof payItemRows>['execute']>>[number];

export function payItemInputOf(row: PayItemRow): PayItemInput {
  return {
    kind: row.kind,
    code: row.code,
    description: row.description,
    amount: row.amount,
    quantity: row.quantity,
    unit: row.unit,
    tax: row.tax,
    otherStatutory: row.other_statutory,
  };
}

/** The earnings, deductions and bonuses in effect in the period, the employee's amount or quantity else the item's. */
export async function payItemInputs(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  period: Period,
): Promise<PayItemInput[]> {
  const rows = await payItemRows(db, employerId, period).where('a.employee_id', '=', employeeId).execute();
  return rows.map(payItemInputOf);
}

/** A contribution's two sides as its row gives them (`s` the contribution). */
export function contributionSideColumns() {
  return [
    's.employee_before_tax',
    's.employer_type',
    sql<string | null>`s.employer_amount::text`.as('employer_amount'),
    sql<string | null>`s.employer_capped_amount::text`.as('employer_capped'),
    's.employer_tax_table_id',
    's.employee_type',
    sql<string | null>`s.employee_amount::text`.as('employee_amount'),
    sql<string | null>`s.employee_capped_amount::text`.as('employee_capped'),
    's.employee_tax_table_id',
  ] as const;
}

/** The rows of employees' statutory contributions in effect in the period; narrow it by employee. */
export function contributionRows(db: Kysely<Database>, employerId: string, period: Period) {
  return db
    .selectFrom('employee_pay_items as a')
    .innerJoin('statutory_contributions as s', (join) =>
      join.onRef('s.id', '=', 'a.statutory_contribution_id').onRef('s.employer_id', '=', 'a.employer_id'),
    )
    .select(['a.employee_id', 's.code', 's.description', ...contributionSideColumns()])
    .where('a.employer_id', '=', employerId)
    .where('s.is_active', '=', true)
    .where(inForce('s.effective_from', period))
    .where(assignedInPeriod(period))
    .orderBy('a.effective_date')
    .orderBy('s.code');
}

export type ContributionRow = Awaited<ReturnType<ReturnType<typeof contributionRows>['execute']>>[number];

/** The ids of the tax tables the contributions' sides are computed with. */
export function contributionTableIds(rows: readonly ContributionRow[]): string[] {
  const ids = rows.flatMap((row) =>
    [row.employer_tax_table_id, row.employee_tax_table_id].filter((id): id is string => id !== null),
  );
  return [...new Set(ids)];
}

export function contributionInputOf(
  row: ContributionRow,
  tables: ReadonlyMap<string, TaxTable>,
): StatutoryContributionInput {
  const side = (
    type: ContributionType,
    amount: string | null,
    cappedAmount: string | null,
    tableId: string | null,
  ): ContributionSideInput => ({
    type,
    amount,
    cappedAmount,
    table: tableId === null ? null : (tables.get(tableId) ?? null),
  });
  return {
    code: row.code,
    description: row.description,
    employer: side(row.employer_type, row.employer_amount, row.employer_capped, row.employer_tax_table_id),
    employee: side(row.employee_type, row.employee_amount, row.employee_capped, row.employee_tax_table_id),
    employeeBeforeTax: row.employee_before_tax,
  };
}

/** The statutory contributions assigned to the employee in effect in the period. */
export async function contributionInputs(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  period: Period,
  digits: number,
): Promise<StatutoryContributionInput[]> {
  const rows = await contributionRows(db, employerId, period)
    .where('a.employee_id', '=', employeeId)
    .execute();
  const tables = await taxTables(db, employerId, digits, { ids: contributionTableIds(rows) });
  return rows.map((row) => contributionInputOf(row, tables));
}

/** The rows of employees' reliefs in effect in the period; narrow it by employee. */
export function reliefRows(db: Kysely<Database>, employerId: string, period: Period) {
  return db
    .selectFrom('employee_reliefs')
    .select(['employee_id', 'description', sql<string>`amount::text`.as('amount'), 'per'])
    .where('employer_id', '=', employerId)
    .where('effective_date', '<=', period.to)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', period.from)]))
    .orderBy('effective_date')
    .orderBy('description');
}

type ReliefRow = Awaited<ReturnType<ReturnType<typeof reliefRows>['execute']>>[number];

export function reliefInputOf(row: ReliefRow): EmployeeReliefInput {
  return { code: row.description, description: row.description, amount: row.amount, per: row.per };
}

/** The reliefs recorded on the employee in effect in the period. */
export async function reliefInputs(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  period: Period,
): Promise<EmployeeReliefInput[]> {
  const rows = await reliefRows(db, employerId, period).where('employee_id', '=', employeeId).execute();
  return rows.map(reliefInputOf);
}
