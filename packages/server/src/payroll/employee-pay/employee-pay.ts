import { type EmployeePayGroup, type EmployeePayItemValues, employeePayItemSchema } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { checkedByDomain } from '../../core/domain-rules.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import { auditPayroll } from '../payroll-audit.ts';
import { OWN_PAY_ITEMS, refuseOwnRecord } from '../separation-of-duties.ts';
import {
  blankOf,
  employerEmployee,
  moneyText,
  payrollAdministrator,
  quantityText,
} from './employee-pay-access.ts';
import type { EmployeePayItem, EmployeePayItemRequestFields } from './employee-pay-types.ts';

/**
 * The employee record's Salary groups (issue 13): the employer's earnings, deductions and bonuses
 * (with the employee's own amount or quantity when it differs) and statutory contributions, assigned
 * to an employee from an effective date up to an end date. Administrators only; every row is the
 * caller's employer's, and the item assigned must be one of its items of the group's kind.
 */

export const NO_SUCH_EMPLOYEE_PAY_ITEM = 'There is no such pay item on the employee.';
/** What the audit trail calls an item assigned to an employee. */
const RECORD = 'employee-pay-item';

const ITEM_NAMES: Record<EmployeePayGroup, string> = {
  Earning: 'earning',
  Deduction: 'deduction',
  Bonus: 'bonus',
  'Statutory Contribution': 'statutory contribution',
};

function assignmentQuery(db: Kysely<Database>, employerId: string) {
  return db
    .selectFrom('employee_pay_items as a')
    .leftJoin('pay_items as p', (join) =>
      join.onRef('p.id', '=', 'a.pay_item_id').onRef('p.employer_id', '=', 'a.employer_id'),
    )
    .leftJoin('statutory_contributions as s', (join) =>
      join.onRef('s.id', '=', 'a.statutory_contribution_id').onRef('s.employer_id', '=', 'a.employer_id'),
    )
    .select([
      'a.id',
      'a.employee_id',
      'a.pay_item_id',
      'a.statutory_contribution_id',
      'p.kind',
      sql<string>`coalesce(p.code, s.code)`.as('code'),
      sql<string>`coalesce(p.description, s.description)`.as('description'),
      sql<string | null>`a.amount::text`.as('amount'),
      sql<string | null>`a.quantity::text`.as('quantity'),
      sql<string | null>`p.amount::text`.as('item_amount'),
      sql<string | null>`p.quantity::text`.as('item_quantity'),
      'p.unit',
      'a.effective_date',
      'a.end_date',
    ])
    .where('a.employer_id', '=', employerId);
}

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof assignmentQuery>['executeTakeFirstOrThrow']>>;

function assignmentView(row: AssignmentRow, digits: number): EmployeePayItem {
  const money = (value: string | null) => (value === null ? null : moneyText(value, digits));
  const quantity = (value: string | null) => (value === null ? null : quantityText(value));
  return {
    id: row.id,
    group: row.kind ?? 'Statutory Contribution',
    itemId: (row.pay_item_id ?? row.statutory_contribution_id) as string,
    code: row.code,
    description: row.description,
    amount: money(row.amount),
    quantity: quantity(row.quantity),
    itemAmount: money(row.item_amount),
    itemQuantity: quantity(row.item_quantity),
    unit: row.unit,
    effectiveDate: row.effective_date,
    endDate: row.end_date,
  };
}

/** The employee's pay items, by group (as §2.6 lists them), then effective date, then code. */
export async function employeePayItems(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  digits: number,
): Promise<EmployeePayItem[]> {
  const rows = await assignmentQuery(db, employerId)
    .where('a.employee_id', '=', employeeId)
    .orderBy(sql`case p.kind when 'Earning' then 0 when 'Deduction' then 1 when 'Bonus' then 2 else 3 end`)
    .orderBy('a.effective_date')
    .orderBy('code')
    .execute();
  return rows.map((row) => assignmentView(row, digits));
}

async function assignmentById(db: Kysely<Database>, employerId: string, id: string, digits: number) {
  const row = await assignmentQuery(db, employerId).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_EMPLOYEE_PAY_ITEM);
  return { row, view: assignmentView(row, digits) };
}

