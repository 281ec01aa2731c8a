/**
 * Amounts of money as the forms and the wire carry them: decimal strings such as "4250.00", never
 * JavaScript numbers, so no amount is ever rounded by floating point. How many decimal places an
 * amount may have is the currency's (ISO 4217 minor unit: 2 for GBP, 0 for JPY, 3 for KWD), read from
 * the runtime's own currency data (Intl), so the browser and the server agree without a table here.
 */

/** Digits before the decimal point: up to 999,999,999,999 in the currency's major unit. */
export const AMOUNT_MAX_INTEGER_DIGITS = 12;

const currencyCodeFormat = /^[A-Z]{3}$/;
let knownCurrencies: ReadonlySet<string> | undefined;

/** The ISO 4217 codes the runtime knows ("GBP", "GHS", "JPY"), sorted. */
export function currencyCodes(): readonly string[] {
  return Intl.supportedValuesOf('currency');
}

/** Whether `code` is an ISO 4217 currency code the runtime knows. */
export function isCurrencyCode(code: string): boolean {
  if (!currencyCodeFormat.test(code)) return false;
  knownCurrencies ??= new Set(currencyCodes());
  return knownCurrencies.has(code);
}

/**
 * currencyMinorDigits' answers: building an Intl.NumberFormat costs far more than the rule it reads,
 * and salary histories ask it for every amount they load. A code Intl refuses throws and stays out.
 */
const minorDigitsByCurrency = new Map<string, number>();

/**
 * The decimal places of `currency`'s minor unit (GBP 2, JPY 0, KWD 3). The locale does not change
 * it (the digits are the currency's), so a fixed one keeps browser and server alike.
 */
export function currencyMinorDigits(currency: string): number {
  let digits = minorDigitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    minorDigitsByCurrency.set(currency, digits);
  }
  return digits;
}

const decimalAmountFormat = /^(\d+)(?:\.(\d+))?$/;

/** The parts of a decimal amount written with digits and at most one point, or null. */
function amountParts(amount: string): { integer: string; fraction: string } | null {
  const match = decimalAmountFormat.exec(amount);
  if (!match) return null;
  return { integer: match[1] ?? '', fraction: match[2] ?? '' };
}

/** Whether `amount` is written as digits with at most one decimal point ("4250", "4250.5"). */
export function isDecimalAmount(amount: string): boolean {
  const parts = amountParts(amount);
  return parts !== null && parts.integer.replace(/^0+(?=\d)/, '').length <= AMOUNT_MAX_INTEGER_DIGITS;
}

/** Whether a decimal amount has no more decimal places than `currency` allows. */
export function fitsCurrency(amount: string, currency: string): boolean {
  const parts = amountParts(amount);
  return parts !== null && parts.fraction.length <= currencyMinorDigits(currency);
}

/**
 * The amount written the one way it is stored: no leading zeros and exactly the currency's decimal
 * places ("0042.5" GBP becomes "42.50", "100" JPY stays "100"). Only call it with an amount that
 * passed `isDecimalAmount` and `fitsCurrency`, so padding never rounds.
 */
export function normalizeAmount(amount: string, currency: string): string {
  const parts = amountParts(amount);
  if (!parts) throw new RangeError(`Not a decimal amount: ${amount}`);
  const integer = parts.integer.replace(/^0+(?=\d)/, '');
  const digits = currencyMinorDigits(currency);
  return digits === 0 ? integer : `${integer}.${parts.fraction.padEnd(digits, '0')}`;
}
