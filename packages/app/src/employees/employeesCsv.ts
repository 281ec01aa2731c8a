import type { ApiClient } from '@hr/api';
import type { EmployeeListSort } from '@hr/domain';

/**
 * Export CSV: every employee matching the search, in the list's order, as the server writes it
 * (export-employees streams it in one answer, however many employees there are).
 */
export function employeesCsv(client: ApiClient, search: string, sorting: EmployeeListSort): Promise<Blob> {
  return client.downloadAuthenticated('/management/export-employees', {
    ...(search ? { search } : {}),
    ...sorting,
  });
}
