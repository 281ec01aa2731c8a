import { Decimal } from 'decimal.js';

/**
 * Amounts of leave (days, or hours for Hour-unit types) are decimal.js values, never JavaScript
 * numbers, so halves and hundredths add up exactly. They are stored and sent as decimal strings
 * ("1.5"); an amount never has more than two decimal places. Nothing here changes decimal.js's
 * global settings: every rounding names its own mode.
 */

/** The steps an earning policy rounds its accruals to. */
export const LEAVE_ROUNDINGS = ['Whole', 'Half', 'Hundredth'] as const;
export type LeaveRounding = (typeof LEAVE_ROUNDINGS)[number];

export const LEAVE_ROUNDING_LABELS: Record<LeaveRounding, string> = {
  Whole: 'Whole days',
  Half: 'Half days',
  Hundredth: 'Hundredths of a day',
};

/** How many steps make one day (or hour) for each rounding. */
const STEPS_PER_UNIT: Record<LeaveRounding, bigint> = { Whole: 1n, Half: 2n, Hundredth: 100n };

/** The most decimal places an amount of leave has. */
export const LEAVE_AMOUNT_DECIMAL_PLACES = 2;

export const NO_LEAVE = new Decimal(0);

export function sumAmounts(amounts: Iterable<Decimal>): Decimal {
  let total = NO_LEAVE;
  for (const amount of amounts) total = total.plus(amount);
  return total;
}

/** A share of a whole, as two whole numbers: 16 days of a 31-day month is 16/31. */
export interface Ratio {
  numerator: number;
  denominator: number;
}

/**
 * `amount × share`, rounded half up to the rounding's step. It is worked out in whole numbers of
 * hundredths, so nothing is rounded before the final step: 0.18 days × 1/36 is exactly 0.005 and
 * rounds up to 0.01, where a decimal division first (0.0049999…) would round it down.
 */
export function roundedShare(amount: Decimal, share: Ratio, rounding: LeaveRounding): Decimal {
  if (amount.lt(0) || amount.decimalPlaces() > LEAVE_AMOUNT_DECIMAL_PLACES) {
    throw new RangeError(`Not an amount of leave: ${amount.toString()}`);
  }
  if (!Number.isSafeInteger(share.numerator) || !Number.isSafeInteger(share.denominator)) {
    throw new RangeError('A share is a ratio of two whole numbers.');
  }
  if (share.numerator < 0 || share.denominator <= 0) throw new RangeError('A share is not negative.');
  const steps = STEPS_PER_UNIT[rounding];
  const hundredths = BigInt(amount.times(100).toFixed(0));
  const numerator = hundredths * BigInt(share.numerator) * steps;
  const denominator = 100n * BigInt(share.denominator);
  const roundedSteps = (2n * numerator + denominator) / (2n * denominator);
  return new Decimal(roundedSteps.toString()).div(steps.toString());
}
