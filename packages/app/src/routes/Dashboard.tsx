import { getDashboard } from '@hr/api';
import { DashboardScreen } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';
import { paths } from '../paths.ts';
import { userAtom } from '../session/sessionAtom.ts';

/** The employer's real figures for administrators; employees get their own start page. */
export function Component() {
  const user = useAtomValue(userAtom);
  const role = user?.role ?? 'employee';
  const dashboard = useLoad(async (signal) =>
    role === 'admin' ? (await getDashboard(apiClient, { signal })).returnObject : undefined,
  );
  return (
    <DashboardScreen
      role={role}
      userName={user?.firstName ?? ''}
      status={dashboard.status}
      errorMessage={dashboard.errorMessage}
      onRetry={dashboard.retry}
      dashboard={dashboard.data}
      addEmployeeHref={paths.employeeCreate}
      myRecordHref={user?.employeeId ? paths.employeeRecord(user.employeeId) : undefined}
    />
  );
}
