import { listBanks, listDepartments, listJobPositions, listLevels, listLineManagers } from '@hr/api';
import type { EmployeeFormOptions } from '@hr/screens';
import { useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';

const NO_OPTIONS: EmployeeFormOptions = {
  jobPositions: [],
  departments: [],
  levels: [],
  banks: [],
  lineManagers: [],
  // Leave workflows, work days and holidays arrive with Leave Management; until then the form says
  // "None set up yet" rather than offering made-up choices.
  leaveWorkflows: [],
  workDays: [],
  holidays: [],
};

const asOptions = (rows: readonly { id: string; name: string }[]) =>
  rows.map(({ id, name }) => ({ id, name }));

/**
 * The choices of the Employee form's selects, from the employer's reference data (active rows)
 * and its employees as line managers. A list that fails to load stays empty; the form still works.
 */
export function useEmployeeFormOptions(): EmployeeFormOptions {
  const [options, setOptions] = useState(NO_OPTIONS);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const rows = async <T extends { id: string; name: string }>(
      load: Promise<{ returnObject: readonly T[] }>,
    ) => asOptions((await load.catch(() => ({ returnObject: [] as readonly T[] }))).returnObject);
    void Promise.all([
      rows(listJobPositions(apiClient, {}, { signal })),
      rows(listDepartments(apiClient, {}, { signal })),
      rows(listLevels(apiClient, {}, { signal })),
      rows(listBanks(apiClient, {}, { signal })),
      rows(listLineManagers(apiClient, {}, { signal })),
    ]).then(([jobPositions, departments, levels, banks, lineManagers]) => {
      if (!signal.aborted)
        setOptions({ ...NO_OPTIONS, jobPositions, departments, levels, banks, lineManagers });
    });
    return () => controller.abort();
  }, []);
  return options;
}
