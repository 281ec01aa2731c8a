import { type ApiClient, type EmployeeRow, searchEmployees } from '@hr/api';
import type { EmployeeListSort } from '@hr/domain';

/** The most rows search-employees answers at once (the contract's limit). */
const PAGE_SIZE = 200;

/** Every employee matching the search, in the list's order, page by page, for Export CSV. */
export async function allMatchingEmployees(
  client: ApiClient,
  search: string,
  sorting: EmployeeListSort,
): Promise<EmployeeRow[]> {
  const rows: EmployeeRow[] = [];
  for (let page = 1; ; page += 1) {
    const { returnObject } = await searchEmployees(client, {
      page,
      pageSize: PAGE_SIZE,
      search: search || undefined,
      ...sorting,
    });
    rows.push(...returnObject.items);
    if (returnObject.items.length === 0 || rows.length >= returnObject.total) return rows;
  }
}
