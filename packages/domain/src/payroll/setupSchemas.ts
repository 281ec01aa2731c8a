import { Decimal } from 'decimal.js';
import * as v from 'valibot';
import { CODE_MAX_LENGTH, DESCRIPTION_MAX_LENGTH } from '../constants.ts';
import { ENTER_A_CODE } from '../schemas/employer.ts';
import { COMPLETE_DATE, isIsoDate, optionalText, requiredText } from '../schemas/fieldRules.ts';
import { isCurrencyCode } from '../schemas/money.ts';
import { validateBrackets } from './brackets.ts';
import {
  CONTRIBUTION_TYPES,
  DEFAULT_ROUNDING_RULE,
  PRORATION_METHODS,
  ROUNDING_RULES,
  TAX_TABLE_BASES,
  TAX_TABLE_TYPES,
} from './constants.ts';
import { OVERTIME_RATE_KINDS } from './overtime.ts';

/**
 * Payroll set-up as the forms and the server check it (§2.9, issue 13): statutory tax tables,
 * statutory contributions, earnings, deductions and bonuses, the payroll settings, and what the
 * employee record's Salary section assigns. Amounts are decimal strings with at most the payroll
 * currency's digits (`digits`, from currencyMinorDigits of the Settings currency), written back with
 * exactly that many; a % has at most four decimals. Each schema is made for a currency's digits, so
 * the screen and the server refuse the same amounts.
 */

export const PAYROLL_LIMITS = {
  codeMaxLength: CODE_MAX_LENGTH,
  descriptionMaxLength: DESCRIPTION_MAX_LENGTH,
  unitMaxLength: 20,
  maxBrackets: 30,
  percentDecimals: 4,
  quantityDecimals: 4,
  payslipFooterMaxLength: 500,
} as const;

export const ENTER_A_DESCRIPTION = 'Enter a description.';
export const ENTER_A_UNIT = 'Enter a unit, such as Month or Day.';
export const CHOOSE_A_TAX_TYPE = 'Choose a type.';
export const CHOOSE_A_TABLE_BASIS = 'Choose whether the table is written per month or per year.';
export const RELIEF_ONLY_ON_PAYE = 'Only a PAYE Tax table takes a relief per month.';
export const TOO_MANY_BRACKETS = `A table holds at most ${PAYROLL_LIMITS.maxBrackets} brackets.`;
export const PERCENT_MESSAGE = `Enter a % from 0 to 100 with at most ${PAYROLL_LIMITS.percentDecimals} decimals.`;
export const QUANTITY_MESSAGE = `Enter a quantity more than 0 with at most ${PAYROLL_LIMITS.quantityDecimals} decimals.`;
export const CHOOSE_A_TABLE = 'Choose a statutory table of type Other.';
export const CHOOSE_A_CONTRIBUTION_TYPE = 'Choose a type.';
export const NO_CONTRIBUTION_SIDE =
  'Choose a type other than Not Applicable for the Employer or the Employee.';
export const PAY_DAY_MESSAGE = 'Enter the day of the month pay is made, from 1 to 31.';
export const CHOOSE_A_CURRENCY = 'Choose a currency from the list.';
export const CHOOSE_AN_ITEM = 'Choose an item from the list.';
export const END_BEFORE_START = 'The end date must be on or after the effective date.';

/** "Enter an amount of 0 or more with at most 2 decimals." */
export function amountMessage(digits: number): string {
  const places = digits === 0 ? 'no decimals' : `at most ${digits} decimals`;
  return `Enter an amount of 0 or more with ${places}.`;
}

const plainDecimal = /^\d+(\.\d+)?$/;

function readDecimal(typed: string, places: number): Decimal | null {
  if (!plainDecimal.test(typed)) return null;
  const value = new Decimal(typed);
  return value.decimalPlaces() <= places && value.abs().lt('1e12') ? value : null;
}

/** A required amount with at most `digits` decimals, written back with exactly `digits`. */
export function moneyField(digits: number, message = amountMessage(digits)) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.check((typed) => readDecimal(typed, digits) !== null, message),
    v.transform((typed) => new Decimal(typed).toFixed(digits)),
  );
}

