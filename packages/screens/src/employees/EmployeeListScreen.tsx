import {
  EMPLOYEE_LIST_DEFAULT_SORT,
  EMPLOYEE_SEARCH_MAX_LENGTH,
  type EmployeeListSort,
  isEmployeeSortColumn,
  NO_EMPLOYEES_FOUND,
} from '@hr/domain';
import {
  DataTable,
  type DataTableRange,
  type DataTableSortingState,
  EmptyState,
  Icon,
  Link,
  SearchField,
} from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import { useLocale } from 'react-aria-components';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import styles from './EmployeeListScreen.module.css';
import { type EmployeeListRow, employeeListColumns } from './employeeListColumns.tsx';

export type { EmployeeListRow };

import { useDebouncedSearch } from './useDebouncedSearch.ts';

export interface EmployeeListScreenProps {
  /** 'loading' until the first page of the current search has come, with its total. */
  status: 'loading' | 'error' | 'ready';
  /** Why the list could not be loaded. */
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /**
   * How many employees the list holds: all of them, or with a search, those that match (the
   * `total` search-employees answers). "Total" on the screen is always this number.
   */
  total: number;
  /**
   * The rows loaded so far, each at its index in the list: `rows[i]` is row i, a hole or
   * `undefined` until its page comes. A new array whenever pages arrive; see DataTable's server paging.
   */
  rows: ReadonlyArray<EmployeeListRow | undefined>;
  /**
   * The rows on screen and a few either side, once scrolling pauses: load the pages covering them.
   * On a new sort, drop the rows and load the last range again; a new search starts at the top.
   */
  onVisibleRangeChange: (range: DataTableRange) => void;
  /** The search `rows` and `total` answer to; also the search field's text when the screen opens. */
  search?: string;
  /** The search text (trimmed, at most 100 characters) once typing pauses, or at once on Enter or clear. */
  onSearchChange: (search: string) => void;
  /** The order of the rows; the server sorts. */
  sorting?: EmployeeListSort;
  onSortingChange: (sorting: EmployeeListSort) => void;
  /** Called with the row when it is clicked or Enter is pressed on it. */
  onOpenEmployee: (row: EmployeeListRow) => void;
  /** Where "Add employee" leads. */
  addEmployeeHref?: string;
  /** The import page (issue 34); the link shows only when given (to those who may create employees). */
  importHref?: string;
  /** Export CSV: the app downloads every row matching the search, not only those loaded. */
  onExportCsv: () => void;
}

/** Keeps the list no taller than the window leaves room for, and never shorter than a few rows. */
const TABLE_HEIGHT = 'max(20rem, calc(100dvh - 20rem))';

/** §2.6 the employee list: every employee of the employer, searched and sorted by the server. */
export function EmployeeListScreen({
  status,
  errorMessage,
  onRetry,
  total,
  rows,
  onVisibleRangeChange,
  search = '',
  onSearchChange,
  sorting = EMPLOYEE_LIST_DEFAULT_SORT,
  onSortingChange,
  onOpenEmployee,
  addEmployeeHref = '/management/employee-creation',
  importHref,
  onExportCsv,
}: EmployeeListScreenProps) {
  const titleId = useId();
  const { locale } = useLocale();
  const searchField = useDebouncedSearch(search, onSearchChange);
  // Local UI state: kept here so hidden columns stay hidden when a new search remounts the table.
  const [columnVisibility, setColumnVisibility] = useState({});
  const tableSorting = useMemo<DataTableSortingState>(
    () => [{ id: sorting.sortBy, desc: sorting.sortDirection === 'desc' }],
    [sorting],
  );

  const count = new Intl.NumberFormat(locale).format(total);
  const totalText = search ? `Total: ${count} matching “${search}”` : `Total: ${count}`;

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Employees
          </h1>
          {/* A live region that is always there, so a new count after a search is announced. */}
          <p role="status" className={listPage.status}>
            {status === 'ready' ? totalText : null}
          </p>
        </div>
        <div className={styles.headerActions}>
          {importHref ? <Link href={importHref}>Import from a spreadsheet</Link> : null}
          <Link href={addEmployeeHref} className={styles.addLink}>
            <Icon name="add" /> Add employee
          </Link>
        </div>
      </div>
      <SearchField
        label="Search employees"
        placeholder="Name, number or e-mail"
        maxLength={EMPLOYEE_SEARCH_MAX_LENGTH}
        value={searchField.text}
        onChange={searchField.onChange}
        onSubmit={searchField.onSubmit}
        onClear={searchField.onClear}
        className={listPage.filter}
      />
      {status === 'error' ? (
        <LoadError title="The employee list could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          // A new search starts at the top of its results, with a fresh report of the rows in view.
          key={search}
          aria-labelledby={titleId}
          columns={employeeListColumns}
          rowCount={total}
          data={rows}
          getRowId={(row) => row.employee_no}
          onVisibleRangeChange={onVisibleRangeChange}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          sorting={tableSorting}
          onSortingChange={([next]) => {
            if (next && isEmployeeSortColumn(next.id)) {
              onSortingChange({ sortBy: next.id, sortDirection: next.desc ? 'desc' : 'asc' });
            }
          }}
          columnVisibility={columnVisibility}
          onColumnVisibilityChange={setColumnVisibility}
          onRowAction={onOpenEmployee}
          onExportCsv={onExportCsv}
          emptyState={
            search ? (
              <EmptyState
                icon="search"
                title={`No employees match “${search}”`}
                description="Search by employee name, employee number or e-mail address."
              />
            ) : (
              <EmptyState
                icon="users"
                title={NO_EMPLOYEES_FOUND}
                description="Employees you add appear here."
              />
            )
          }
        />
      )}
    </div>
  );
}
