import { checkPayRun } from '@hr/api';
import type { PayRunCheckResult, PayRunCheckValues, PayRunSelectionChoices } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { useReferenceOptions } from '../employer/useReferenceOptions.ts';

/**
 * The choices of the Process Payroll dialog's Employees field: the employer's departments and
 * branches (a list that fails to load stays empty; the rest of the dialog works) and its employees,
 * searched on the server as a name is typed.
 */
export function usePayRunChoices(): PayRunSelectionChoices {
  const lists = useReferenceOptions(['departments', 'branches']);
  const { employees, onEmployeeSearch } = useEmployeeChoices();
  return { ...lists, employees, onEmployeeSearch };
}

/** The dialog's Check: what a run of the period and selection would do, or the server's refusal. */
export async function checkRun(values: PayRunCheckValues): Promise<PayRunCheckResult> {
  try {
    const { returnObject } = await checkPayRun(apiClient, {
      ...values,
      selection: { scope: values.selection.scope, ids: [...values.selection.ids] },
    });
    return { ok: true, check: returnObject };
  } catch (error) {
    return { ok: false, message: feedbackFor(error).message };
  }
}
