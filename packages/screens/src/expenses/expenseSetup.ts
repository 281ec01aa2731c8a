import type { ExchangeRateFormValues, ExpenseCategoryFormValues, MileageRateFormValues } from '@hr/domain';
import type { FormSubmitResult } from '../forms/index.ts';
import type { ExchangeRateEntry, ExpenseCategoryChoice, MileageRateChoice } from './expenseClaims.ts';

/*
 * Expense Claims' set-up (issue 32 item 1) as the screens have it: the employer's categories,
 * mileage rates and exchange rates, each as list-expense-categories (and its kin) answers it. Amounts
 * are the wire's decimal strings in the payroll currency; null where the employer set no limit.
 */

/** A category as Category lists it: what a claimant chooses, with its limits and whether it is offered. */
export interface ExpenseCategory extends ExpenseCategoryChoice {
  /** Null: no limit. */
  limitPerClaim: string | null;
  limitPerMonth: string | null;
  active: boolean;
}

export interface MileageRate extends MileageRateChoice {
  active: boolean;
}

/** A row of the employer's table: kept by hand, never fetched. */
export interface ExchangeRate extends ExchangeRateEntry {
  id: string;
}

export type ExpenseCategoryField =
  | 'code'
  | 'description'
  | 'limitPerClaim'
  | 'limitPerMonth'
  | 'receiptRequiredAbove';
export type MileageRateField = 'vehicleType' | 'ratePerKm';
export type ExchangeRateField = 'currency' | 'rate' | 'effectiveFrom';

/**
 * What an expense set-up screen is given and reports, as the employer's lists do (see
 * ReferenceDataProps): answer `{ field, message }` for a refusal the form shows on a field (a 409 on
 * the code, a 400 naming a field), any other feedback above the fields.
 */
export interface ExpenseSetupProps<TItem, TValues, TField extends string> {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Every row of the employer, active or not; the screen sorts and filters them itself. */
  items: readonly TItem[];
  /** The payroll currency: amounts take its digits and say it. */
  currency: string;
  /** Adds a row (`existing` undefined) or saves the changes to `existing`. */
  onSave: (values: TValues, existing?: TItem) => Promise<FormSubmitResult<TField>>;
  /** Deletes a row; while a claim line uses it, answer the server's 409 ("deactivate instead"). */
  onDelete: (item: TItem) => Promise<FormSubmitResult>;
}

/** A row that can be deactivated rather than deleted (categories, mileage rates). */
export interface ActivatableSetupProps<TItem> {
  /** Activates or deactivates a row at once, without the other changes in the dialog. */
  onSetActive: (item: TItem, active: boolean) => Promise<FormSubmitResult>;
}

/** Expense Claims › Exchange Rate's props (here, so the page and its dialog share them without a cycle). */
export type ExchangeRatesScreenProps = ExpenseSetupProps<
  ExchangeRate,
  ExchangeRateFormValues,
  ExchangeRateField
> & {
  /** 'YYYY-MM-DD': a new rate is effective from it unless changed. */
  today: string;
};

/** Expense Claims › Category's props. */
export type ExpenseCategoriesScreenProps = ExpenseSetupProps<
  ExpenseCategory,
  ExpenseCategoryFormValues,
  ExpenseCategoryField
> &
  ActivatableSetupProps<ExpenseCategory>;

/** Expense Claims › Mileage Rate's props. */
export type MileageRatesScreenProps = ExpenseSetupProps<
  MileageRate,
  MileageRateFormValues,
  MileageRateField
> &
  ActivatableSetupProps<MileageRate>;
