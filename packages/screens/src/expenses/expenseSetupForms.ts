import {
  EXPENSE_CATEGORY_CODE_MAX,
  EXPENSE_CATEGORY_DESCRIPTION_MAX,
  isCurrencyCode,
  isIsoDate,
} from '@hr/domain';
import * as v from 'valibot';

/*
 * The set-up forms' schemas (categories, mileage rates, exchange rates) with the table's limits of
 * design.md. Amounts are typed as text and checked as decimals, never read as floats; a blank limit is
 * null (no limit; for the receipt, never required).
 */

const atMost = (length: number) => `Use at most ${length} characters.`;
export const VEHICLE_TYPE_MAX = 50;
export const RATE_PER_KM_DECIMALS = 4;
export const EXCHANGE_RATE_DECIMALS = 6;

const requiredText = (max: number, empty: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(empty), v.maxLength(max, atMost(max)));

/** A plain decimal of up to 12 whole digits and `places` decimals: '250', '2.5', '15.250000'. */
const decimalOf = (places: number) =>
  new RegExp(places === 0 ? '^\\d{1,12}$' : `^\\d{1,12}(\\.\\d{1,${places}})?$`);

/** The typed decimal written with exactly `digits` decimals ('200' → '200.00'), as the payroll forms write amounts. */
function withDigits(typed: string, digits: number): string {
  const [whole, decimals = ''] = typed.split('.');
  return digits === 0 ? `${whole}` : `${whole}.${decimals.padEnd(digits, '0')}`;
}

function amountMessage(digits: number, what = 'an amount of 0 or more') {
  return `Enter ${what} with ${digits === 0 ? 'no decimals' : `at most ${digits} decimals`}.`;
}

function optionalAmount(digits: number) {
  const message = `${amountMessage(digits)} Leave it blank for none.`;
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((typed) => typed === '' || decimalOf(digits).test(typed), message),
    v.transform((typed) => (typed === '' ? null : withDigits(typed, digits))),
  );
}

function positiveDecimal(places: number, message: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((typed) => decimalOf(places).test(typed) && /[1-9]/.test(typed), message),
  );
}

export function expenseCategoryFormSchema(digits: number) {
  return v.object({
    code: requiredText(EXPENSE_CATEGORY_CODE_MAX, 'Enter a code.'),
    description: requiredText(EXPENSE_CATEGORY_DESCRIPTION_MAX, 'Enter a description.'),
    taxable: v.boolean(),
    limitPerClaim: optionalAmount(digits),
    limitPerMonth: optionalAmount(digits),
    receiptRequiredAbove: optionalAmount(digits),
    active: v.boolean(),
  });
}
export type ExpenseCategoryFormInput = v.InferInput<ReturnType<typeof expenseCategoryFormSchema>>;
export type ExpenseCategoryFormValues = v.InferOutput<ReturnType<typeof expenseCategoryFormSchema>>;

export const mileageRateFormSchema = v.object({
  vehicleType: requiredText(VEHICLE_TYPE_MAX, 'Enter a vehicle type, such as Car or Motorbike.'),
  ratePerKm: positiveDecimal(RATE_PER_KM_DECIMALS, amountMessage(RATE_PER_KM_DECIMALS, 'a rate more than 0')),
  active: v.boolean(),
});
export type MileageRateFormInput = v.InferInput<typeof mileageRateFormSchema>;
export type MileageRateFormValues = v.InferOutput<typeof mileageRateFormSchema>;

export const exchangeRateFormSchema = v.object({
  currency: v.pipe(v.string(), v.check(isCurrencyCode, 'Choose a currency from the list.')),
  rate: positiveDecimal(EXCHANGE_RATE_DECIMALS, amountMessage(EXCHANGE_RATE_DECIMALS, 'a rate more than 0')),
  effectiveFrom: v.pipe(v.string(), v.check(isIsoDate, 'Enter the day the rate applies from.')),
});
export type ExchangeRateFormInput = v.InferInput<typeof exchangeRateFormSchema>;
export type ExchangeRateFormValues = v.InferOutput<typeof exchangeRateFormSchema>;
