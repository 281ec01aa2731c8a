import { listLineManagers } from '@hr/api';
import type { EmployeeChoice } from '@hr/screens';
import { useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';

/**
 * The employees a department or branch head is chosen from: the employer's current employees, as
 * the server lists them for line managers (at most 50; the name field narrows the list as it is typed
 * only within those). A failed load leaves the list empty; the rest of the dialog still works.
 */
export function useEmployeeChoices(): readonly EmployeeChoice[] {
  const [choices, setChoices] = useState<readonly EmployeeChoice[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    listLineManagers(apiClient, {}, { signal: controller.signal }).then(
      ({ returnObject }) => setChoices(returnObject.map(({ id, name }) => ({ id, name }))),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return choices;
}
