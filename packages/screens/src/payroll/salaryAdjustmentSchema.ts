import {
  amountMessage,
  CHOOSE_A_CURRENCY,
  CHOOSE_AN_ITEM,
  COMPLETE_DATE,
  currencyMinorDigits,
  EMPLOYEE_PAY_GROUPS,
  isCurrencyCode,
  isIsoDate,
  moneyField,
  optionalMoneyField,
  QUANTITY_MESSAGE,
  quantityField,
} from '@hr/domain';
import * as v from 'valibot';

/**
 * The Salary Adjustment dialog's form (issue 14): a new basic salary from an effective date, items
 * added from the four groups, or both. The amount has its currency's digits (currencyMinorDigits),
 * as the server checks it; the values are create-salary-adjustment's request.
 */

export const SALARY_ADJUSTMENT_MESSAGES = {
  employee: 'Choose the employee.',
  amountOrItem: 'Give a new amount or add at least one item.',
} as const;

export const REMARKS_MAX_LENGTH = 500;

const itemShape = v.object({
  group: v.picklist(EMPLOYEE_PAY_GROUPS),
  itemId: v.string(),
  code: v.string(),
  description: v.string(),
  amount: v.nullable(v.string()),
  quantity: v.nullable(v.string()),
});

const digitsOf = (currency: string) => (isCurrencyCode(currency) ? currencyMinorDigits(currency) : 2);

export const salaryAdjustmentSchema = v.pipe(
  v.object({
    employeeId: v.pipe(v.string(), v.nonEmpty(SALARY_ADJUSTMENT_MESSAGES.employee)),
    effectiveDate: v.pipe(v.string(COMPLETE_DATE), v.check(isIsoDate, COMPLETE_DATE)),
    amount: v.pipe(v.string(), v.trim()),
    currency: v.pipe(v.string(), v.check(isCurrencyCode, CHOOSE_A_CURRENCY)),
    remarks: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(REMARKS_MAX_LENGTH, `Use at most ${REMARKS_MAX_LENGTH} characters.`),
    ),
    items: v.array(itemShape),
  }),
  // partialCheck: each rule is checked even while another field (the employee, say) is still wrong.
  v.forward(
    v.partialCheck(
      [['amount'], ['items']],
      ({ amount, items }) => amount !== '' || items.length > 0,
      SALARY_ADJUSTMENT_MESSAGES.amountOrItem,
    ),
    ['amount'],
  ),
  v.forward(
    v.partialCheck(
      [['amount'], ['currency']],
      ({ amount, currency }) => amount === '' || v.is(moneyField(digitsOf(currency)), amount),
      (issue) => amountMessage(digitsOf((issue.input as { currency: string }).currency)),
    ),
    ['amount'],
  ),
  v.transform(({ employeeId, effectiveDate, amount, currency, remarks, items }) => ({
    employeeId,
    effectiveDate,
    amount: amount === '' ? null : v.parse(moneyField(digitsOf(currency)), amount),
    currency: amount === '' ? null : currency,
    remarks: remarks === '' ? null : remarks,
    items: items.map(({ group, itemId, amount: itemAmount, quantity }) => ({
      group,
      itemId,
      amount: itemAmount,
      quantity,
    })),
  })),
);

export type SalaryAdjustmentFormInput = v.InferInput<typeof salaryAdjustmentSchema>;
export type SalaryAdjustmentValues = v.InferOutput<typeof salaryAdjustmentSchema>;

/** One item as the Add sub-dialog takes it: blank amount or quantity is the item's own. */
export function adjustmentItemSchema(digits: number) {
  return v.object({
    itemId: v.pipe(v.string(CHOOSE_AN_ITEM), v.nonEmpty(CHOOSE_AN_ITEM)),
    amount: optionalMoneyField(digits),
    quantity: v.pipe(
      v.string(QUANTITY_MESSAGE),
      v.trim(),
      v.check((typed) => typed === '' || v.is(quantityField, typed), QUANTITY_MESSAGE),
      v.transform((typed) => (typed === '' ? null : v.parse(quantityField, typed))),
    ),
  });
}
export type AdjustmentItemFormInput = v.InferInput<ReturnType<typeof adjustmentItemSchema>>;
export type AdjustmentItemValues = v.InferOutput<ReturnType<typeof adjustmentItemSchema>>;
