import { Decimal } from 'decimal.js';
import * as v from 'valibot';
import {
  CHOOSE_AN_ITEM,
  payrollDateField as date,
  payrollDescriptionField as description,
  END_BEFORE_START,
  moneyField,
  payrollOptionalDateField as optionalIsoDate,
  optionalMoneyField,
  QUANTITY_MESSAGE,
  quantityField,
} from './setupSchemas.ts';

/**
 * What the employee record's Salary section assigns (issue 13): the employer's pay items and
 * contributions, effective-dated, and the reliefs recorded on the employee. Amounts have the payroll
 * currency's `digits`, as in setupSchemas.ts.
 */

/** The Salary section's groups, in the order §2.6 lists them. */
export const EMPLOYEE_PAY_GROUPS = ['Earning', 'Deduction', 'Bonus', 'Statutory Contribution'] as const;
export type EmployeePayGroup = (typeof EMPLOYEE_PAY_GROUPS)[number];

function endsOnOrAfterStart(values: { effectiveDate: string; endDate: string | null }): boolean {
  return values.endDate === null || values.endDate >= values.effectiveDate;
}

/**
 * One of the employer's items assigned to an employee from a Salary group. An earning, deduction or
 * bonus may carry its own amount or quantity (blank: the item's); a statutory contribution takes
 * neither. From the effective date, up to and including the end date when there is one.
 */
export function employeePayItemSchema(digits: number) {
  return v.pipe(
    v.object({
      group: v.picklist(EMPLOYEE_PAY_GROUPS, CHOOSE_AN_ITEM),
      itemId: v.pipe(v.string(CHOOSE_AN_ITEM), v.nonEmpty(CHOOSE_AN_ITEM)),
      amount: optionalMoneyField(digits),
      quantity: v.pipe(
        v.string(QUANTITY_MESSAGE),
        v.trim(),
        v.check((typed) => typed === '' || v.is(quantityField, typed), QUANTITY_MESSAGE),
        v.transform((typed) => (typed === '' ? null : new Decimal(typed).toString())),
      ),
      effectiveDate: date,
      endDate: optionalIsoDate,
    }),
    v.forward(
      v.check((values) => endsOnOrAfterStart(values), END_BEFORE_START),
      ['endDate'],
    ),
    v.transform((values) =>
      values.group === 'Statutory Contribution' ? { ...values, amount: null, quantity: null } : values,
    ),
  );
}
export type EmployeePayItemFormInput = v.InferInput<ReturnType<typeof employeePayItemSchema>>;
export type EmployeePayItemValues = v.InferOutput<ReturnType<typeof employeePayItemSchema>>;

export const RELIEF_PERIODS = ['Period', 'Year'] as const;
export const RELIEF_PERIOD_LABELS: Record<(typeof RELIEF_PERIODS)[number], string> = {
  Period: 'Per pay period',
  Year: 'Per year',
};

/** A relief recorded on the employee: lowers taxable income, never taken from pay (a rent relief). */
export function employeeReliefSchema(digits: number) {
  return v.pipe(
    v.object({
      description,
      amount: moneyField(digits),
      per: v.picklist(RELIEF_PERIODS, 'Choose per pay period or per year.'),
      effectiveDate: date,
      endDate: optionalIsoDate,
    }),
    v.forward(
      v.check((values) => endsOnOrAfterStart(values), END_BEFORE_START),
      ['endDate'],
    ),
  );
}
export type EmployeeReliefFormInput = v.InferInput<ReturnType<typeof employeeReliefSchema>>;
export type EmployeeReliefValues = v.InferOutput<ReturnType<typeof employeeReliefSchema>>;
