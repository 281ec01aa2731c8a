/**
 * The employee list (§2.6) and the contract's search-employees operation: its fixed sentence, the
 * longest search text the server accepts, and the columns it sorts by.
 */

/** §2.6: what the list shows when the employer has no employees. */
export const NO_EMPLOYEES_FOUND = 'No employees found';

/** Contract: EmployeeSearchRequest.search has at most 100 characters. */
export const EMPLOYEE_SEARCH_MAX_LENGTH = 100;

/** Contract: EmployeeSearchRequest.sortBy, the columns the server sorts the list by. */
export const EMPLOYEE_SORT_COLUMNS = ['employee_no', 'employee_name', 'email_address', 'position'] as const;
export type EmployeeSortColumn = (typeof EMPLOYEE_SORT_COLUMNS)[number];

/** Whether `column` is one the server sorts by, for a column id coming back from a table. */
export function isEmployeeSortColumn(column: string): column is EmployeeSortColumn {
  return (EMPLOYEE_SORT_COLUMNS as readonly string[]).includes(column);
}

/** Contract: the order of the list, as search-employees takes it. */
export interface EmployeeListSort {
  sortBy: EmployeeSortColumn;
  sortDirection: 'asc' | 'desc';
}

/** Contract: the order the server uses when the request names none. */
export const EMPLOYEE_LIST_DEFAULT_SORT: EmployeeListSort = { sortBy: 'employee_no', sortDirection: 'asc' };
