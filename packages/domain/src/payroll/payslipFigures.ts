import type { ContributionSideInput } from './contributions.ts';
import { parseMinor, parseScaled, pow10, type Scaled, scaledText } from './minorUnits.ts';
import type { Amount } from './money.ts';

/**
 * The pay engine's inputs read as integers, shared by the pass that computes a payslip's amounts
 * (payslip.ts) and the pass that writes its explanations when a reader asks (payslipText.ts): both read
 * the same input the same way, so the text says what was computed.
 */

/** A % or a quantity as typed, read once: its integer over 10^scale and its text ("2.75"). */
export interface Rate extends Scaled {
  text: string;
}

const rates = new Map<string, Rate>();

export function rateOf(amount: Amount, name: string, field = ''): Rate {
  if (typeof amount === 'string') {
    const known = rates.get(amount);
    if (known) return known;
  }
  const scaled = parseScaled(amount, name, field);
  if (scaled.int === 0 && typeof amount === 'string' && amount.startsWith('-')) scaled.int = -0;
  const rate = { ...scaled, text: scaledText(scaled) };
  if (typeof amount === 'string') {
    if (rates.size > 10_000) rates.clear();
    rates.set(amount, rate);
  }
  return rate;
}

export function minorOf(amount: Amount, digits: number, name: string, field = ''): number {
  const units = parseMinor(amount, digits, name, field);
  if (units === 0 && typeof amount === 'string' && amount.startsWith('-')) return -0;
  return units;
}

/** "-0.00" is refused as negative, as decimal.js's isNegative() refuses it: minorOf and rateOf keep its sign. */
export function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

export function capOf(side: ContributionSideInput, code: string, digits: number): number | null {
  if (side.cappedAmount == null || side.cappedAmount === '') return null;
  const cap = minorOf(side.cappedAmount, digits, code, ' capped amount');
  if (isNegative(cap)) throw new RangeError(`${code}: a capped amount is not negative.`);
  return cap;
}

export function sideAmount(side: ContributionSideInput, code: string): Amount {
  if (side.amount == null) throw new RangeError(`${code}: ${side.type} needs an amount.`);
  return side.amount;
}

/** A Gross Income side's %, checked. */
export function grossIncomeRate(side: ContributionSideInput, label: string): Rate {
  const rate = rateOf(sideAmount(side, label), label, ' amount');
  if (isNegative(rate.int)) throw new RangeError(`${label}: a contribution amount is not negative.`);
  if (rate.int > 100 * pow10(rate.scale)) throw new RangeError(`${label}: a % runs from 0 to 100.`);
  return rate;
}

/** An item's quantity, or null when it has none. */
export function quantityOf(quantity: Amount | null | undefined, code: string): Rate | null {
  return quantity == null || quantity === '' ? null : rateOf(quantity, code, ' quantity');
}
