import {
  CHOOSE_A_CURRENCY,
  currencyMinorDigits,
  type EmployeePayGroup,
  type EmployeePayItemValues,
  isCurrencyCode,
  moneyField,
  payrollDateField,
} from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import * as v from 'valibot';
import type { Caller } from '../../auth/access-tokens.ts';
import { checkedByDomain } from '../../core/domain-rules.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { recordSalary } from '../../employees/employee-history.ts';
import { auditPayroll } from '../payroll-audit.ts';
import { OWN_SALARY_ADJUSTMENT, refuseOwnRecord } from '../separation-of-duties.ts';
import { assignedColumns, checkedAssignment } from './employee-pay.ts';
import { employerEmployee, moneyText, payrollAdministrator, quantityText } from './employee-pay-access.ts';
import type {
  CreateSalaryAdjustmentRequest,
  ListSalaryAdjustmentsRequest,
  SalaryAdjustment,
  SalaryAdjustmentItem,
} from './salary-adjustment-types.ts';

/**
 * Salary adjustments (§2.9, issue 14): a new basic salary and/or items from an effective date. The
 * salary is recorded in the employee's salary history and the items assigned on the record, so the
 * pay engine sees them as any other change; when the date reaches back into periods already paid in
 * a final run, the next run pays the difference as arrears (arrears.ts) and settles the adjustment.
 */

export const NO_SUCH_SALARY_ADJUSTMENT = 'There is no such salary adjustment.';
/** What the audit trail calls a salary adjustment. */
const RECORD = 'salary-adjustment';
export const NOTHING_TO_ADJUST = 'Give a new amount or add at least one item.';
export const ARREARS_ALREADY_PAID =
  "This adjustment's arrears were paid by a final run: it can't be deleted. Make a new adjustment instead.";
export const SETTLED_BY_FINAL_RUN =
  "A final run has settled this adjustment: it can't be deleted. Make a new adjustment instead.";

const ITEM_NAMES: Record<EmployeePayGroup, [article: string, name: string]> = {
  Earning: ['an', 'earning'],
  Deduction: ['a', 'deduction'],
  Bonus: ['a', 'bonus'],
  'Statutory Contribution': ['a', 'statutory contribution'],
};

const salaryFields = (digits: number) =>
  v.object({ effectiveDate: payrollDateField, amount: v.nullable(moneyField(digits)) });

/** The adjustments of the employer (of one employee when asked), newest effective date first. */
export async function listSalaryAdjustments(
  db: Kysely<Database>,
  caller: Caller,
  request: ListSalaryAdjustmentsRequest,
): Promise<SalaryAdjustment[]> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  if (request.employeeId !== undefined) await employerEmployee(db, employerId, request.employeeId);
  return adjustments(db, employerId, digits, { employeeId: request.employeeId });
}

async function adjustments(
  db: Kysely<Database>,
  employerId: string,
  digits: number,
  which: { employeeId?: string; id?: string },
): Promise<SalaryAdjustment[]> {
  let query = db
    .selectFrom('salary_adjustments as a')
    .innerJoin('employees as e', (join) =>
      join.onRef('e.id', '=', 'a.employee_id').onRef('e.employer_id', '=', 'a.employer_id'),
    )
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.employee_id',
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
      'a.effective_date',
      sql<string | null>`a.amount::text`.as('amount'),
      'a.currency',
      'a.remarks',
      'a.settled_by_run_id',
      'a.created_at',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('created_by'),
      sql<boolean>`exists (
        select 1 from payslips p
        where p.employer_id = a.employer_id and p.employee_id = a.employee_id
          and p.counts_once and p.period_end >= a.effective_date)`.as('paid_since'),
      // Arrears were paid only for periods before the settling run's own: an adjustment dated inside
      // that period (or with no earlier final payslip since its date) was settled with nothing owed.
      sql<boolean>`exists (
        select 1 from payslips p
        join pay_runs r on r.id = a.settled_by_run_id and r.employer_id = a.employer_id
        where p.employer_id = a.employer_id and p.employee_id = a.employee_id
          and p.counts_once and p.period_end >= a.effective_date
          and p.period_start < r.period_start)`.as('arrears_paid'),
    ])
    .where('a.employer_id', '=', employerId);
  if (which.employeeId !== undefined) query = query.where('a.employee_id', '=', which.employeeId);
  if (which.id !== undefined) query = query.where('a.id', '=', which.id);
  const rows = await query
    .orderBy('a.effective_date', 'desc')
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .execute();
  const items = await adjustmentItems(
    db,
    employerId,
    rows.map((row) => row.id),
    digits,
  );
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    effectiveDate: row.effective_date,
    amount: row.amount === null ? null : moneyText(row.amount, currencyMinorDigits(row.currency ?? '')),
    currency: row.currency,
    remarks: row.remarks,
    items: (items.get(row.id) ?? []).map(({ assignmentId: _, ...item }) => item),
    arrears: arrearsState(row),
    settledByRunId: row.settled_by_run_id,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  }));
}

