import type { Decimal } from 'decimal.js';
import type { PayItemKind } from './constants.ts';
import { type Amount, formatMoney, type MoneyRules, roundMoney, toDecimal } from './money.ts';
import { describeProration, type PaymentDays, prorate } from './proration.ts';

/**
 * Earnings, deductions and bonuses (§2.9, §3): amount × quantity, rounded once. The Tax switch says
 * whether the item counts in taxable income (an earning adds to it, a deduction taken before tax
 * lowers it); the Other Statutory switch whether it counts in the statutory base in the same way.
 * Both are on unless switched off. A deduction with Tax off is taken after tax: it lowers net pay
 * only. Earnings are prorated with basic pay by default; bonuses and deductions are not.
 */

export interface PayItemInput {
  kind: PayItemKind;
  code: string;
  description?: string;
  amount: Amount;
  quantity?: Amount | null;
  /** What one quantity is ("day", "trip"), for the explanation. */
  unit?: string | null;
  tax?: boolean;
  otherStatutory?: boolean;
  prorate?: boolean;
  /** Said instead of the amount × quantity formula (arrears say how they were worked out). */
  explanation?: string;
}

export interface PricedItem {
  kind: PayItemKind;
  code: string;
  label: string;
  amount: Decimal;
  tax: boolean;
  otherStatutory: boolean;
  explanation: string;
}

function switchesNote(kind: PayItemKind, tax: boolean, otherStatutory: boolean): string {
  if (kind === 'Deduction') {
    const taxNote = tax ? 'before tax' : 'after tax: reduces net pay only';
    return otherStatutory ? `${taxNote}; lowers the statutory base` : taxNote;
  }
  const taxNote = tax ? 'taxable' : 'not taxable (Tax off)';
  return `${taxNote}; ${otherStatutory ? 'in the statutory base' : 'not in the statutory base (Other Statutory off)'}`;
}

/** The item's amount for the period and its explanation: "Transport 500.00 × 3 trips = 1,500.00; taxable; ...". */
export function priceItem(item: PayItemInput, days: PaymentDays | null, money: MoneyRules): PricedItem {
  const label = item.description ?? item.code;
  const unitAmount = toDecimal(item.amount, `${item.code} amount`);
  const quantity =
    item.quantity == null || item.quantity === '' ? null : toDecimal(item.quantity, `${item.code} quantity`);
  if (unitAmount.isNegative()) throw new RangeError(`${item.code}: an amount is not negative.`);
  if (quantity && !quantity.gt(0)) throw new RangeError(`${item.code}: a quantity is more than 0.`);
  const prorated = (item.prorate ?? item.kind === 'Earning') && days !== null;
  let exact = quantity ? unitAmount.times(quantity) : unitAmount;
  if (prorated) exact = prorate(exact, days);
  const amount = roundMoney(exact, money);
  const tax = item.tax ?? true;
  const otherStatutory = item.otherStatutory ?? true;

  const { digits } = money;
  const formula = [`${label} ${formatMoney(unitAmount, digits)}`];
  if (quantity && !quantity.eq(1)) formula.push(`× ${quantity.toFixed()}${item.unit ? ` ${item.unit}` : ''}`);
  if (prorated) formula.push(describeProration(days));
  if (formula.length > 1 || !amount.eq(unitAmount)) formula.push(`= ${formatMoney(amount, digits)}`);
  return {
    kind: item.kind,
    code: item.code,
    label,
    amount,
    tax,
    otherStatutory,
    explanation: `${item.explanation ?? formula.join(' ')}; ${switchesNote(item.kind, tax, otherStatutory)}`,
  };
}

const typedDecimal = /^\d+(\.\d+)?$/;

/**
 * A pay item's form shows what it comes to as it is typed: "500.00 × 2 Day = 1,000.00", rounded
 * once as a payslip line is. Null while the amount or the quantity is not yet a decimal.
 */
export function describeItemTotal(
  item: { amount: string; quantity: string; unit: string },
  money: MoneyRules,
): string | null {
  const amount = item.amount.trim();
  const quantity = item.quantity.trim();
  if (!typedDecimal.test(amount) || !typedDecimal.test(quantity)) return null;
  const unitAmount = toDecimal(amount);
  const count = toDecimal(quantity);
  const total = roundMoney(unitAmount.times(count), money);
  const unit = item.unit.trim();
  return `${formatMoney(unitAmount, money.digits)} × ${count.toFixed()}${unit ? ` ${unit}` : ''} = ${formatMoney(total, money.digits)}`;
}
