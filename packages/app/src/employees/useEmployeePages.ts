import { searchEmployees } from '@hr/api';
import { EMPLOYEE_LIST_DEFAULT_SORT, type EmployeeListSort } from '@hr/domain';
import { useCallback } from 'react';
import { apiClient } from '../api/client.ts';
import { useServerPages } from '../api/useServerPages.ts';

/** Rows per call: big enough that a screenful is one or two calls, small enough to answer fast. */
export const PAGE_SIZE = 100;

/** The employee list as the server pages it, for a search and a sort (see useServerPages). */
export function useEmployeePages(search: string, sorting: EmployeeListSort = EMPLOYEE_LIST_DEFAULT_SORT) {
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) =>
      (
        await searchEmployees(
          apiClient,
          { page, pageSize: PAGE_SIZE, search: search || undefined, ...sorting },
          { signal },
        )
      ).returnObject,
    [search, sorting],
  );
  return useServerPages(fetchPage, PAGE_SIZE);
}
