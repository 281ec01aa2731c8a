import { Decimal } from 'decimal.js';
import type { Amount } from './money.ts';

/**
 * The pay engine's integer arithmetic: amounts as whole minor units in JavaScript safe integers
 * (cents for KES, whole units for a 0-digit currency), rates as an integer over a power of ten. A rate
 * step (a %, a quantity) is done exactly as a fraction of integers and rounded once, half up or half
 * even, like decimal.js's toDecimalPlaces; when a product of that step is wider than a safe integer it
 * is done in bigint, so it stays exact. An amount itself beyond Number.MAX_SAFE_INTEGER minor units
 * (about 90 billion at two digits) throws a RangeError saying so: never a silently inexact sum. So
 * does an amount with more decimals than the currency has, or a rate with more than 15 digits: the
 * contract refuses both before they reach the engine, and the engine names them rather than guess.
 */

const POW10: readonly number[] = Array.from({ length: 16 }, (_, power) => 10 ** power);

export function pow10(power: number): number {
  const value = POW10[power];
  if (value === undefined) throw new RangeError(`10^${power} is more than the pay engine counts.`);
  return value;
}

const TOO_LARGE = `is more than the pay engine counts: ${Number.MAX_SAFE_INTEGER.toLocaleString('en-GB')} minor units`;

/** The overflow guard: `value` as a safe integer, or a RangeError naming what grew too large. */
export function guard(value: number, name: string, field = ''): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name}${field} ${TOO_LARGE}.`);
  return value;
}

const decimalFormat = /^-?\d+(\.\d+)?$/;

/** A decimal as an integer over 10^scale, read from its digits (never through a float). */
export interface Scaled {
  int: number;
  scale: number;
}

/** `name` and `field` make the error's subject ("HOUSING" + " amount"), joined only when it is thrown. */
function plainOf(amount: Amount, name: string, field: string): string {
  if (typeof amount === 'string') {
    if (!decimalFormat.test(amount)) throw new RangeError(`Not a decimal ${name}${field}: "${amount}"`);
    return amount;
  }
  if (!amount.isFinite()) throw new RangeError(`Not a finite ${name}${field}: ${amount.toString()}`);
  return amount.toFixed();
}

/** "1234.50" → 123450 at 2 digits; more decimals than `digits` that are not zeros → a RangeError naming it. */
export function parseMinor(amount: Amount, digits: number, name: string, field = ''): number {
  const text = plainOf(amount, name, field);
  const negative = text.charCodeAt(0) === 45;
  const point = text.indexOf('.');
  const start = negative ? 1 : 0;
  const whole = point < 0 ? text.slice(start) : text.slice(start, point);
  let fraction = point < 0 ? '' : text.slice(point + 1);
  if (fraction.length > digits) {
    for (let at = digits; at < fraction.length; at++) {
      if (fraction.charCodeAt(at) !== 48)
        throw new RangeError(`${name}${field} has more decimals than the currency's ${digits}: "${text}"`);
    }
    fraction = fraction.slice(0, digits);
  }
  const units =
    Number(whole) * pow10(digits) +
    (fraction === '' ? 0 : Number(fraction) * pow10(digits - fraction.length));
  if (whole.length > 16 || !Number.isSafeInteger(units))
    throw new RangeError(`${name}${field} ${TOO_LARGE}.`);
  return negative && units !== 0 ? -units : 0 + units;
}

/** "7.50" → { int: 75, scale: 1 }: trailing zeros dropped, so the integer stays small. */
export function parseScaled(amount: Amount, name: string, field = ''): Scaled {
  const text = plainOf(amount, name, field);
  const negative = text.charCodeAt(0) === 45;
  const point = text.indexOf('.');
  let whole = point < 0 ? text.slice(negative ? 1 : 0) : text.slice(negative ? 1 : 0, point);
  let fraction = point < 0 ? '' : text.slice(point + 1);
  let end = fraction.length;
  while (end > 0 && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = fraction.slice(0, end);
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length + fraction.length > 15)
    throw new RangeError(`${name}${field} has more than 15 digits: "${text}"`);
  const int = Number(whole + fraction);
  return { int: negative && int !== 0 ? -int : int, scale: fraction.length };
}

