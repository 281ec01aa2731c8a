import type { PayItemFormInput, PayItemKind, PayItemValues, RoundingRule } from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';

/** An earning, deduction or bonus as the list has it: what the server sends (amounts as decimal text). */
export interface PayItem {
  id: string;
  kind: PayItemKind;
  code: string;
  description: string;
  isActive: boolean;
  /** Per unit, with the payroll currency's digits ("500.00"). */
  amount: string;
  quantity: string;
  unit: string;
  /** Counts in taxable income (a deduction: taken before tax). */
  tax: boolean;
  /** Counts in the base of the statutory contributions. */
  otherStatutory: boolean;
  /** How many employees have it on their Salary section; one assigned is deactivated, not deleted. */
  employeesAssigned: number;
}

/** The fields a refusal can name and have shown on the field itself. */
export type PayItemField = 'code' | 'description' | 'amount' | 'quantity' | 'unit';

export interface PayItemsScreenProps {
  /** Which page this is: Earnings, Deductions or Bonus. */
  kind: PayItemKind;
  /** The payroll currency (Payroll Settings): amounts take its digits. */
  currency: string;
  /** The payroll's rounding rule, for the total the dialog shows as the amount is typed. */
  rounding?: RoundingRule;
  /** 'loading' until the list has come. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** Every item of this kind, active or not; the screen sorts and filters them itself. */
  items: readonly PayItem[];
  /**
   * Adds an item of `kind` (`existing` undefined) or saves the changes to `existing`. Answer
   * `{ field: 'code', message }` for a 409 (the code is taken) and it shows on Code; feedback naming
   * another PayItemField shows on that field, any other above the fields.
   */
  onSave: (values: PayItemValues, existing?: PayItem) => Promise<FormSubmitResult<PayItemField>>;
  /**
   * Deletes an item. While employees have it, answer with the server's refusal, e.g. "Housing is
   * assigned to 3 employees. Deactivate it instead."
   */
  onDelete: (item: PayItem) => Promise<FormSubmitResult>;
  /** Activates or deactivates an item at once, without the other changes in the dialog. */
  onSetActive: (item: PayItem, active: boolean) => Promise<FormSubmitResult>;
}

/** The words of each kind's page and dialog. */
export const PAY_ITEM_WORDS: Record<PayItemKind, { title: string; one: string; many: string }> = {
  Earning: { title: 'Earnings', one: 'earning', many: 'earnings' },
  Deduction: { title: 'Deductions', one: 'deduction', many: 'deductions' },
  Bonus: { title: 'Bonus', one: 'bonus', many: 'bonuses' },
};

/** What the Tax and Other Statutory switches do, said for the kind they are on. */
export const PAY_ITEM_SWITCH_HINTS: Record<PayItemKind, { tax: string; otherStatutory: string }> = {
  Earning: {
    tax: 'Counts in taxable income. Off: paid without tax.',
    otherStatutory: 'Counts in the base of statutory contributions, such as pension.',
  },
  Deduction: {
    tax: 'Taken before tax, so it lowers taxable income. Off: taken after tax, from net pay only.',
    otherStatutory: 'Lowers the base of statutory contributions, such as pension.',
  },
  Bonus: {
    tax: 'Counts in taxable income. Off: paid without tax.',
    otherStatutory: 'Counts in the base of statutory contributions, such as pension.',
  },
};

/** The form of an existing item: the amounts as the text they are typed as. */
export function toPayItemInput(item: PayItem): PayItemFormInput {
  return {
    code: item.code,
    description: item.description,
    isActive: item.isActive,
    amount: item.amount,
    quantity: item.quantity,
    unit: item.unit,
    tax: item.tax,
    otherStatutory: item.otherStatutory,
  };
}
