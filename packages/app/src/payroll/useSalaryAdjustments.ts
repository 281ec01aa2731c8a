import { createSalaryAdjustment, deleteSalaryAdjustment, listSalaryAdjustments } from '@hr/api';
import { SALARY_ADJUSTMENT_FIELDS, type SalaryAdjustmentsScreenProps } from '@hr/screens';
import { getLocalTimeZone, today } from '@internationalized/date';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { waitingAlsoFor } from '../api/waitingAlsoFor.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { loadPaySetup } from './paySetup.ts';

/** While loading or failed there are no rows; one array, so the table's memos hold between renders. */
const NO_ADJUSTMENTS: readonly never[] = [];

/** Until the set-up has come the page is loading and the dialog cannot open with empty groups. */
const NO_CHOICES = { Earning: [], Deduction: [], Bonus: [], 'Statutory Contribution': [] } as const;

/**
 * Payroll › Salary Adjustments' data: the adjustments, the payroll currency and the active items of
 * each group the dialog offers, the employees searched on the server as a name is typed; a save or
 * a delete reloads the list quietly, and a refusal is the dialog's feedback, on the field it names.
 */
export function useSalaryAdjustments(): SalaryAdjustmentsScreenProps {
  const list = useLoad(
    async (signal) => (await listSalaryAdjustments(apiClient, {}, { signal })).returnObject,
  );
  const setup = useLoad(loadPaySetup);
  const { employees, onEmployeeSearch } = useEmployeeChoices();

  return {
    ...waitingAlsoFor({ status: list.status, errorMessage: list.errorMessage, onRetry: list.retry }, setup),
    adjustments: list.data ?? NO_ADJUSTMENTS,
    onDelete: (adjustment) =>
      changeThen(() => deleteSalaryAdjustment(apiClient, { id: adjustment.id }), list.reload),
    employees,
    onEmployeeSearch,
    choices: setup.data?.choices ?? NO_CHOICES,
    payrollCurrency: setup.data?.currency ?? 'XXX',
    today: today(getLocalTimeZone()).toString(),
    onSave: (values) =>
      changeThen(() => createSalaryAdjustment(apiClient, values), list.reload, SALARY_ADJUSTMENT_FIELDS),
  };
}
