import type { Decimal } from 'decimal.js';
import type { PayPeriod } from '../schemas/employee.ts';
import type { TaxTable } from './brackets.ts';
import type { ContributionType } from './constants.ts';
import {
  type Amount,
  formatMoney,
  formatPercent,
  type MoneyRules,
  percentOf,
  roundMoney,
  toDecimal,
} from './money.ts';
import { tableAmountForPeriod } from './tableTax.ts';

/**
 * Statutory contributions (§2.9): an Employer section and an Employee section, each a type of Not
 * Applicable, Fixed Amount, Gross Income (a % of the statutory base) or Statutory Table (a table of
 * type Other, such as a tiered pension); the Amount is the fixed amount or the %; the Capped Amount
 * is the most earnings the % is taken of, as insurable-earnings caps work. The employee's share may
 * be deducted before tax.
 */

export interface ContributionSideInput {
  type: ContributionType;
  /** The fixed amount (Fixed Amount) or the % (Gross Income). */
  amount?: Amount | null;
  cappedAmount?: Amount | null;
  /** A prepared table of type Other, for Statutory Table. */
  table?: TaxTable | null;
}

export interface StatutoryContributionInput {
  code: string;
  description?: string;
  employer: ContributionSideInput;
  employee: ContributionSideInput;
  /** Whether the employee's share lowers taxable income. */
  employeeBeforeTax: boolean;
}

/** The statutory base: basic pay and the items whose Other Statutory is on, and what it left out. */
export interface StatutoryBase {
  amount: Decimal;
  /** What it is made of: "basic + Transport − Union dues". */
  madeOf: string;
  /** The earnings and bonuses left out: "Housing, Car". */
  excluded: readonly string[];
}

export interface ContributionAmount {
  amount: Decimal;
  explanation: string;
}

/** "(basic; Housing excluded: Other Statutory off)", "(basic 100,000.00, capped at 72,000.00)". */
function baseNote(base: StatutoryBase, cap: Decimal | null, digits: number): string {
  const capped =
    cap !== null && base.amount.gt(cap)
      ? ` ${formatMoney(base.amount, digits)}, capped at ${formatMoney(cap, digits)}`
      : '';
  const excluded =
    base.excluded.length > 0 ? `; ${base.excluded.join(', ')} excluded: Other Statutory off` : '';
  return `(${base.madeOf}${capped}${excluded})`;
}

function capOf(side: ContributionSideInput, code: string): Decimal | null {
  if (side.cappedAmount == null || side.cappedAmount === '') return null;
  const cap = toDecimal(side.cappedAmount, `${code} capped amount`);
  if (cap.isNegative()) throw new RangeError(`${code}: a capped amount is not negative.`);
  return cap;
}

function amountOf(side: ContributionSideInput, code: string): Decimal {
  if (side.amount == null) throw new RangeError(`${code}: ${side.type} needs an amount.`);
  const amount = toDecimal(side.amount, `${code} amount`);
  if (amount.isNegative()) throw new RangeError(`${code}: a contribution amount is not negative.`);
  if (side.type === 'Gross Income' && amount.gt(100))
    throw new RangeError(`${code}: a % runs from 0 to 100.`);
  return amount;
}

/** One side's amount for the period, rounded once, or null for Not Applicable. */
export function contributionAmount(
  side: ContributionSideInput,
  label: string,
  base: StatutoryBase,
  payPeriod: PayPeriod,
  money: MoneyRules,
): ContributionAmount | null {
  const { digits } = money;
  switch (side.type) {
    case 'Not Applicable':
      return null;
    case 'Fixed Amount': {
      const amount = roundMoney(amountOf(side, label), money);
      return { amount, explanation: `${label} fixed amount ${formatMoney(amount, digits)}` };
    }
    case 'Gross Income': {
      const percentage = amountOf(side, label);
      const cap = capOf(side, label);
      const capped = cap !== null && base.amount.gt(cap);
      const applied = capped ? cap : base.amount;
      const amount = roundMoney(percentOf(percentage, applied), money);
      const note = baseNote(base, cap, money.digits);
      return {
        amount,
        explanation: `${label} ${formatPercent(percentage)} × ${formatMoney(applied, digits)} ${note} = ${formatMoney(amount, digits)}`,
      };
    }
    case 'Statutory Table': {
      if (!side.table) throw new RangeError(`${label}: Statutory Table needs a table.`);
      if (side.table.type !== 'Other')
        throw new RangeError(`${label}: a contribution's table is of type Other.`);
      const cap = capOf(side, label);
      const applied = cap !== null && base.amount.gt(cap) ? cap : base.amount;
      const note = baseNote(base, cap, money.digits);
      return tableAmountForPeriod(side.table, applied, payPeriod, money, label, note);
    }
  }
}
