import {
  deleteExchangeRate,
  deleteExpenseCategory,
  deleteMileageRate,
  type ExchangeRateRow,
  type ExpenseCategoryRow,
  listExchangeRates,
  listExpenseCategories,
  listMileageRates,
  type MileageRateRow,
  saveExchangeRate,
  saveExpenseCategory,
  saveMileageRate,
} from '@hr/api';
import type { ExchangeRateFormValues, ExpenseCategoryFormValues, MileageRateFormValues } from '@hr/domain';
import {
  type ExchangeRate,
  type ExchangeRateField,
  ExchangeRatesScreen,
  ExpenseCategoriesScreen,
  type ExpenseCategoryField,
  type MileageRateField,
  MileageRatesScreen,
} from '@hr/screens';
import { useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { type EditableListApi, useEditableList, useReferenceList } from '../employer/useReferenceList.ts';
import { useEmployerToday } from '../expenses/useEmployerToday.ts';
import {
  NO_CURRENCY,
  type PayrollMoney,
  payrollMoneyOf,
  usePayrollCurrency,
} from '../expenses/usePayrollMoney.ts';

/** Its list is the component's own: the answer also states the payroll currency. */
const categoriesApi: Omit<
  EditableListApi<ExpenseCategoryRow, ExpenseCategoryRow, ExpenseCategoryFormValues, ExpenseCategoryField>,
  'list'
> = {
  create: (values) => saveExpenseCategory(apiClient, values),
  update: (id, values) => saveExpenseCategory(apiClient, { id, ...values }),
  remove: (id) => deleteExpenseCategory(apiClient, { id }),
  toItem: (row) => row,
  fields: ['code', 'description', 'limitPerClaim', 'limitPerMonth', 'receiptRequiredAbove'],
};

const mileageRatesApi: EditableListApi<
  MileageRateRow,
  MileageRateRow,
  MileageRateFormValues,
  MileageRateField
> = {
  list: async (signal) => (await listMileageRates(apiClient, { signal })).returnObject.items,
  create: (values) => saveMileageRate(apiClient, values),
  update: (id, values) => saveMileageRate(apiClient, { id, ...values }),
  remove: (id) => deleteMileageRate(apiClient, { id }),
  toItem: (row) => row,
  fields: ['vehicleType', 'ratePerKm'],
};

const exchangeRatesApi: EditableListApi<
  ExchangeRateRow,
  ExchangeRate,
  ExchangeRateFormValues,
  ExchangeRateField
> = {
  list: async (signal) => (await listExchangeRates(apiClient, { signal })).returnObject.items,
  create: (values) => saveExchangeRate(apiClient, values),
  update: (id, values) => saveExchangeRate(apiClient, { id, ...values }),
  remove: (id) => deleteExchangeRate(apiClient, { id }),
  toItem: (row) => row,
  fields: ['currency', 'rate', 'effectiveFrom'],
};

/**
 * A set-up list whose rows switch on and off at once: the contract has no switch of its own, so the
 * row is saved as it was listed with `active` changed.
 */
function useActivatableList<TRow extends { id: string; active: boolean }, TValues, TField extends string>(
  api: EditableListApi<TRow, TRow, TValues, TField>,
  save: (row: TRow) => Promise<unknown>,
) {
  const listed = useRef<readonly TRow[]>([]);
  return useReferenceList<TRow, TRow, TValues, TField>({
    ...api,
    list: async (signal) => {
      listed.current = await api.list(signal);
      return listed.current;
    },
    setActive: async (id, active) => {
      const row = listed.current.find((candidate) => candidate.id === id);
      if (row) await save({ ...row, active });
    },
  });
}

/**
 * Expense Claims › Category (issue 32 item 1): codes, taxability, limits and the receipt rule. The
 * payroll currency comes with the list it already loads (one call, not a second for the currency).
 */
export function ExpenseCategories() {
  const [money, setMoney] = useState<PayrollMoney>();
  const list = useActivatableList(
    {
      ...categoriesApi,
      list: async (signal) => {
        const answer = (await listExpenseCategories(apiClient, { signal })).returnObject;
        setMoney(payrollMoneyOf(answer));
        return answer.items;
      },
    },
    (row) => saveExpenseCategory(apiClient, row),
  );
  return <ExpenseCategoriesScreen {...list} currency={money?.currency ?? NO_CURRENCY} />;
}

/** Expense Claims › Mileage Rate: the rate per km of each vehicle type. */
export function MileageRates() {
  const list = useActivatableList(mileageRatesApi, (row) => saveMileageRate(apiClient, row));
  return <MileageRatesScreen {...list} currency={usePayrollCurrency()} />;
}

/** Expense Claims › Exchange Rate: the employer's own table, never fetched from anywhere. */
export function ExchangeRates() {
  const list = useEditableList(exchangeRatesApi);
  return <ExchangeRatesScreen {...list} currency={usePayrollCurrency()} today={useEmployerToday()} />;
}
