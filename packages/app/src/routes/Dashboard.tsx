import {
  ApiError,
  getDashboard,
  listAnnouncements,
  listExpenseClaimQueue,
  listIncidentCases,
  listWhoIsAway,
  loadDemoData,
  payrollSummary,
} from '@hr/api';
import { CASE_STATES } from '@hr/domain';
import { DashboardScreen, type LoadDemoDataState } from '@hr/screens';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';
import { isModuleEnabled, moduleAccessAtom } from '../employer/moduleAccess.ts';
import { useSetUpChecklist } from '../employer/useSetUpChecklist.ts';
import { paths } from '../paths.ts';
import { userAtom } from '../session/sessionAtom.ts';

/** The checklist's Employees item offers the spreadsheet import beside Add an employee. */
const CHECKLIST_LINKS = {
  employees: [{ label: 'Import from a spreadsheet', href: paths.employeeImport }],
};

const OPEN_CASE_STATES = CASE_STATES.filter((state) => state !== 'closed');
/** The contract's page size at its largest: one person is on few open cases at once. */
const MAX_INCIDENTS_LISTED = 100;
const NO_INCIDENTS: readonly never[] = [];

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
  // My incidents: the open cases the user is on as a person (never those they only manage), for what
  // each asks of them now, which the panel puts first. A closed case asks nothing and stays on
  // Incident › Management. Only for an account with an employee record (an administrator's account is
  // never a case's subject, witness or panel); and left out while nothing concerns the user (most
  // people, most days) or while it loads, so an empty or passing card never pushes the page about.
  const navigate = useNavigate();
  const employeeId = user?.employeeId ?? null;
  const incidents = useLoad(async (signal) => {
    if (!employeeId) return [];
    const page = await listIncidentCases(
      apiClient,
      { concerning: 'me', states: OPEN_CASE_STATES, pageSize: MAX_INCIDENTS_LISTED },
      { signal },
    );
    return page.returnObject.items;
  }, employeeId);
  // Expense claims awaiting the viewer (issue 32): everyone may be asked to decide one, so everyone's
  // dashboard counts them, while the employer has Expense Claim switched on (the server refuses it off).
  const expenseClaimsOn =
    moduleAccess && moduleAccess.userId === user?.id
      ? isModuleEnabled(moduleAccess.modules, 'expense-claim')
      : undefined;
  const awaitingClaims = useLoad(async (signal) => {
    if (!expenseClaimsOn) return null;
    try {
      return (await listExpenseClaimQueue(apiClient, { offset: 0, limit: 1 }, { signal })).returnObject.total;
    } catch (error) {
      // Switched off since the shell read the switches: the card goes, as it would on the next visit.
      if (error instanceof ApiError && error.status === 403) return null;
      throw error;
    }
  }, expenseClaimsOn);
  // The set-up checklist and Load demo data (issue 34), from one call: offered to an administrator
  // while the employer is empty; once loaded, the page's figures and the checklist are read again so the
  // demo company shows at once.
  const setUpChecklist = useSetUpChecklist(role === 'admin', CHECKLIST_LINKS);
  const [demo, setDemo] = useState<{ state: LoadDemoDataState; refusal?: string } | null>(null);
  // The cards' callbacks stay the same functions from render to render, so that a card whose answer
  // has not changed is not rendered again when another card's arrives (DashboardScreen's Cards).
  const { reload: reloadDashboard } = dashboard;
  const { reload: reloadPayroll } = payroll;
  const { reload: reloadAnnouncements } = announcements;
  const { reload: reloadChecklist } = setUpChecklist;
  const loadDemo = useCallback(async () => {
    setDemo({ state: 'loading' });
    try {
      await loadDemoData(apiClient);
      setDemo({ state: 'loaded' });
      void reloadDashboard();
      void reloadPayroll();
      void reloadAnnouncements();
      void reloadChecklist();
    } catch (error) {
      // A 409 names what the employer has now; any other failure its own sentence (ApiError's message).
      setDemo({ state: 'refused', refusal: error instanceof Error ? error.message : undefined });
    }
  }, [reloadDashboard, reloadPayroll, reloadAnnouncements, reloadChecklist]);
  const onLoadDemo = useCallback(() => void loadDemo(), [loadDemo]);
  const { reload: reloadIncidents } = incidents;
  const retryIncidents = useCallback(() => void reloadIncidents(), [reloadIncidents]);
  const openCase = useCallback(
    (incident: { id: string }) => navigate(paths.incidentCase(incident.id)),
    [navigate],
  );
  const demoData = setUpChecklist.demoData;
  const offersDemo = demo !== null || demoData?.canLoad === true;
  const showsIncidents =
    incidents.status === 'error' || (incidents.status === 'ready' && incidents.data.length > 0);
  return (
    <DashboardScreen
      role={role}
      userName={user?.firstName ?? ''}
      // The checklist's card goes above the figures: the page waits for both before it lays out its cards.
      status={role === 'admin' && !setUpChecklist.settled ? 'loading' : dashboard.status}
      errorMessage={dashboard.errorMessage}
      onRetry={dashboard.retry}
      dashboard={dashboard.data}
      addEmployeeHref={paths.employeeCreate}
      demoData={
        offersDemo
          ? {
              state: demo?.state ?? 'offer',
              employees: demoData?.employees ?? 50,
              refusal: demo?.refusal,
              onLoad: onLoadDemo,
            }
          : undefined
      }
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
      incidents={
        showsIncidents
          ? {
              status: incidents.status,
              errorMessage: incidents.errorMessage,
              // Quietly, so the card and its Try again stay put until the answer replaces them.
              onRetry: retryIncidents,
              incidents: incidents.data ?? NO_INCIDENTS,
              onOpenCase: openCase,
            }
          : undefined
      }
      setUpChecklist={setUpChecklist.card}
      expenseClaims={
        expenseClaimsOn && awaitingClaims.data !== null
          ? {
              status: awaitingClaims.status,
              errorMessage: awaitingClaims.errorMessage,
              onRetry: awaitingClaims.retry,
              count: awaitingClaims.data,
              approvalsHref: paths.expenseApprovals,
            }
          : undefined
      }
      away={
        seesWhoIsAway && away.data !== null
          ? { status: away.status, errorMessage: away.errorMessage, onRetry: away.retry, away: away.data }
          : undefined
      }
    />
  );
}