/**
 * Paid: the final run that settled the adjustment paid arrears for it. Due: not settled, and a final
 * run paid a period on or after its date. None: nothing was or is owed for periods already paid.
 */
function arrearsState(row: {
  settled_by_run_id: string | null;
  paid_since: boolean;
  arrears_paid: boolean;
}): SalaryAdjustment['arrears'] {
  if (row.settled_by_run_id !== null) return row.arrears_paid ? 'Paid' : 'None';
  return row.paid_since ? 'Due' : 'None';
}

async function adjustmentItems(
  db: Kysely<Database>,
  employerId: string,
  adjustmentIds: string[],
  digits: number,
): Promise<Map<string, (SalaryAdjustmentItem & { assignmentId: string })[]>> {
  const byAdjustment = new Map<string, (SalaryAdjustmentItem & { assignmentId: string })[]>();
  if (adjustmentIds.length === 0) return byAdjustment;
  const rows = await db
    .selectFrom('salary_adjustment_items as i')
    .innerJoin('employee_pay_items as a', (join) =>
      join.onRef('a.id', '=', 'i.employee_pay_item_id').onRef('a.employer_id', '=', 'i.employer_id'),
    )
    .leftJoin('pay_items as p', (join) =>
      join.onRef('p.id', '=', 'a.pay_item_id').onRef('p.employer_id', '=', 'a.employer_id'),
    )
    .leftJoin('statutory_contributions as s', (join) =>
      join.onRef('s.id', '=', 'a.statutory_contribution_id').onRef('s.employer_id', '=', 'a.employer_id'),
    )
    .select([
      'i.salary_adjustment_id',
      'a.id as assignment_id',
      'p.kind',
      sql<string>`coalesce(a.pay_item_id, a.statutory_contribution_id)`.as('item_id'),
      sql<string>`coalesce(p.code, s.code)`.as('code'),
      sql<string>`coalesce(p.description, s.description)`.as('description'),
      sql<string | null>`a.amount::text`.as('amount'),
      sql<string | null>`a.quantity::text`.as('quantity'),
    ])
    .where('i.employer_id', '=', employerId)
    .where('i.salary_adjustment_id', 'in', adjustmentIds)
    .orderBy(sql`case p.kind when 'Earning' then 0 when 'Deduction' then 1 when 'Bonus' then 2 else 3 end`)
    .orderBy('code')
    .execute();
  for (const row of rows) {
    const list = byAdjustment.get(row.salary_adjustment_id) ?? [];
    list.push({
      assignmentId: row.assignment_id,
      group: row.kind ?? 'Statutory Contribution',
      itemId: row.item_id,
      code: row.code,
      description: row.description,
      amount: row.amount === null ? null : moneyText(row.amount, digits),
      quantity: row.quantity === null ? null : quantityText(row.quantity),
    });
    byAdjustment.set(row.salary_adjustment_id, list);
  }
  return byAdjustment;
}

