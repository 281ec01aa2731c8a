import { moneyString } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { Refusal } from '../core/refusal.ts';

/* How expense amounts and rates cross between the wire (decimal strings) and numeric columns (text). */

/** A stored amount as the wire carries it, with exactly the currency's digits: "85.000" → "85.00". */
export function amountText(stored: string, digits: number): string {
  return moneyString(new Decimal(stored), digits);
}

/** A stored amount or null. */
export function optionalAmountText(stored: string | null, digits: number): string | null {
  return stored === null ? null : amountText(stored, digits);
}

/** A rate or distance as typed, without trailing zeros, but with at least `digits` decimals: "2.5000" → "2.50". */
export function rateText(stored: string, digits = 0): string {
  const value = new Decimal(stored);
  return value.toFixed(Math.max(digits, value.decimalPlaces()));
}

/** An amount sent in the payroll currency, refused (400 naming the field) with more decimals than it has. */
export function checkedAmount(
  typed: string,
  field: string,
  money: { currency: string; digits: number },
): Decimal {
  const value = new Decimal(typed);
  if (value.decimalPlaces() > money.digits) {
    throw new Refusal(400, `${field}: ${money.currency} has ${decimalsOf(money.digits)}.`, { field });
  }
  return value;
}

function decimalsOf(digits: number): string {
  if (digits === 0) return 'no decimals';
  return digits === 1 ? '1 decimal' : `${digits} decimals`;
}

/** An optional amount of the payroll currency, or null. */
export function checkedOptionalAmount(
  typed: string | null | undefined,
  field: string,
  money: { currency: string; digits: number },
): string | null {
  return typed == null ? null : checkedAmount(typed, field, money).toFixed();
}
