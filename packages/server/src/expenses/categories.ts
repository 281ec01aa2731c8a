import { type Selectable, sql } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { ExpenseCategory, ReferenceIdRequest, SaveExpenseCategoryRequest } from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { inUse, Refusal } from '../core/refusal.ts';
import type { ExpenseCategoriesTable } from '../db/schema-expenses.ts';
import { type ExpenseMoney, expenseMoney, requireExpenseModule } from './expense-access.ts';
import { checkedOptionalAmount, optionalAmountText } from './expense-numbers.ts';
import { deleteSetUpRow, saveSetUpRow } from './set-up-rows.ts';
import { claimLinesUse, linesUsing } from './setup-uses.ts';

/**
 * Expense Claim › Category (issue 32 item 1): a code unique within the employer whatever its case,
 * whether it is reimbursed as a taxable earning, its limits per claim and per month, and the amount
 * above which a line needs a receipt, all in the payroll currency. A category a claim line uses is
 * never deleted (the line would lose what it was claimed under): it is deactivated instead.
 */

export const NO_SUCH_CATEGORY = 'There is no such expense category.';

type CategoryRow = Selectable<ExpenseCategoriesTable>;

export function categoryOf(row: CategoryRow, digits: number): ExpenseCategory {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    taxable: row.taxable,
    limitPerClaim: optionalAmountText(row.limit_per_claim, digits),
    limitPerMonth: optionalAmountText(row.limit_per_month, digits),
    receiptRequiredAbove: optionalAmountText(row.receipt_required_above, digits),
    active: row.active,
  };
}

export async function listExpenseCategories(
  deps: ServiceDeps,
  caller: Caller,
): Promise<{ items: ExpenseCategory[]; payrollCurrency: string; rounding: ExpenseMoney['rounding'] }> {
  await requireExpenseModule(deps, caller);
  const { currency, digits, rounding } = await expenseMoney(deps.db, caller.employerId);
  const rows = await deps.db
    .selectFrom('expense_categories')
    .selectAll()
    .where('employer_id', '=', caller.employerId)
    // Byte order, so the list reads the same on every server whatever its locale.
    .orderBy(sql`lower(code) collate "C"`)
    .orderBy('id')
    .execute();
  // The payroll currency and rounding travel with the categories: a claimant types a claim in them
  // and cannot read Payroll › Setting.
  return { items: rows.map((row) => categoryOf(row, digits)), payrollCurrency: currency, rounding };
}

export async function saveExpenseCategory(
  deps: ServiceDeps,
  caller: Caller,
  request: SaveExpenseCategoryRequest,
): Promise<ExpenseCategory> {
  await requireExpenseModule(deps, caller);
  const money = await expenseMoney(deps.db, caller.employerId);
  const code = request.code.trim();
  const columns = {
    code,
    description: request.description.trim(),
    taxable: request.taxable,
    limit_per_claim: checkedOptionalAmount(request.limitPerClaim, 'limitPerClaim', money),
    limit_per_month: checkedOptionalAmount(request.limitPerMonth, 'limitPerMonth', money),
    receipt_required_above: checkedOptionalAmount(
      request.receiptRequiredAbove,
      'receiptRequiredAbove',
      money,
    ),
    active: request.active,
  };
  return saveSetUpRow(deps, caller, {
    table: 'expense_categories',
    id: request.id,
    columns,
    toWire: (row: CategoryRow) => categoryOf(row, money.digits),
    notFound: NO_SUCH_CATEGORY,
    operation: 'saveExpenseCategory',
    recordType: 'expense-category',
    unique: {
      constraint: 'expense_categories_code_key',
      refusal: () =>
        new Refusal(409, `The code ${code} is already used by another category.`, { field: 'code' }),
    },
  });
}

export async function deleteExpenseCategory(
  deps: ServiceDeps,
  caller: Caller,
  { id }: ReferenceIdRequest,
): Promise<string> {
  await requireExpenseModule(deps, caller);
  const { digits } = await expenseMoney(deps.db, caller.employerId);
  return deleteSetUpRow(deps, caller, {
    table: 'expense_categories',
    id,
    toWire: (row: CategoryRow) => categoryOf(row, digits),
    notFound: NO_SUCH_CATEGORY,
    operation: 'deleteExpenseCategory',
    recordType: 'expense-category',
    nameOf: (row) => `Expense category ${row.code} (${row.description})`,
    refuseIfUsed: async (trx, name) => {
      const lines = await linesUsing(trx, caller.employerId, 'category_id', id);
      if (lines > 0) throw inUse(name, [claimLinesUse(lines)]);
    },
  });
}
