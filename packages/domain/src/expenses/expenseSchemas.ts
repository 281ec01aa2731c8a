import { Decimal } from 'decimal.js';
import * as v from 'valibot';
import { formatDay } from '../employerSettings/formatDay.ts';
import { CHOOSE_A_CURRENCY, ENTER_A_DESCRIPTION, optionalMoneyField } from '../payroll/setupSchemas.ts';
import { ENTER_A_CODE } from '../schemas/employer.ts';
import { COMPLETE_DATE, isIsoDate, requiredText } from '../schemas/fieldRules.ts';
import {
  currencyMinorDigits,
  fitsCurrency,
  isCurrencyCode,
  isDecimalAmount,
  normalizeAmount,
} from '../schemas/money.ts';
import {
  EXPENSE_CATEGORY_CODE_MAX,
  EXPENSE_CATEGORY_DESCRIPTION_MAX,
  EXPENSE_CLAIM_LINES_MAX,
  EXPENSE_CLAIM_TITLE_MAX,
  EXPENSE_LINE_DESCRIPTION_MAX,
  EXPENSE_LINE_RECEIPTS_MAX,
  EXPENSE_NUMBER_FORMATS,
  EXPENSE_VEHICLE_TYPE_MAX,
  expenseLineLabel,
} from './constants.ts';

/**
 * The expense forms as the screens check them (issue 32): a category, a mileage rate, an exchange rate
 * and a claim with its lines. They hold the contract's limits, so what a form accepts the server
 * accepts. Amounts are decimal strings with at most their currency's digits, written back with exactly
 * those digits; rates and distances are written back plainly ("15.25", "42").
 */

function places(decimals: number): string {
  return decimals === 0 ? 'no decimals' : `at most ${decimals} decimals`;
}

/** A decimal more than 0 written as the format allows, or null. */
function readPositive(typed: string, format: { integerDigits: number; decimals: number }): Decimal | null {
  const pattern = new RegExp(`^\\d{1,${format.integerDigits}}(\\.\\d{1,${format.decimals}})?$`);
  if (!pattern.test(typed)) return null;
  const value = new Decimal(typed);
  return value.gt(0) ? value : null;
}

function positiveField(format: { integerDigits: number; decimals: number }, message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.check((typed) => readPositive(typed, format) !== null, message),
    v.transform((typed) => new Decimal(typed).toString()),
  );
}

const date = v.pipe(v.string(COMPLETE_DATE), v.check(isIsoDate, COMPLETE_DATE));

/* ---------- Category ---------- */

export const EXPENSE_MESSAGES = {
  limitPerClaimOverMonth: 'The limit per claim cannot be more than the limit per month.',
  vehicleType: 'Enter a vehicle type, such as Car or Motorbike.',
  ratePerKm: `Enter a rate per km more than 0 with ${places(EXPENSE_NUMBER_FORMATS.ratePerKm.decimals)}.`,
  title: 'Enter a title.',
  tooManyLines: `A claim holds at most ${EXPENSE_CLAIM_LINES_MAX} lines.`,
  emptyClaim: 'Add at least one line before submitting the claim.',
} as const;

/** "Enter a limit more than 0 with at most 2 decimals, or leave it blank for no limit." */
export function expenseLimitMessage(digits: number): string {
  return `Enter a limit more than 0 with ${places(digits)}, or leave it blank for no limit.`;
}

/** "Enter 0 to always require a receipt, an amount with at most 2 decimals, or leave it blank." */
export function receiptAboveMessage(digits: number): string {
  return `Enter 0 to always require a receipt, an amount above which one is required (${places(digits)}), or leave it blank for never.`;
}

/**
 * An expense category (Expense Claims › Category): Code, Description, Taxable, a limit per claim and per
 * month (blank: none), the amount above which a receipt is required (blank: never; 0: always), Active.
 * Amounts are in the payroll currency, whose digits are `digits`.
 */
