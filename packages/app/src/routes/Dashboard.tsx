import { ApiError, getDashboard, listAnnouncements, listWhoIsAway, payrollSummary } from '@hr/api';
import { DashboardScreen } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';
import { isModuleEnabled, moduleAccessAtom } from '../employer/moduleAccess.ts';
import { paths } from '../paths.ts';
import { userAtom } from '../session/sessionAtom.ts';

/**
 * The employer's real figures and payroll card for administrators, employees' own start page, and
 * for both the latest announcements and who is on leave this week (left out for an employee while
 * the employer has not opened Leave to employees). The page asks only for what its viewer may see.
 */
export function Component() {
  const user = useAtomValue(userAtom);
  const role = user?.role ?? 'employee';
  const moduleAccess = useAtomValue(moduleAccessAtom);
  // Administrators always; an employee while Leave is switched on, as the switches the shell reads
  // for the menu say (undefined until it has read them, so nothing is asked for before it is known).
  const seesWhoIsAway =
    role === 'admin' ||
    (moduleAccess && moduleAccess.userId === user?.id
      ? isModuleEnabled(moduleAccess.modules, 'leave')
      : undefined);
  const dashboard = useLoad(async (signal) =>
    role === 'admin' ? (await getDashboard(apiClient, { signal })).returnObject : undefined,
  );
  // Its own call, so the other figures never wait for the payroll's, and its failure stays in its card.
  const payroll = useLoad(async (signal) =>
    role === 'admin' ? (await payrollSummary(apiClient, { signal })).returnObject : undefined,
  );
  // Everyone's: its own call too, so a slow or failed list stays in its card.
  const announcements = useLoad(
    async (signal) =>
      (await listAnnouncements(apiClient, { page: 1, pageSize: 3 }, { signal })).returnObject.items,
  );
  const away = useLoad(async (signal) => {
    if (!seesWhoIsAway) return null;
    try {
      return (await listWhoIsAway(apiClient, { signal })).returnObject;
    } catch (error) {
      // Leave switched off since the shell read the switches: the card goes, as it would on the next visit.
      if (error instanceof ApiError && error.status === 403) return null;
      throw error;
    }
  }, seesWhoIsAway);
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
      payroll={
        role === 'admin'
          ? {
              status: payroll.status,
              errorMessage: payroll.errorMessage,
              onRetry: payroll.retry,
              summary: payroll.data,
            }
          : undefined
      }
      announcements={{
        status: announcements.status,
        errorMessage: announcements.errorMessage,
        onRetry: announcements.retry,
        announcements: announcements.data,
        seeAllHref: paths.announcements,
        announcementHref: paths.announcement,
      }}
      away={
        seesWhoIsAway && away.data !== null
          ? { status: away.status, errorMessage: away.errorMessage, onRetry: away.retry, away: away.data }
          : undefined
      }
    />
  );
}
