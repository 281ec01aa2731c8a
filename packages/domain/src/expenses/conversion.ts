import type { Decimal } from 'decimal.js';
import { type Amount, formatMoney, type MoneyRules, roundMoney, toDecimal, ZERO } from '../payroll/money.ts';
import { currencyMinorDigits } from '../schemas/money.ts';

/**
 * A claim line's amount in the payroll currency. A foreign receipt is converted at the rate recorded
 * on the line (entered by the claimant, or the employer's table rate on the line's date) and rounded
 * once, at the payroll currency's minor unit, by the employer's rounding rule; a mileage line is the
 * distance × the rate per km, rounded once in the same way. The claim's total adds the rounded lines
 * and is never rounded again, so the total printed is the sum of the lines printed.
 */

export interface LineAmount {
  /** In the payroll currency, rounded to its minor unit. */
  amount: Decimal;
  /** How it was worked out, with the figures a person checks by hand. */
  explanation: string;
}

function positiveOrZero(amount: Amount, what: string): Decimal {
  const value = toDecimal(amount, what);
  if (value.isNegative()) throw new RangeError(`A ${what} is not negative: ${value.toString()}`);
  return value;
}

/**
 * "USD 120.00 × 15.25 = GHS 1,830.00". `exchangeRate` is units of the payroll currency for one unit of
 * `from`. In the payroll currency itself the amount is unchanged ("GHS 85.00") and there is no rate.
 */
export function convertLine(
  amount: Amount,
  exchangeRate: Amount | null,
  from: string,
  money: MoneyRules & { currency: string },
): LineAmount {
  const value = positiveOrZero(amount, 'line amount');
  const fromDigits = currencyMinorDigits(from);
  if (value.decimalPlaces() > fromDigits) {
    throw new RangeError(`${from} has ${fromDigits} decimals; ${value.toString()} has more.`);
  }
  if (from === money.currency) {
    if (exchangeRate !== null) throw new RangeError(`A line in ${from}, the payroll currency, has no rate.`);
    return { amount: value, explanation: `${from} ${formatMoney(value, money.digits)}` };
  }
  if (exchangeRate === null) throw new RangeError(`A line in ${from} needs its rate to ${money.currency}.`);
  const rate = toDecimal(exchangeRate, 'exchange rate');
  if (!rate.gt(ZERO)) throw new RangeError(`An exchange rate is more than 0, not ${rate.toString()}.`);
  const converted = roundMoney(value.times(rate), money);
  return {
    amount: converted,
    explanation: `${from} ${formatMoney(value, fromDigits)} × ${rate.toFixed()} = ${money.currency} ${formatMoney(converted, money.digits)}`,
  };
}

/** "42 km × 2.50 = 105.00": the distance × the rate per km, rounded once. */
export function mileageLine(distanceKm: Amount, ratePerKm: Amount, money: MoneyRules): LineAmount {
  const distance = positiveOrZero(distanceKm, 'distance');
  const rate = positiveOrZero(ratePerKm, 'rate per km');
  const amount = roundMoney(distance.times(rate), money);
  return {
    amount,
    explanation: `${distance.toFixed()} km × ${formatMoney(rate, money.digits)} = ${formatMoney(amount, money.digits)}`,
  };
}

/** The claim's total: its lines, each already rounded, added exactly (never rounded again). */
export function claimTotal(lines: readonly { amount: Amount }[], digits: number): Decimal {
  return lines.reduce((sum, line, index) => {
    const amount = toDecimal(line.amount, `line ${index + 1} amount`);
    if (amount.decimalPlaces() > digits) {
      throw new RangeError(`Line ${index + 1} is not rounded to ${digits} decimals: ${amount.toString()}`);
    }
    return sum.plus(amount);
  }, ZERO);
}