export function expenseCategoryFormSchema(digits: number) {
  const limit = v.pipe(
    optionalMoneyField(digits, expenseLimitMessage(digits)),
    v.check((value) => value === null || new Decimal(value).gt(0), expenseLimitMessage(digits)),
  );
  return v.pipe(
    v.object({
      code: requiredText(EXPENSE_CATEGORY_CODE_MAX, ENTER_A_CODE),
      description: requiredText(EXPENSE_CATEGORY_DESCRIPTION_MAX, ENTER_A_DESCRIPTION),
      taxable: v.boolean(),
      limitPerClaim: limit,
      limitPerMonth: limit,
      receiptRequiredAbove: optionalMoneyField(digits, receiptAboveMessage(digits)),
      active: v.boolean(),
    }),
    v.forward(
      v.check(
        ({ limitPerClaim, limitPerMonth }) =>
          limitPerClaim === null || limitPerMonth === null || new Decimal(limitPerClaim).lte(limitPerMonth),
        EXPENSE_MESSAGES.limitPerClaimOverMonth,
      ),
      ['limitPerClaim'],
    ),
  );
}
export type ExpenseCategoryFormInput = v.InferInput<ReturnType<typeof expenseCategoryFormSchema>>;
export type ExpenseCategoryFormValues = v.InferOutput<ReturnType<typeof expenseCategoryFormSchema>>;

/** A new category: not taxable, no limits, no receipt rule, active. */
export const EXPENSE_CATEGORY_DEFAULTS: ExpenseCategoryFormInput = {
  code: '',
  description: '',
  taxable: false,
  limitPerClaim: '',
  limitPerMonth: '',
  receiptRequiredAbove: '',
  active: true,
};

/* ---------- Mileage rate ---------- */

/** A mileage rate (Expense Claims › Mileage Rate): a vehicle type and its rate per km in the payroll currency. */
export const mileageRateFormSchema = v.object({
  vehicleType: requiredText(EXPENSE_VEHICLE_TYPE_MAX, EXPENSE_MESSAGES.vehicleType),
  ratePerKm: positiveField(EXPENSE_NUMBER_FORMATS.ratePerKm, EXPENSE_MESSAGES.ratePerKm),
  active: v.boolean(),
});
export type MileageRateFormInput = v.InferInput<typeof mileageRateFormSchema>;
export type MileageRateFormValues = v.InferOutput<typeof mileageRateFormSchema>;

export const MILEAGE_RATE_DEFAULTS: MileageRateFormInput = { vehicleType: '', ratePerKm: '', active: true };

/* ---------- Exchange rate ---------- */

/** "Enter the GHS for one unit of the currency: more than 0 with at most 6 decimals." */
export function exchangeRateMessage(payrollCurrency: string): string {
  return `Enter the ${payrollCurrency} for one unit of the currency: more than 0 with ${places(EXPENSE_NUMBER_FORMATS.exchangeRate.decimals)}.`;
}

/** "Choose a currency other than GHS, the payroll currency." */
export function notThePayrollCurrencyMessage(payrollCurrency: string): string {
  return `Choose a currency other than ${payrollCurrency}, the payroll currency.`;
}

const currencyCode = v.pipe(
  v.string(CHOOSE_A_CURRENCY),
  v.trim(),
  v.toUpperCase(),
  v.check(isCurrencyCode, CHOOSE_A_CURRENCY),
);

/**
 * An exchange rate the employer keeps (Expense Claims › Exchange Rate): how many units of the payroll
 * currency one unit of `currency` is worth from a date. A line takes the rate with the latest date on
 * or before its own.
 */
export function exchangeRateFormSchema(payrollCurrency: string) {
  return v.object({
    currency: v.pipe(
      currencyCode,
      v.check((code) => code !== payrollCurrency, notThePayrollCurrencyMessage(payrollCurrency)),
    ),
    rate: positiveField(EXPENSE_NUMBER_FORMATS.exchangeRate, exchangeRateMessage(payrollCurrency)),
    effectiveFrom: date,
  });
}
export type ExchangeRateFormInput = v.InferInput<ReturnType<typeof exchangeRateFormSchema>>;
export type ExchangeRateFormValues = v.InferOutput<ReturnType<typeof exchangeRateFormSchema>>;

