import type { SortingState } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { type Employee, generateEmployees } from './DataTableStoryData.ts';
import type { DataTableRange } from './useVisibleRangeReport.ts';

/** A stand-in for a paging server in the stories: 100,000 employees, 50 to a page, 150 ms away. */
export const SERVER_ROW_COUNT = 100_000;
export const SERVER_PAGE_SIZE = 50;
const LATENCY_MS = 150;

const collator = new Intl.Collator('en');
let generated: Employee[] | undefined;
const sortedCache = new Map<string, Employee[]>();

function sortRows(sort: SortingState[number] | undefined): Employee[] {
  generated ??= generateEmployees(SERVER_ROW_COUNT);
  if (!sort) return generated;
  // Generated in employee-number order: that sort needs no comparing.
  if (sort.id === 'employeeNo') return sort.desc ? [...generated].reverse() : generated;
  const key = sort.id as keyof Employee;
  const direction = sort.desc ? -1 : 1;
  return [...generated].sort(
    (a, b) => direction * collator.compare(a[key], b[key]) || collator.compare(a.employeeNo, b.employeeNo),
  );
}

/** The server's rows in the order `sorting` asks for, ties by employee number. */
function sortedRows(sorting: SortingState): Employee[] {
  const [sort] = sorting;
  const cacheKey = sort ? `${sort.id}:${sort.desc}` : '';
  const rows = sortedCache.get(cacheKey) ?? sortRows(sort);
  sortedCache.set(cacheKey, rows);
  return rows;
}

/**
 * What an app does with a server-paged DataTable: keeps the loaded rows at their indexes, loads
 * the pages covering each reported range once, and on a new sort drops them and reloads the last
 * range. `onPageRequest` sees every page asked for (from 0).
 */
export function useFakeEmployeeServer(onPageRequest?: (page: number) => void) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'employeeNo', desc: false }]);
  const [data, setData] = useState<ReadonlyArray<Employee | undefined>>([]);
  const requested = useRef(new Set<number>());
  const lastRange = useRef<DataTableRange | null>(null);
  const query = useRef(0);

  const load = (range: DataTableRange, order: SortingState) => {
    lastRange.current = range;
    const generation = query.current;
    const lastPage = Math.floor(range.endIndex / SERVER_PAGE_SIZE);
    for (let page = Math.floor(range.startIndex / SERVER_PAGE_SIZE); page <= lastPage; page += 1) {
      if (requested.current.has(page)) continue;
      requested.current.add(page);
      onPageRequest?.(page);
      setTimeout(() => {
        // An answer for a sort the user has since changed is dropped.
        if (generation !== query.current) return;
        const start = page * SERVER_PAGE_SIZE;
        const rows = sortedRows(order).slice(start, start + SERVER_PAGE_SIZE);
        setData((current) => {
          const next = current.slice();
          for (const [offset, row] of rows.entries()) next[start + offset] = row;
          return next;
        });
      }, LATENCY_MS);
    }
  };

  return {
    rowCount: SERVER_ROW_COUNT,
    data,
    sorting,
    onVisibleRangeChange: (range: DataTableRange) => load(range, sorting),
    onSortingChange: (next: SortingState) => {
      setSorting(next);
      query.current += 1;
      requested.current.clear();
      setData([]);
      if (lastRange.current) load(lastRange.current, next);
    },
  };
}
