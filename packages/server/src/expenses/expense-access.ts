import { currencyMinorDigits, type MoneyRules } from '@hr/domain';
import type { Kysely } from 'kysely';
import type { Caller } from '../auth/access-tokens.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { Refusal } from '../core/refusal.ts';
import type { Database } from '../db/schema.ts';
import { readPayrollSettings } from '../payroll/setup/payroll-settings-store.ts';

/**
 * Expense Claim is one of Module Access's switches (issue 32): while it is off, every expense
 * operation is refused, to everyone, administrators included, before anything is read or written.
 */
export const EXPENSE_CLAIM_SWITCHED_OFF =
  'Expense Claim is switched off for this employer. An administrator can switch it on in Module Access.';

export const EXPENSE_CLAIM_MODULE = 'expense-claim';

export async function requireExpenseModule(deps: Pick<ServiceDeps, 'db'>, caller: Caller): Promise<void> {
  if (!(await expenseModuleOn(deps, caller))) throw new Refusal(403, EXPENSE_CLAIM_SWITCHED_OFF);
}

/** Whether Module Access has Expense Claim on for the caller's employer (never stored: off). */
export async function expenseModuleOn({ db }: Pick<ServiceDeps, 'db'>, caller: Caller): Promise<boolean> {
  const row = await db
    .selectFrom('employer_modules')
    .select('enabled')
    .where('employer_id', '=', caller.employerId)
    .where('module_id', '=', EXPENSE_CLAIM_MODULE)
    .executeTakeFirst();
  return row?.enabled ?? false;
}

/** The payroll currency and its rules: every claimed and approved amount is in it, rounded once. */
export interface ExpenseMoney extends MoneyRules {
  currency: string;
}

export async function expenseMoney(db: Kysely<Database>, employerId: string): Promise<ExpenseMoney> {
  const settings = await readPayrollSettings(db, employerId);
  return {
    currency: settings.currency,
    digits: currencyMinorDigits(settings.currency),
    rounding: settings.rounding,
  };
}