/** An amount that may be left blank ('' → null). */
export function optionalMoneyField(digits: number, message = amountMessage(digits)) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.check((typed) => typed === '' || readDecimal(typed, digits) !== null, message),
    v.transform((typed) => (typed === '' ? null : new Decimal(typed).toFixed(digits))),
  );
}

/** A % from 0 to 100, written plainly ("5.5", "32.5"). */
export const percentField = v.pipe(
  v.string(PERCENT_MESSAGE),
  v.trim(),
  v.check((typed) => {
    const value = readDecimal(typed, PAYROLL_LIMITS.percentDecimals);
    return value?.lte(100) === true;
  }, PERCENT_MESSAGE),
  v.transform((typed) => new Decimal(typed).toString()),
);

/** A quantity more than 0 ("1", "2.5"). */
export const quantityField = v.pipe(
  v.string(QUANTITY_MESSAGE),
  v.trim(),
  v.check((typed) => {
    const value = readDecimal(typed, PAYROLL_LIMITS.quantityDecimals);
    return value?.gt(0) === true;
  }, QUANTITY_MESSAGE),
  v.transform((typed) => new Decimal(typed).toString()),
);

const code = requiredText(PAYROLL_LIMITS.codeMaxLength, ENTER_A_CODE);
const description = requiredText(PAYROLL_LIMITS.descriptionMaxLength, ENTER_A_DESCRIPTION);
const date = v.pipe(v.string(COMPLETE_DATE), v.check(isIsoDate, COMPLETE_DATE));
const optionalIsoDate = v.pipe(
  v.string(COMPLETE_DATE),
  v.check((typed) => typed === '' || isIsoDate(typed), COMPLETE_DATE),
  v.transform((typed) => (typed === '' ? null : typed)),
);

/** The description, date and optional date fields, for the employee's pay schemas (employeePaySchemas.ts). */
export {
  date as payrollDateField,
  description as payrollDescriptionField,
  optionalIsoDate as payrollOptionalDateField,
};

/* ---------- Statutory Taxes ---------- */

const BracketRowSchema = v.object({ incomeMoreThan: v.string(), percentage: v.string() });

/**
 * A statutory table: Code, Description, Active, Type, the basis its bounds are written for, a relief
 * per month (PAYE only) and its brackets. Each bracket problem is reported on its row and field
 * (`brackets.2.incomeMoreThan`), in validateBrackets' words. The Cumulative Tax column is derived
 * (cumulativeTaxColumn), never typed or stored.
 */
export function statutoryTaxSchema(digits: number) {
  return v.pipe(
    v.object({
      code,
      description,
      isActive: v.boolean(),
      type: v.picklist(TAX_TABLE_TYPES, CHOOSE_A_TAX_TYPE),
      basis: v.picklist(TAX_TABLE_BASES, CHOOSE_A_TABLE_BASIS),
      reliefPerMonth: optionalMoneyField(digits),
      brackets: v.pipe(
        v.array(BracketRowSchema),
        v.maxLength(PAYROLL_LIMITS.maxBrackets, TOO_MANY_BRACKETS),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const rows = dataset.value;
          for (const finding of validateBrackets(
            rows.map((row) => ({
              incomeMoreThan: row.incomeMoreThan.trim(),
              percentage: row.percentage.trim(),
            })),
            digits,
          )) {
            const row = rows[finding.row - 1];
            if (finding.field === 'brackets' || !row) {
              addIssue({ message: finding.message });
              continue;
            }
            addIssue({
              message: finding.message,
              path: [
                { type: 'array', origin: 'value', input: rows, key: finding.row - 1, value: row },
                {
                  type: 'object',
                  origin: 'value',
                  input: row,
                  key: finding.field,
                  value: row[finding.field],
                },
              ],
            });
          }
        }),
        v.transform((rows) =>
          rows.map((row) => ({
            incomeMoreThan: new Decimal(row.incomeMoreThan.trim()).toFixed(digits),
            percentage: new Decimal(row.percentage.trim()).toString(),
          })),
        ),
      ),
    }),
    v.forward(
      v.check(
        ({ type, reliefPerMonth }) => type === 'PAYE Tax' || reliefPerMonth === null,
        RELIEF_ONLY_ON_PAYE,
      ),
      ['reliefPerMonth'],
    ),
  );
}
export type StatutoryTaxInput = v.InferInput<ReturnType<typeof statutoryTaxSchema>>;
export type StatutoryTaxValues = v.InferOutput<ReturnType<typeof statutoryTaxSchema>>;