/** The request's fields as the form's schema leaves them, or a 400 naming the field. */
export function checkedAssignment(request: EmployeePayItemRequestFields, digits: number) {
  return checkedByDomain(employeePayItemSchema(digits), {
    group: request.group,
    itemId: request.itemId,
    amount: blankOf(request.amount),
    quantity: blankOf(request.quantity),
    effectiveDate: request.effectiveDate,
    endDate: blankOf(request.endDate),
  });
}

/** The columns of `values`, once its item is known to be the employer's of the group's kind. */
async function assignmentColumns(db: Kysely<Database>, employerId: string, values: EmployeePayItemValues) {
  const found =
    values.group === 'Statutory Contribution'
      ? await db
          .selectFrom('statutory_contributions')
          .select('id')
          .where('id', '=', values.itemId)
          .where('employer_id', '=', employerId)
          .executeTakeFirst()
      : await db
          .selectFrom('pay_items')
          .select('id')
          .where('id', '=', values.itemId)
          .where('employer_id', '=', employerId)
          .where('kind', '=', values.group)
          .executeTakeFirst();
  if (!found) {
    throw new Refusal(404, `There is no such ${ITEM_NAMES[values.group]}.`, { field: 'itemId' });
  }
  return assignedColumns(values);
}

/** The columns of `values` whose item the caller has found to be the employer's of the group's kind. */
export function assignedColumns(values: EmployeePayItemValues) {
  const isContribution = values.group === 'Statutory Contribution';
  return {
    pay_item_id: isContribution ? null : values.itemId,
    statutory_contribution_id: isContribution ? values.itemId : null,
    amount: values.amount,
    quantity: values.quantity,
    effective_date: values.effectiveDate,
    end_date: values.endDate,
  };
}

export async function assignEmployeePayItem(
  db: Kysely<Database>,
  caller: Caller,
  request: EmployeePayItemRequestFields & { employeeId: string },
): Promise<EmployeePayItem> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  const values = await checkedAssignment(request, digits);
  const employee = await employerEmployee(db, employerId, request.employeeId);
  refuseOwnRecord(caller, employee.id, OWN_PAY_ITEMS);
  const columns = await assignmentColumns(db, employerId, values);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('employee_pay_items')
      .values({ employer_id: employerId, employee_id: employee.id, ...columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = (await assignmentById(trx, employerId, id, digits)).view;
    await auditPayroll(trx, caller, {
      operation: 'assignEmployeePayItem',
      recordType: RECORD,
      recordId: id,
      after: { employeeId: employee.id, ...after },
    });
    return after;
  });
}

export async function updateEmployeePayItem(
  db: Kysely<Database>,
  caller: Caller,
  request: EmployeePayItemRequestFields & { id: string },
): Promise<EmployeePayItem> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  const values = await checkedAssignment(request, digits);
  return db.transaction().execute(async (trx) => {
    const before = await assignmentById(trx, employerId, request.id, digits);
    const employeeId = before.row.employee_id;
    refuseOwnRecord(caller, employeeId, OWN_PAY_ITEMS);
    const columns = await assignmentColumns(trx, employerId, values);
    await trx
      .updateTable('employee_pay_items')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', request.id)
      .where('employer_id', '=', employerId)
      .execute();
    const after = (await assignmentById(trx, employerId, request.id, digits)).view;
    await auditPayroll(trx, caller, {
      operation: 'updateEmployeePayItem',
      recordType: RECORD,
      recordId: request.id,
      before: { employeeId, ...before.view },
      after: { employeeId, ...after },
    });
    return after;
  });
}

/** Takes the item off the employee; answers "HOUSING (Housing allowance) was removed from Ama Mensah." */
export async function removeEmployeePayItem(
  db: Kysely<Database>,
  caller: Caller,
  id: string,
): Promise<string> {
  const { employerId, digits } = await payrollAdministrator(db, caller);
  return db.transaction().execute(async (trx) => {
    const { row, view } = await assignmentById(trx, employerId, id, digits);
    refuseOwnRecord(caller, row.employee_id, OWN_PAY_ITEMS);
    const employee = await employerEmployee(trx, employerId, row.employee_id);
    await trx
      .deleteFrom('employee_pay_items')
      .where('id', '=', id)
      .where('employer_id', '=', employerId)
      .execute();
    await auditPayroll(trx, caller, {
      operation: 'removeEmployeePayItem',
      recordType: RECORD,
      recordId: id,
      before: { employeeId: employee.id, ...view },
      after: null,
    });
    return `${row.code} (${row.description}) was removed from ${employee.name}.`;
  });
}