/**
 * Each item `items` names is an active item of the employer of its group's kind, or the first that is
 * not is refused, naming it. One query per table whatever the count: a full list of 50 items was 50
 * round trips, and on PGlite the database runs in the server's process, so they held every request.
 */
async function checkItems(
  db: Kysely<Database>,
  employerId: string,
  items: CreateSalaryAdjustmentRequest['items'],
): Promise<void> {
  const idsOf = (contributions: boolean) => [
    ...new Set(
      items
        .filter((item) => (item.group === 'Statutory Contribution') === contributions)
        .map((item) => item.itemId),
    ),
  ];
  const contributionIds = idsOf(true);
  const payItemIds = idsOf(false);
  const contributions =
    contributionIds.length === 0
      ? []
      : await db
          .selectFrom('statutory_contributions')
          .select([
            'id',
            'code',
            'description',
            'is_active',
            sql<EmployeePayGroup>`'Statutory Contribution'`.as('kind'),
          ])
          .where('id', 'in', contributionIds)
          .where('employer_id', '=', employerId)
          .execute();
  const payItems =
    payItemIds.length === 0
      ? []
      : await db
          .selectFrom('pay_items')
          .select(['id', 'code', 'description', 'is_active', 'kind'])
          .where('id', 'in', payItemIds)
          .where('employer_id', '=', employerId)
          .execute();
  const contributionById = new Map(contributions.map((row) => [row.id, row]));
  const payItemById = new Map(payItems.map((row) => [row.id, row]));
  for (const [index, item] of items.entries()) {
    const field = `items.${index}.itemId`;
    const [article, name] = ITEM_NAMES[item.group];
    const found = (item.group === 'Statutory Contribution' ? contributionById : payItemById).get(item.itemId);
    if (!found) throw new Refusal(404, `There is no such ${name}.`, { field });
    const label = `${found.code} (${found.description})`;
    if (found.kind !== item.group) {
      throw new Refusal(400, `${label} is not ${article} ${name}.`, { field });
    }
    if (!found.is_active) {
      throw new Refusal(400, `${label} is inactive. Activate it or choose another ${name}.`, { field });
    }
  }
}

/** Refusals of one item's fields name the item: "items.0.amount". */
async function asItem<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal && error.field && !error.field.startsWith('items.')) {
      throw new Refusal(error.status, error.message, { field: `items.${index}.${error.field}` });
    }
    throw error;
  }
}

/** Each item's fields as assign-employee-pay-item checks them, from the adjustment's date. */
async function checkedAssignments(
  items: CreateSalaryAdjustmentRequest['items'],
  effectiveDate: string,
  digits: number,
): Promise<EmployeePayItemValues[]> {
  const assignments: EmployeePayItemValues[] = [];
  for (const [index, item] of items.entries()) {
    const { group, itemId, amount, quantity } = item;
    const fields = { group, itemId, amount, quantity, effectiveDate, endDate: null };
    assignments.push(await asItem(index, () => checkedAssignment(fields, digits)));
  }
  return assignments;
}