/** A new table: PAYE Tax, monthly, one bracket from 0. */
export const STATUTORY_TAX_DEFAULTS: StatutoryTaxInput = {
  code: '',
  description: '',
  isActive: true,
  type: 'PAYE Tax',
  basis: 'Monthly',
  reliefPerMonth: '',
  brackets: [{ incomeMoreThan: '0', percentage: '0' }],
};

/* ---------- Statutory Contribution ---------- */

/**
 * One side (Employer or Employee) of a contribution: Not Applicable keeps nothing; Fixed Amount
 * needs an amount; Gross Income a % of the statutory base, capped when a Capped Amount is given;
 * Statutory Table a table of type Other (the server checks it is one of the employer's), capped
 * likewise. What a type does not use is dropped, so a switched type leaves nothing stale behind.
 */
function contributionSideSchema(digits: number) {
  const fixed = moneyField(digits);
  const capped = optionalMoneyField(digits);
  return v.pipe(
    v.object({
      type: v.picklist(CONTRIBUTION_TYPES, CHOOSE_A_CONTRIBUTION_TYPE),
      amount: v.string(),
      cappedAmount: v.string(),
      tableId: v.nullable(v.string()),
    }),
    v.forward(
      v.check(({ type, amount }) => {
        if (type === 'Fixed Amount') return v.is(fixed, amount);
        return true;
      }, amountMessage(digits)),
      ['amount'],
    ),
    v.forward(
      v.check(({ type, amount }) => type !== 'Gross Income' || v.is(percentField, amount), PERCENT_MESSAGE),
      ['amount'],
    ),
    v.forward(
      v.check(
        ({ type, cappedAmount }) =>
          (type !== 'Gross Income' && type !== 'Statutory Table') || v.is(capped, cappedAmount),
        amountMessage(digits),
      ),
      ['cappedAmount'],
    ),
    v.forward(
      v.check(({ type, tableId }) => type !== 'Statutory Table' || Boolean(tableId), CHOOSE_A_TABLE),
      ['tableId'],
    ),
    v.transform(({ type, amount, cappedAmount, tableId }) => {
      const uses = {
        amount: type === 'Fixed Amount' || type === 'Gross Income',
        capped: type === 'Gross Income' || type === 'Statutory Table',
      };
      return {
        type,
        amount: !uses.amount
          ? null
          : type === 'Fixed Amount'
            ? v.parse(fixed, amount)
            : v.parse(percentField, amount),
        cappedAmount: uses.capped ? v.parse(capped, cappedAmount) : null,
        tableId: type === 'Statutory Table' ? tableId : null,
      };
    }),
  );
}

/** §2.9 Statutory Contribution with an Employer and an Employee section. */
export function statutoryContributionSchema(digits: number) {
  return v.pipe(
    v.object({
      code,
      description,
      isActive: v.boolean(),
      employer: contributionSideSchema(digits),
      employee: contributionSideSchema(digits),
      /** Whether the employee's share is deducted before tax (lowers taxable income). */
      employeeBeforeTax: v.boolean(),
    }),
    v.check(
      ({ employer, employee }) => employer.type !== 'Not Applicable' || employee.type !== 'Not Applicable',
      NO_CONTRIBUTION_SIDE,
    ),
  );
}
export type StatutoryContributionFormInput = v.InferInput<ReturnType<typeof statutoryContributionSchema>>;
export type StatutoryContributionValues = v.InferOutput<ReturnType<typeof statutoryContributionSchema>>;
export type ContributionSideValues = StatutoryContributionValues['employer'];

export const STATUTORY_CONTRIBUTION_DEFAULTS: StatutoryContributionFormInput = {
  code: '',
  description: '',
  isActive: true,
  employer: { type: 'Not Applicable', amount: '', cappedAmount: '', tableId: null },
  employee: { type: 'Not Applicable', amount: '', cappedAmount: '', tableId: null },
  employeeBeforeTax: true,
};

/* ---------- Earnings, Deductions, Bonus ---------- */

