import { checkPayRun, listBranches, listDepartments } from '@hr/api';
import type { PayRunCheckResult, PayRunCheckValues, PayRunSelectionChoices } from '@hr/screens';
import { useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { named } from '../api/named.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';

type Named = readonly { id: string; name: string }[];

/**
 * The choices of the Process Payroll dialog's Employees field: the employer's departments and
 * branches (a list that fails to load stays empty; the rest of the dialog works) and its employees,
 * searched on the server as a name is typed.
 */
export function usePayRunChoices(): PayRunSelectionChoices {
  const [lists, setLists] = useState<{ departments: Named; branches: Named }>({
    departments: [],
    branches: [],
  });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const rows = async (load: Promise<{ returnObject: Named }>) =>
      named((await load.catch(() => ({ returnObject: [] as Named }))).returnObject);
    void Promise.all([
      rows(listDepartments(apiClient, {}, { signal })),
      rows(listBranches(apiClient, {}, { signal })),
    ]).then(([departments, branches]) => {
      if (!signal.aborted) setLists({ departments, branches });
    });
    return () => controller.abort();
  }, []);
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
