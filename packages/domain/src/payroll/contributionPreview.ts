import * as v from 'valibot';
import { prepareTaxTable, type TaxTableInput } from './brackets.ts';
import type { ContributionType } from './constants.ts';
import { contributionAmount } from './contributions.ts';
import { formatMoney, type MoneyRules, moneyString, toDecimal } from './money.ts';
import { moneyField, optionalMoneyField, percentField } from './setupSchemas.ts';

/**
 * What the set-up forms show as they are typed: the Cumulative Tax column's amounts written as the
 * explanations write them, and what one side of a statutory contribution would take from a month's
 * earnings, computed by the engine's own contributionAmount so the preview and the payslip agree.
 */

const plainDecimal = /^\d+(\.\d+)?$/;

/** "2400.00" → "2,400.00", as the payslip's explanations write amounts; text that is no amount stays. */
export function formatMoneyText(amount: string, digits: number): string {
  return plainDecimal.test(amount) ? formatMoney(toDecimal(amount), digits) : amount;
}

/** One side of a contribution as its form holds it: amounts as typed, the table it names. */
export interface ContributionSidePreviewInput {
  type: ContributionType;
  /** The fixed amount (Fixed Amount) or the % (Gross Income), as typed. */
  amount: string;
  /** As typed; blank for no cap. */
  cappedAmount: string;
  /** The table of type Other a Statutory Table side names, or null. */
  table: TaxTableInput | null;
}

export interface ContributionPreview {
  /** With the currency's digits ("4320.00"). */
  amount: string;
  /** "Employee 6% × 72,000.00 (earnings 100,000.00, capped at 72,000.00) = 4,320.00" */
  explanation: string;
}

/**
 * What `side` takes from a month's `earnings` (its statutory base), labelled `label`; null for Not
 * Applicable, or while the earnings or the side's own fields cannot be read yet.
 */
export function previewContribution(
  side: ContributionSidePreviewInput,
  label: string,
  earnings: string,
  money: MoneyRules,
): ContributionPreview | null {
  const base = earnings.trim();
  const amount = side.amount.trim();
  const cappedAmount = side.cappedAmount.trim();
  if (!v.is(moneyField(money.digits), base)) return null;
  if (!v.is(optionalMoneyField(money.digits), cappedAmount)) return null;
  if (side.type === 'Fixed Amount' && !v.is(moneyField(money.digits), amount)) return null;
  if (side.type === 'Gross Income' && !v.is(percentField, amount)) return null;
  let table = null;
  if (side.type === 'Statutory Table') {
    if (side.table?.type !== 'Other') return null;
    try {
      table = prepareTaxTable(side.table, money.digits);
    } catch {
      return null;
    }
  }
  const result = contributionAmount(
    { type: side.type, amount, cappedAmount, table },
    label,
    { amount: toDecimal(base), madeOf: 'earnings', excluded: [] },
    'Monthly',
    money,
  );
  return result && { amount: moneyString(result.amount, money.digits), explanation: result.explanation };
}