/**
 * An earning, deduction or bonus (§2.9, §3): Code, Description, Active, Amount, Quantity, Unit, and
 * the Tax and Other Statutory switches, both on by default. Its kind is the page it is made on.
 */
export function payItemSchema(digits: number) {
  return v.object({
    code,
    description,
    isActive: v.boolean(),
    amount: moneyField(digits),
    quantity: quantityField,
    unit: requiredText(PAYROLL_LIMITS.unitMaxLength, ENTER_A_UNIT),
    tax: v.boolean(),
    otherStatutory: v.boolean(),
  });
}
export type PayItemFormInput = v.InferInput<ReturnType<typeof payItemSchema>>;
export type PayItemValues = v.InferOutput<ReturnType<typeof payItemSchema>>;

export const PAY_ITEM_DEFAULTS: PayItemFormInput = {
  code: '',
  description: '',
  isActive: true,
  amount: '',
  quantity: '1',
  unit: 'Month',
  tax: true,
  otherStatutory: true,
};

/* ---------- Settings ---------- */

export const PAYROLL_SETTINGS_LABELS = {
  currency: 'Currency',
  rounding: 'Rounding',
  prorationMethod: 'Prorate a partly worked period by',
  payDay: 'Pay day of the month',
  payslipFooter: 'Payslip footer',
  arrearsTaxable: 'Tax arrears',
  arrearsStatutory: 'Include arrears in statutory contributions',
  overtimePay: 'Pay approved overtime',
  overtimeRateKind: 'Overtime is paid at',
  overtimeRate: 'Overtime rate',
  absenceUnpaid: 'Unexcused absence is unpaid',
} as const;

export const OVERTIME_RATE_MESSAGE =
  'Enter the overtime rate as a number above 0 with up to 3 decimals, for example 1.5.';

export const PayrollSettingsSchema = v.object({
  currency: v.pipe(v.string(CHOOSE_A_CURRENCY), v.check(isCurrencyCode, CHOOSE_A_CURRENCY)),
  rounding: v.picklist(ROUNDING_RULES, 'Choose how lines are rounded.'),
  prorationMethod: v.picklist(PRORATION_METHODS, 'Choose how a partly worked period is prorated.'),
  payDay: v.pipe(
    v.number(PAY_DAY_MESSAGE),
    v.integer(PAY_DAY_MESSAGE),
    v.minValue(1, PAY_DAY_MESSAGE),
    v.maxValue(31, PAY_DAY_MESSAGE),
  ),
  payslipFooter: optionalText(PAYROLL_LIMITS.payslipFooterMaxLength),
  /** Arrears of a salary adjustment count in taxable income (on by default). */
  arrearsTaxable: v.boolean(),
  /** Arrears count in the statutory base (on by default). */
  arrearsStatutory: v.boolean(),
  /** Approved overtime becomes a pay line (issue 29 item 6; off by default). */
  overtimePay: v.boolean(),
  overtimeRateKind: v.picklist(OVERTIME_RATE_KINDS, 'Choose how overtime is paid.'),
  /** The multiplier of the hourly rate ("1.5") or the amount an hour, as decimal text. */
  overtimeRate: v.pipe(
    v.string(OVERTIME_RATE_MESSAGE),
    v.trim(),
    v.regex(/^\d{1,12}(\.\d{1,3})?$/, OVERTIME_RATE_MESSAGE),
    v.check((text) => Number(text) > 0, OVERTIME_RATE_MESSAGE),
  ),
  /** Absent days (and half of Half Day ones) are unpaid days in proration (off by default). */
  absenceUnpaid: v.boolean(),
});
export type PayrollSettingsInput = v.InferInput<typeof PayrollSettingsSchema>;
export type PayrollSettingsValues = v.InferOutput<typeof PayrollSettingsSchema>;

/** An employer's settings until an administrator saves others; the server fills in the currency. */
export function payrollSettingsDefaults(currency: string): PayrollSettingsValues {
  return {
    currency,
    rounding: DEFAULT_ROUNDING_RULE,
    prorationMethod: 'Calendar Days',
    payDay: 28,
    payslipFooter: null,
    arrearsTaxable: true,
    arrearsStatutory: true,
    overtimePay: false,
    overtimeRateKind: 'Multiplier of the hourly rate',
    overtimeRate: '1.5',
    absenceUnpaid: false,
  };
}
