import { listExpenseCategories } from '@hr/api';
import { currencyMinorDigits, type MoneyRules } from '@hr/domain';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';

/** ISO 4217's "no currency", shown only while the payroll currency is loading or could not be read. */
export const NO_CURRENCY = 'XXX';

/** The payroll currency and the employer's rounding rule: every claimed amount is worked out in them. */
export type PayrollMoney = MoneyRules & { currency: string };

/**
 * The payroll currency and rounding as the expense categories' list states them (everyone who reads
 * expenses, claimants included, may read it; Payroll › Setting is for payroll readers only).
 */
export function payrollMoneyOf(list: {
  payrollCurrency: string;
  rounding: MoneyRules['rounding'];
}): PayrollMoney {
  return {
    currency: list.payrollCurrency,
    digits: currencyMinorDigits(list.payrollCurrency),
    rounding: list.rounding,
  };
}

/** The payroll currency alone (the set-up and report screens state their amounts in it). */
export function usePayrollCurrency(): string {
  const list = useLoad(async (signal) => (await listExpenseCategories(apiClient, { signal })).returnObject);
  return list.data?.payrollCurrency ?? NO_CURRENCY;
}