export function exchangeRateDefaults(today: string): ExchangeRateFormInput {
  return { currency: '', rate: '', effectiveFrom: today };
}

/* ---------- Claim ---------- */

export const EXPENSE_LINE_KINDS = ['amount', 'mileage'] as const;
export type ExpenseLineKind = (typeof EXPENSE_LINE_KINDS)[number];

/**
 * A line as the form holds it: every field of both kinds, so switching a line between an amount and
 * mileage keeps what was typed. What the kind does not use is dropped when the form is checked.
 */
const claimLineInput = v.object({
  /** The saved line's id; '' for a new line. */
  id: v.string(),
  date: v.string(),
  categoryId: v.string(),
  description: v.string(),
  kind: v.picklist(EXPENSE_LINE_KINDS),
  amount: v.string(),
  currency: v.string(),
  /** Blank on a foreign line: the employer's table rate on the line's date. */
  exchangeRate: v.string(),
  distanceKm: v.string(),
  mileageRateId: v.string(),
  receiptIds: v.array(v.string()),
});
export type ExpenseClaimLineFormInput = v.InferInput<typeof claimLineInput>;

/** A line as save-expense-claim takes it. */
export type ExpenseClaimLineValues = {
  id?: string;
  date: string;
  categoryId: string;
  description: string;
  receiptIds: string[];
} & (
  | { kind: 'amount'; amount: string; currency: string; exchangeRate?: string }
  | { kind: 'mileage'; distanceKm: string; mileageRateId: string }
);

export interface ExpenseClaimFormOptions {
  payrollCurrency: string;
  /** YYYY-MM-DD in the employer's time zone: a line may not be dated after it. */
  today?: string;
  /** Category descriptions by id, so messages say "Line 2 (Taxi)". */
  categoryDescriptions?: ReadonlyMap<string, string>;
}

type LineField = keyof ExpenseClaimLineFormInput;

/** What is wrong with one line, field by field, in the claim's words ("Line 2 (Taxi): …"). */
export function expenseLineIssues(
  line: ExpenseClaimLineFormInput,
  index: number,
  options: ExpenseClaimFormOptions,
): { field: LineField; message: string }[] {
  const name = expenseLineLabel(index, options.categoryDescriptions?.get(line.categoryId));
  const issues: { field: LineField; message: string }[] = [];
  const add = (field: LineField, message: string) => issues.push({ field, message: `${name}: ${message}` });

  if (!isIsoDate(line.date)) add('date', 'enter a complete date.');
  else if (options.today !== undefined && line.date > options.today) {
    add('date', `the date ${formatDay(line.date, 'D MMM YYYY')} is after today.`);
  }
  if (line.categoryId === '') add('categoryId', 'choose a category.');
  const description = line.description.trim();
  if (description === '') add('description', 'enter a description.');
  else if (description.length > EXPENSE_LINE_DESCRIPTION_MAX) {
    add('description', `use at most ${EXPENSE_LINE_DESCRIPTION_MAX} characters for the description.`);
  }
  if (line.receiptIds.length > EXPENSE_LINE_RECEIPTS_MAX) {
    add('receiptIds', `attach at most ${EXPENSE_LINE_RECEIPTS_MAX} receipts.`);
  }

  if (line.kind === 'mileage') {
    if (readPositive(line.distanceKm.trim(), EXPENSE_NUMBER_FORMATS.distanceKm) === null) {
      add(
        'distanceKm',
        `enter the distance in km, more than 0 with ${places(EXPENSE_NUMBER_FORMATS.distanceKm.decimals)}.`,
      );
    }
    if (line.mileageRateId === '') add('mileageRateId', 'choose a vehicle type.');
    return issues;
  }

  const currency = line.currency.trim().toUpperCase();
  if (!isCurrencyCode(currency)) {
    add('currency', 'choose a currency from the list.');
    return issues;
  }
  const amount = line.amount.trim();
  if (!isDecimalAmount(amount) || !fitsCurrency(amount, currency) || new Decimal(amount).isZero()) {
    const digits = currencyMinorDigits(currency);
    add('amount', `enter an amount more than 0 with ${places(digits)} for ${currency}.`);
  }
  const rate = line.exchangeRate.trim();
  if (
    currency !== options.payrollCurrency &&
    rate !== '' &&
    readPositive(rate, EXPENSE_NUMBER_FORMATS.exchangeRate) === null
  ) {
    add(
      'exchangeRate',
      `enter the ${options.payrollCurrency} for one ${currency}: more than 0 with ${places(EXPENSE_NUMBER_FORMATS.exchangeRate.decimals)}, or leave it blank for the employer's rate.`,
    );
  }
  return issues;
}

