import { EMPLOYEE_LIST_DEFAULT_SORT, type EmployeeListSort, meetsNeed } from '@hr/domain';
import { EmployeeListScreen } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { employeesCsv } from '../employees/employeesCsv.ts';
import { useEmployeePages } from '../employees/useEmployeePages.ts';
import { paths } from '../paths.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';
import { toastQueue } from '../toasts.ts';

/** §2.6: the employer's employees, paged, searched and sorted by the server. */
export function Component() {
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<EmployeeListSort>(EMPLOYEE_LIST_DEFAULT_SORT);
  const pages = useEmployeePages(search, sorting);
  const navigate = useNavigate();
  const mayCreate = meetsNeed(useHeldPermissions() ?? {}, {
    area: 'employees',
    action: 'create',
    wholeEmployer: true,
  });

  const exportCsv = async () => {
    try {
      downloadFile(await employeesCsv(apiClient, search, sorting), 'employees.csv');
    } catch (error) {
      toastQueue.add({
        title: 'The export failed',
        description: (error as Error).message,
        variant: 'danger',
      });
    }
  };

  return (
    <EmployeeListScreen
      status={pages.status}
      errorMessage={pages.errorMessage}
      onRetry={pages.retry}
      total={pages.total}
      rows={pages.rows}
      onVisibleRangeChange={pages.onVisibleRangeChange}
      search={search}
      onSearchChange={setSearch}
      sorting={sorting}
      onSortingChange={setSorting}
      addEmployeeHref={paths.employeeCreate}
      importHref={mayCreate ? paths.employeeImport : undefined}
      onExportCsv={exportCsv}
      onOpenEmployee={(row) => navigate(paths.employeeRecord(row.id))}
    />
  );
}
