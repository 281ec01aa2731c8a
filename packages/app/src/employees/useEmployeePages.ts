import { type EmployeeRow, searchEmployees } from '@hr/api';
import { EMPLOYEE_LIST_DEFAULT_SORT, type EmployeeListSort } from '@hr/domain';
import type { DataTableRange } from '@hr/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';

/** Rows per call: big enough that a screenful is one or two calls, small enough to answer fast. */
export const PAGE_SIZE = 100;

interface Pages {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  total: number;
  rows: ReadonlyArray<EmployeeRow | undefined>;
}

/**
 * The employee list as the server pages it: the first page on open and on every new search or sort,
 * then whichever pages the table says are on screen. Answers for an earlier search or sort are
 * dropped, so a slow page can never land in the wrong list.
 */
export function useEmployeePages(search: string, sorting: EmployeeListSort = EMPLOYEE_LIST_DEFAULT_SORT) {
  const [pages, setPages] = useState<Pages>({ status: 'loading', total: 0, rows: [] });
  const [attempt, setAttempt] = useState(0);
  const requested = useRef(new Set<number>());
  const generation = useRef(0);

  const loadPage = useCallback(
    async (page: number, forGeneration: number, signal?: AbortSignal) => {
      requested.current.add(page);
      const { returnObject } = await searchEmployees(
        apiClient,
        { page, pageSize: PAGE_SIZE, search: search || undefined, ...sorting },
        { signal },
      );
      if (forGeneration !== generation.current) return;
      setPages((current) => {
        const rows = [...current.rows];
        returnObject.items.forEach((row, offset) => {
          rows[(page - 1) * PAGE_SIZE + offset] = row;
        });
        return { status: 'ready', total: returnObject.total, rows };
      });
    },
    [search, sorting],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Try again button's way to load afresh.
  useEffect(() => {
    generation.current += 1;
    const current = generation.current;
    const controller = new AbortController();
    requested.current = new Set();
    setPages({ status: 'loading', total: 0, rows: [] });
    loadPage(1, current, controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted || current !== generation.current) return;
      setPages({ status: 'error', total: 0, rows: [], errorMessage: (error as Error).message });
    });
    return () => controller.abort();
  }, [loadPage, attempt]);

  const onVisibleRangeChange = useCallback(
    ({ startIndex, endIndex }: DataTableRange) => {
      const current = generation.current;
      const first = Math.floor(startIndex / PAGE_SIZE) + 1;
      const last = Math.floor(endIndex / PAGE_SIZE) + 1;
      for (let page = first; page <= last; page += 1) {
        if (requested.current.has(page)) continue;
        loadPage(page, current).catch(() => {
          // Let a later scroll over the same rows ask again instead of leaving them loading forever.
          requested.current.delete(page);
        });
      }
    },
    [loadPage],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...pages, onVisibleRangeChange, retry };
}