function lineValues(line: ExpenseClaimLineFormInput, payrollCurrency: string): ExpenseClaimLineValues {
  const common = {
    ...(line.id === '' ? {} : { id: line.id }),
    date: line.date,
    categoryId: line.categoryId,
    description: line.description.trim(),
    receiptIds: line.receiptIds,
  };
  if (line.kind === 'mileage') {
    return {
      ...common,
      kind: 'mileage',
      distanceKm: new Decimal(line.distanceKm.trim()).toString(),
      mileageRateId: line.mileageRateId,
    };
  }
  const currency = line.currency.trim().toUpperCase();
  const rate = line.exchangeRate.trim();
  return {
    ...common,
    kind: 'amount',
    amount: normalizeAmount(line.amount.trim(), currency),
    currency,
    ...(currency === payrollCurrency || rate === '' ? {} : { exchangeRate: new Decimal(rate).toString() }),
  };
}

/**
 * A claim as its editor saves it: a title and up to 50 lines. Each line's problems are reported on its
 * field (`lines.1.amount`) and name the line. The limits and receipt rules of the categories are the
 * server's to check at submission (claimProblems), where the employee's other claims are known.
 */
export function expenseClaimFormSchema(options: ExpenseClaimFormOptions) {
  return v.object({
    title: requiredText(EXPENSE_CLAIM_TITLE_MAX, EXPENSE_MESSAGES.title),
    lines: v.pipe(
      v.array(claimLineInput),
      v.maxLength(EXPENSE_CLAIM_LINES_MAX, EXPENSE_MESSAGES.tooManyLines),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const lines = dataset.value;
        for (const [index, line] of lines.entries()) {
          for (const { field, message } of expenseLineIssues(line, index, options)) {
            addIssue({
              message,
              path: [
                { type: 'array', origin: 'value', input: lines, key: index, value: line },
                { type: 'object', origin: 'value', input: line, key: field, value: line[field] },
              ],
            });
          }
        }
      }),
      v.transform((lines) => lines.map((line) => lineValues(line, options.payrollCurrency))),
    ),
  });
}
export type ExpenseClaimFormInput = v.InferInput<ReturnType<typeof expenseClaimFormSchema>>;
export type ExpenseClaimFormValues = v.InferOutput<ReturnType<typeof expenseClaimFormSchema>>;

export const EXPENSE_CLAIM_DEFAULTS: ExpenseClaimFormInput = { title: '', lines: [] };

/** A new line: dated today, an amount in the payroll currency, no receipts. */
export function newExpenseLine(payrollCurrency: string, today: string): ExpenseClaimLineFormInput {
  return {
    id: '',
    date: today,
    categoryId: '',
    description: '',
    kind: 'amount',
    amount: '',
    currency: payrollCurrency,
    exchangeRate: '',
    distanceKm: '',
    mileageRateId: '',
    receiptIds: [],
  };
}
