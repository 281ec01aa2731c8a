import { EMPLOYEE_LIST_DEFAULT_SORT, type EmployeeListSort } from '@hr/domain';
import type { DataTableRange } from '@hr/ui';
import { useEffect, useRef, useState } from 'react';
import type { EmployeeListRow, EmployeeListScreenProps } from './EmployeeListScreen.tsx';

/** A few employees for the stories; Kojo has no position yet. */
export const employeeRows: EmployeeListRow[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    employee_no: 'E-0001',
    employee_name: 'Ama Mensah',
    email_address: 'ama.mensah@example.com',
    position: 'HR Manager',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    employee_no: 'E-0002',
    employee_name: 'Kwame Asante',
    email_address: 'kwame.asante@example.com',
    position: 'Payroll Officer',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    employee_no: 'E-0003',
    employee_name: 'Kojo Addo',
    email_address: 'kojo.addo@example.com',
    position: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    employee_no: 'E-0004',
    employee_name: 'Efua Owusu',
    email_address: 'efua.owusu@example.com',
    position: 'Accountant',
  },
];

const firstNames = ['Ama', 'Kwame', 'Efua', 'Yaw', 'Abena', 'Kojo', 'Akosua', 'Kofi', 'Esi', 'Kwabena'];
const lastNames = ['Mensah', 'Asante', 'Owusu', 'Darko', 'Boateng', 'Addo', 'Appiah', 'Ofori', 'Sarpong'];
const positions = ['Accountant', 'HR Manager', 'Payroll Officer', 'Software Engineer', null, 'Driver'];

/** The employee at `index` of a generated employer: E000001 at 0, and so on. */
export function generatedEmployeeNo(index: number): string {
  return `E${String(index + 1).padStart(6, '0')}`;
}

function generateRow(index: number): EmployeeListRow {
  const first = firstNames[index % firstNames.length];
  const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length];
  const employeeNo = generatedEmployeeNo(index);
  return {
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    employee_no: employeeNo,
    employee_name: `${first} ${last}`,
    email_address: `${first}.${last}.${employeeNo}@example.com`.toLowerCase(),
    position: positions[index % positions.length] ?? null,
  };
}

export const LARGE_EMPLOYER_SIZE = 100_000;
export const PAGE_SIZE = 50;
const LATENCY_MS = 120;

const collator = new Intl.Collator('en');
let everyone: EmployeeListRow[] | undefined;
const answers = new Map<string, EmployeeListRow[]>();

/** What search-employees would list for a query: contains-matches on number, name and e-mail, sorted. */
function matching(search: string, { sortBy, sortDirection }: EmployeeListSort): EmployeeListRow[] {
  const key = `${search}\n${sortBy}\n${sortDirection}`;
  const cached = answers.get(key);
  if (cached) return cached;
  everyone ??= Array.from({ length: LARGE_EMPLOYER_SIZE }, (_, index) => generateRow(index));
  const needle = search.toLowerCase();
  const found = needle
    ? everyone.filter((row) =>
        [row.employee_no, row.employee_name, row.email_address].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : everyone;
  const direction = sortDirection === 'desc' ? -1 : 1;
  // Generated in employee-number order, so that sort needs no comparing.
  const sorted =
    sortBy === 'employee_no'
      ? found
      : [...found].sort(
          (a, b) =>
            collator.compare(a[sortBy] ?? '', b[sortBy] ?? '') ||
            collator.compare(a.employee_no, b.employee_no),
        );
  const answer = direction === 1 ? sorted : [...sorted].reverse();
  answers.set(key, answer);
  return answer;
}

type DirectoryProps = Pick<
  EmployeeListScreenProps,
  | 'status'
  | 'total'
  | 'rows'
  | 'search'
  | 'sorting'
  | 'onVisibleRangeChange'
  | 'onSearchChange'
  | 'onSortingChange'
>;

/**
 * What the app does for the list, against a stand-in for search-employees over 100,000 employees:
 * a new search loads its first page (for the total) with the list 'loading'; each reported range
 * loads the pages covering it once; a new sort drops the rows and reloads the last range.
 * `onPageRequest` sees every page asked for (from 1, as the contract counts).
 */
export function useFakeEmployeeDirectory(onPageRequest?: (page: number) => void): DirectoryProps {
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState(EMPLOYEE_LIST_DEFAULT_SORT);
  const [status, setStatus] = useState<DirectoryProps['status']>('loading');
  const [total, setTotal] = useState(0);
  const [rows, setRows] = useState<ReadonlyArray<EmployeeListRow | undefined>>([]);
  const requested = useRef(new Set<number>());
  const lastRange = useRef<DataTableRange>({ startIndex: 0, endIndex: 0 });
  const generation = useRef(0);

  const requestPage = (page: number, query: { search: string; sorting: EmployeeListSort }) => {
    if (requested.current.has(page)) return;
    requested.current.add(page);
    onPageRequest?.(page);
    const asked = generation.current;
    setTimeout(() => {
      // An answer to a search or sort the user has since changed is dropped.
      if (asked !== generation.current) return;
      const all = matching(query.search, query.sorting);
      const start = (page - 1) * PAGE_SIZE;
      setTotal(all.length);
      setRows((current) => {
        const next = current.slice();
        for (const [offset, row] of all.slice(start, start + PAGE_SIZE).entries()) next[start + offset] = row;
        return next;
      });
      setStatus('ready');
    }, LATENCY_MS);
  };
  const loadRange = (range: DataTableRange, query: { search: string; sorting: EmployeeListSort }) => {
    lastRange.current = range;
    const last = Math.floor(range.endIndex / PAGE_SIZE) + 1;
    for (let page = Math.floor(range.startIndex / PAGE_SIZE) + 1; page <= last; page += 1) {
      requestPage(page, query);
    }
  };
  const startQuery = () => {
    generation.current += 1;
    requested.current.clear();
    setRows([]);
  };

  // The first page of the opening list, as the app's route does when it mounts.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    requestPage(1, { search: '', sorting: EMPLOYEE_LIST_DEFAULT_SORT });
  });

  return {
    status,
    total,
    rows,
    search,
    sorting,
    onVisibleRangeChange: (range) => loadRange(range, { search, sorting }),
    onSearchChange: (next) => {
      setSearch(next);
      setStatus('loading');
      startQuery();
      requestPage(1, { search: next, sorting });
    },
    onSortingChange: (next) => {
      setSorting(next);
      startQuery();
      loadRange(lastRange.current, { search, sorting: next });
    },
  };
}