export async function createSalaryAdjustment(
  db: Kysely<Database>,
  caller: Caller,
  request: CreateSalaryAdjustmentRequest,
): Promise<SalaryAdjustment> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  const employee = await employerEmployee(db, employerId, request.employeeId);
  refuseOwnRecord(caller, employee.id, OWN_SALARY_ADJUSTMENT);
  if (request.amount !== null && request.currency === null) {
    throw new Refusal(400, 'Choose the currency of the new amount.', { field: 'currency' });
  }
  if (request.amount === null && request.currency !== null) {
    throw new Refusal(400, 'Enter the new amount, or leave the currency out.', { field: 'amount' });
  }
  if (request.amount === null && request.items.length === 0) {
    throw new Refusal(400, NOTHING_TO_ADJUST, { field: 'amount' });
  }
  if (request.currency !== null && !isCurrencyCode(request.currency)) {
    throw new Refusal(400, CHOOSE_A_CURRENCY, { field: 'currency' });
  }
  const salary = await checkedByDomain(salaryFields(currencyMinorDigits(request.currency ?? 'USD')), {
    effectiveDate: request.effectiveDate,
    amount: request.amount,
  });
  await checkItems(db, employerId, request.items);
  const assignments = await checkedAssignments(request.items, salary.effectiveDate, digits);

  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('salary_adjustments')
      .values({
        employer_id: employerId,
        employee_id: employee.id,
        effective_date: salary.effectiveDate,
        amount: salary.amount,
        currency: request.currency,
        remarks: request.remarks?.trim() || null,
        created_by: caller.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (salary.amount !== null) {
      const replaced = await trx
        .selectFrom('salary_history')
        .select('next_review_date')
        .where('employer_id', '=', employerId)
        .where('employee_id', '=', employee.id)
        .where('effective_date', '=', salary.effectiveDate)
        .executeTakeFirst();
      await recordSalary(trx, {
        employerId,
        employeeId: employee.id,
        effectiveDate: salary.effectiveDate,
        values: {
          basicSalary: salary.amount,
          currency: request.currency,
          nextReviewDate: replaced?.next_review_date ?? null,
        },
        recordedBy: caller.userId,
      });
    }
    // The items are assigned on the record as assign-employee-pay-item assigns one, all in one
    // statement, and linked to the adjustment in one more.
    if (assignments.length > 0) {
      const assigned = await trx
        .insertInto('employee_pay_items')
        .values(
          assignments.map((values) => ({
            employer_id: employerId,
            employee_id: employee.id,
            ...assignedColumns(values),
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('salary_adjustment_items')
        .values(
          assigned.map((row) => ({
            employer_id: employerId,
            salary_adjustment_id: id,
            employee_pay_item_id: row.id,
          })),
        )
        .execute();
    }
    const [created] = (await adjustments(trx, employerId, digits, { id })) as [SalaryAdjustment];
    await auditPayroll(trx, caller, {
      operation: 'createSalaryAdjustment',
      recordType: RECORD,
      recordId: id,
      after: created,
    });
    return created;
  });
}

/** Deletes an adjustment no final run has settled, with the salary and items it recorded. */
export async function deleteSalaryAdjustment(
  db: Kysely<Database>,
  caller: Caller,
  id: string,
): Promise<string> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('salary_adjustments')
      .select('id')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .forUpdate()
      .executeTakeFirst();
    const [adjustment] = locked ? await adjustments(trx, employerId, digits, { id }) : [];
    if (!adjustment) throw new Refusal(404, NO_SUCH_SALARY_ADJUSTMENT);
    refuseOwnRecord(caller, adjustment.employeeId, OWN_SALARY_ADJUSTMENT);
    if (adjustment.settledByRunId !== null) {
      throw new Refusal(409, adjustment.arrears === 'Paid' ? ARREARS_ALREADY_PAID : SETTLED_BY_FINAL_RUN);
    }
    // The items it assigned come off the record in one statement whatever their count (their links
    // to the adjustment go with them, on delete cascade).
    await trx
      .deleteFrom('employee_pay_items')
      .where('employer_id', '=', employerId)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('salary_adjustment_items')
          .select('employee_pay_item_id')
          .where('employer_id', '=', employerId)
          .where('salary_adjustment_id', '=', id),
      )
      .execute();
    if (adjustment.amount !== null) {
      await trx
        .deleteFrom('salary_history')
        .where('employer_id', '=', employerId)
        .where('employee_id', '=', adjustment.employeeId)
        .where('effective_date', '=', adjustment.effectiveDate)
        .where('basic_salary', '=', adjustment.amount)
        .where('currency', '=', adjustment.currency)
        .execute();
    }
    await trx
      .deleteFrom('salary_adjustments')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .execute();
    await auditPayroll(trx, caller, {
      operation: 'deleteSalaryAdjustment',
      recordType: RECORD,
      recordId: id,
      before: adjustment,
      after: null,
    });
    return `${adjustment.employeeName}’s salary adjustment of ${adjustment.effectiveDate} was deleted.`;
  });
}
