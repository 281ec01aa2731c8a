import { Decimal } from 'decimal.js';
import type { RoundingRule } from './constants.ts';

/**
 * Money in the pay engine is decimal.js, never a JavaScript number: amounts come in as decimal
 * strings (as the database and the wire hold them) or Decimals, and go out as decimal strings with
 * exactly the currency's digits. Intermediate values are kept exact; each payslip line is rounded
 * once, at the currency's minor unit, by the employer's rule. Nothing here changes decimal.js's
 * global settings: every rounding names its own mode.
 */

/** An amount as a caller holds it: "4250.00" from a row or JSON, or a Decimal. */
export type Amount = string | Decimal;

/** The currency's side of the arithmetic: its minor-unit digits (2 for KES, 0 for JPY-like currencies). */
export interface MoneyRules {
  digits: number;
  rounding: RoundingRule;
}

export const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

const decimalFormat = /^-?\d+(\.\d+)?$/;

/** The Decimal of an amount; a malformed one is a caller's bug (the contract validates first). */
export function toDecimal(amount: Amount, what = 'amount'): Decimal {
  if (typeof amount === 'string') {
    if (!decimalFormat.test(amount)) throw new RangeError(`Not a decimal ${what}: "${amount}"`);
    return new Decimal(amount);
  }
  if (!amount.isFinite()) throw new RangeError(`Not a finite ${what}: ${amount.toString()}`);
  return amount;
}

function checkDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > 4) {
    throw new RangeError(`A currency has 0 to 4 minor-unit digits, not ${digits}.`);
  }
}

/** `value` rounded to the minor unit by the rule: the one rounding of a line. */
export function roundMoney(value: Decimal, money: MoneyRules): Decimal {
  checkDigits(money.digits);
  if (value.isZero()) return ZERO;
  // Most lines are already whole minor units (5,000.00 × 1): they need no rounding, and skipping it
  // keeps a run of many payslips fast.
  if (value.decimalPlaces() <= money.digits) return value;
  const mode = money.rounding === 'Half Even' ? Decimal.ROUND_HALF_EVEN : Decimal.ROUND_HALF_UP;
  const rounded = value.toDecimalPlaces(money.digits, mode);
  return rounded.isZero() ? ZERO : rounded;
}

/**
 * `value` written with at least `digits` decimals, and more only when it has them. decimal.js's own
 * toFixed rounds again on every call; a payslip writes every amount twice or more, so this pads the
 * plain string instead.
 */
function atLeastDigits(value: Decimal, digits: number): string {
  const plain = value.toString();
  if (plain.includes('e')) return value.toFixed(Math.max(digits, value.decimalPlaces()));
  const point = plain.indexOf('.');
  const places = point < 0 ? 0 : plain.length - point - 1;
  if (places >= digits) return plain;
  return (point < 0 ? `${plain}.` : plain) + '0'.repeat(digits - places);
}

/** A rounded amount as the wire carries it: "275.00", "1500" for a 0-digit currency. */
export function moneyString(value: Decimal, digits: number): string {
  if (value.decimalPlaces() > digits)
    throw new RangeError(`Not rounded to ${digits} decimals: ${value.toString()}`);
  return value.isZero() ? ZERO.toFixed(digits) : atLeastDigits(value, digits);
}

const MINOR_UNITS = ['1', '0.1', '0.01', '0.001', '0.0001'];

/** The currency's minor unit as a decimal: 0.01 for two digits, 1 for none. */
export function minorUnit(digits: number): string {
  checkDigits(digits);
  return MINOR_UNITS[digits] ?? '0.01';
}

function withThousands(fixed: string): string {
  const sign = fixed.startsWith('-') ? '-' : '';
  const point = fixed.indexOf('.');
  const integer = fixed.slice(sign.length, point < 0 ? fixed.length : point);
  if (integer.length <= 3) return fixed;
  let grouped = integer.slice(0, integer.length % 3 || 3);
  for (let at = grouped.length; at < integer.length; at += 3) grouped += `,${integer.slice(at, at + 3)}`;
  return sign + grouped + (point < 0 ? '' : fixed.slice(point));
}

/**
 * An amount for an explanation: thousands separators and the currency's digits ("5,000.00"); an
 * exact intermediate with more decimals than that keeps them, so a line checked by hand never
 * meets a hidden rounding.
 */
export function formatMoney(value: Decimal, digits: number): string {
  if (value.isZero()) return ZERO.toFixed(digits);
  return withThousands(atLeastDigits(value, digits));
}

/** A percentage as typed: "5.5%", "25%". */
export function formatPercent(percentage: Decimal): string {
  return `${percentage.toFixed()}%`;
}

/** `percentage`% of `base`, exact. */
export function percentOf(percentage: Decimal, base: Decimal): Decimal {
  return base.times(percentage).div(HUNDRED);
}

/** The rule printed with the totals: "Each line rounded once to 0.01, half up." */
export function describeRounding(money: MoneyRules): string {
  const rule = money.rounding === 'Half Even' ? 'half even' : 'half up';
  return `Each line rounded once to ${minorUnit(money.digits)}, ${rule}.`;
}
