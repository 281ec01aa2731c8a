import {
  listBanks,
  listDepartments,
  listHolidayCalendars,
  listJobPositions,
  listLevels,
  listWorkflows,
  listWorkWeeks,
} from '@hr/api';
import {
  type AddOption,
  type AddOptionRequest,
  type EmployeeFormOptions,
  withExtraOptions,
} from '@hr/screens';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { lineManagerChoices, noEmployees, useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { addEmployeeFormOption } from './addEmployeeFormOption.ts';

const NO_OPTIONS: EmployeeFormOptions = {
  jobPositions: [],
  departments: [],
  levels: [],
  banks: [],
  lineManagers: [],
  leaveWorkflows: [],
  workDays: [],
  holidays: [],
};

const asOptions = (rows: readonly { id: string; name: string }[]) =>
  rows.map(({ id, name }) => ({ id, name }));

/**
 * The choices of the Employee form's selects, from the employer's reference data (active rows), its
 * employees as line managers and Leave Management's set-up (active approval workflows, work weeks,
 * holiday calendars), and `onAddOption` for the panel's Add buttons: a row created there joins its
 * list here too, so the record shows its name. A list that fails to load stays empty; the form still
 * works. Line managers are searched on the server as a name is typed (`onLineManagerSearch`), so an
 * employer of thousands is not cut to a first page. Line managers and workflows are for administrators
 * to list: an employee's page passes `withLineManagers: false` (their record names theirs from its
 * placement history). Work weeks and holiday calendars are Leave's: a reader Leave is not open to
 * (`withLeaveSetUp: false`) asks for neither, rather than be refused them.
 */
export function useEmployeeFormOptions({ withLineManagers = true, withLeaveSetUp = true } = {}): {
  options: EmployeeFormOptions;
  onAddOption: AddOption;
  onLineManagerSearch: (text: string) => void;
} {
  // An employee's own page lists no one: their record names their line manager from its history.
  const lineManagers = useEmployeeChoices(withLineManagers ? lineManagerChoices : noEmployees);
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
      withLineManagers ? rows(listWorkflows(apiClient, {}, { signal })) : [],
      withLeaveSetUp ? rows(listWorkWeeks(apiClient, { signal })) : [],
      withLeaveSetUp ? rows(listHolidayCalendars(apiClient, { signal })) : [],
    ]).then(([jobPositions, departments, levels, banks, leaveWorkflows, workDays, holidays]) => {
      // A row added while the lists were loading is kept.
      if (!signal.aborted)
        setOptions((current) =>
          withExtraOptions(
            {
              ...NO_OPTIONS,
              jobPositions,
              departments,
              levels,
              banks,
              leaveWorkflows,
              workDays,
              holidays,
            },
            // Rows added from the panel meanwhile.
            {
              jobPositions: current.jobPositions,
              departments: current.departments,
              levels: current.levels,
              banks: current.banks,
            },
          ),
        );
    });
    return () => controller.abort();
  }, [withLineManagers, withLeaveSetUp]);

  const onAddOption = useCallback(async (...request: AddOptionRequest) => {
    const result = await addEmployeeFormOption(...request);
    if ('id' in result) {
      const [kind] = request;
      setOptions((current) => withExtraOptions(current, { [kind]: [result] }));
    }
    return result;
  }, []);

  const withLineManagerChoices = useMemo(
    () => ({ ...options, lineManagers: lineManagers.employees }),
    [options, lineManagers.employees],
  );
  return { options: withLineManagerChoices, onAddOption, onLineManagerSearch: lineManagers.onEmployeeSearch };
}
