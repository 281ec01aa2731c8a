import type { DataTableRange } from '@hr/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One page as a paged operation answers it (search-employees, list-leave-transactions). */
export interface ServerPage<Row> {
  items: readonly Row[];
  total: number;
}

interface Pages<Row> {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  total: number;
  rows: ReadonlyArray<Row | undefined>;
}

/**
 * A list the server pages: the first page on open and whenever `fetchPage` changes (a new search,
 * sort or filter: memoise it on them), then whichever pages the table says are on screen. Answers
 * for an earlier `fetchPage` are dropped, so a slow page can never land in the wrong list.
 */
export function useServerPages<Row>(
  fetchPage: (page: number, signal?: AbortSignal) => Promise<ServerPage<Row>>,
  pageSize: number,
) {
  const [pages, setPages] = useState<Pages<Row>>({ status: 'loading', total: 0, rows: [] });
  const [attempt, setAttempt] = useState(0);
  const requested = useRef(new Set<number>());
  const generation = useRef(0);

  const loadPage = useCallback(
    async (page: number, forGeneration: number, signal?: AbortSignal) => {
      requested.current.add(page);
      const answer = await fetchPage(page, signal);
      if (forGeneration !== generation.current) return;
      setPages((current) => {
        const rows = [...current.rows];
        answer.items.forEach((row, offset) => {
          rows[(page - 1) * pageSize + offset] = row;
        });
        return { status: 'ready', total: answer.total, rows };
      });
    },
    [fetchPage, pageSize],
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
      const first = Math.floor(startIndex / pageSize) + 1;
      const last = Math.floor(endIndex / pageSize) + 1;
      for (let page = first; page <= last; page += 1) {
        if (requested.current.has(page)) continue;
        loadPage(page, current).catch(() => {
          // Let a later scroll over the same rows ask again instead of leaving them loading forever.
          requested.current.delete(page);
        });
      }
    },
    [loadPage, pageSize],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...pages, onVisibleRangeChange, retry };
}