/** A scaled decimal as decimal.js's toFixed() writes it: "7.5", "22", "0.25". */
export function scaledText({ int, scale }: Scaled): string {
  if (scale === 0) return String(int);
  const sign = int < 0 ? '-' : '';
  const digits = String(Math.abs(int)).padStart(scale + 1, '0');
  return `${sign}${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
}

/** round(numerator / denominator) by the rule, the quotient's sign as the numerator's (half away from 0). */
function roundBig(numerator: bigint, denominator: bigint, halfEven: boolean): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twice = (magnitude - quotient * denominator) * 2n;
  if (twice > denominator || (twice === denominator && (!halfEven || quotient % 2n === 1n))) quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * round(a × b / denominator) to a whole minor unit, exact: in safe integers when the product is one,
 * in bigint when it is wider. The result passes the overflow guard.
 */
export function roundProduct(
  a: number,
  b: number,
  denominator: number,
  halfEven: boolean,
  name: string,
  field = '',
): number {
  const product = a * b;
  if (Number.isSafeInteger(product) && Number.isSafeInteger(denominator)) {
    if (denominator === 1) return product;
    const negative = product < 0;
    const magnitude = negative ? -product : product;
    let quotient = Math.floor(magnitude / denominator);
    let remainder = magnitude - quotient * denominator;
    if (remainder < 0) {
      quotient -= 1;
      remainder += denominator;
    } else if (remainder >= denominator) {
      quotient += 1;
      remainder -= denominator;
    }
    const twice = remainder * 2;
    if (twice > denominator || (twice === denominator && (!halfEven || quotient % 2 === 1))) quotient += 1;
    return negative && quotient !== 0 ? -quotient : quotient;
  }
  const rounded = roundBig(BigInt(a) * BigInt(b), BigInt(denominator), halfEven);
  return guard(Number(rounded), name, field);
}

/** a × b exactly, as a number while it is a safe integer, else as a bigint. */
export function exactProduct(a: number, b: number): number | bigint {
  const product = a * b;
  return Number.isSafeInteger(product) ? product : BigInt(a) * BigInt(b);
}

/** a + b exactly, for values from exactProduct and safe integers. */
export function exactSum(a: number | bigint, b: number | bigint): number | bigint {
  if (typeof a === 'number' && typeof b === 'number') {
    const sum = a + b;
    if (Number.isSafeInteger(sum)) return sum;
  }
  return BigInt(a) + BigInt(b);
}

function grouped(integer: string): string {
  const length = integer.length;
  if (length <= 3) return integer;
  let head = length % 3 || 3;
  let text = integer.slice(0, head);
  for (; head < length; head += 3) text += `,${integer.slice(head, head + 3)}`;
  return text;
}

const ZEROS = ['0', '0.0', '0.00', '0.000', '0.0000'];

/**
 * `value` / 10^scale written with at least `digits` decimals and more only when it has them, with
 * thousands separators when `thousands`: formatMoney and moneyString of the decimal path, digit for digit.
 */
export function scaledMoney(
  value: number | bigint,
  scale: number,
  digits: number,
  thousands: boolean,
): string {
  if (value === 0 || value === 0n) return ZEROS[digits] ?? (0).toFixed(digits);
  const negative = value < 0;
  const text = String(negative ? -value : value).padStart(scale + 1, '0');
  const integer = text.slice(0, text.length - scale);
  let fraction = text.slice(text.length - scale);
  let end = fraction.length;
  while (end > digits && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = fraction.slice(0, end);
  const body = (thousands ? grouped(integer) : integer) + (fraction === '' ? '' : `.${fraction}`);
  return negative ? `-${body}` : body;
}

/** A whole number of minor units for an explanation: "5,000.00". */
export function formatMinor(units: number, digits: number): string {
  return scaledMoney(units, digits, digits, true);
}

/** A whole number of minor units for the wire: "5000.00". */
export function minorString(units: number, digits: number): string {
  return scaledMoney(units, digits, digits, false);
}

/** Minor units as a Decimal, for the decimal.js helpers a rate step still uses. */
export function minorToDecimal(units: number, digits: number): Decimal {
  return new Decimal(units).div(pow10(digits));
}
