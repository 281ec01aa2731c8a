import type { AccountRole } from '@hr/domain';
import { Card, Link } from '@hr/ui';
import { memo } from 'react';
import { MyIncidentsPanel, type MyIncidentsPanelProps } from '../incident/MyIncidentsPanel.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { AdminFigures, type AdminFiguresState } from './AdminFigures.tsx';
import { AnnouncementsCard, type AnnouncementsCardProps } from './AnnouncementsCard.tsx';
import { AwayThisWeek, type AwayThisWeekProps } from './AwayThisWeek.tsx';
import styles from './DashboardScreen.module.css';
import {
  ExpenseClaimsAwaitingCard,
  type ExpenseClaimsAwaitingCardProps,
} from './ExpenseClaimsAwaitingCard.tsx';
import { LoadDemoDataCard, type LoadDemoDataCardProps } from './LoadDemoDataCard.tsx';
import { PayrollCard, type PayrollCardProps } from './PayrollCard.tsx';
import { SetUpChecklistCard, type SetUpChecklistCardProps } from './SetUpChecklistCard.tsx';

export interface DashboardScreenProps extends AdminFiguresState {
  role: AccountRole;
  /** The user's first name, for the greeting. */
  userName: string;
  /** Where an employer with no employees adds the first one. */
  addEmployeeHref?: string;
  profileHref?: string;
  /** An employee's own staff record, when their account is tied to one. */
  myRecordHref?: string;
  /** Who is on leave today and this week; left out where leave is not open to the user. */
  away?: AwayThisWeekProps;
  /** Administrators: the Payroll card; left out where payroll is not open to the user. */
  payroll?: PayrollCardProps;
  /** Everyone: the latest announcements (issue 15). */
  announcements?: AnnouncementsCardProps;
  /** The open incident cases the user is on (issue 30); left out while there are none. */
  incidents?: MyIncidentsPanelProps;
  /** The expense claims awaiting the user's decision (issue 32); left out while Expense Claim is off. */
  expenseClaims?: ExpenseClaimsAwaitingCardProps;
  /** Administrators of an empty employer: Load demo data (issue 34); left out once it has data. */
  demoData?: LoadDemoDataCardProps;
  /** Administrators of an employer still being set up: what is left (issue 34); left out once done or hidden. */
  setUpChecklist?: SetUpChecklistCardProps;
}

/**
 * The page's cards each come from a call of their own, and each answer renders the page again. A card
 * whose props have not changed is not rendered again (issue 33: on a phone, rendering every card
 * for every answer made long tasks of the dashboard's first seconds). So each card's props must stay
 * the same objects while its answer is the same: the callers pass stable callbacks.
 */
const Cards = {
  SetUpChecklist: memo(SetUpChecklistCard),
  LoadDemoData: memo(LoadDemoDataCard),
  AdminFigures: memo(AdminFigures),
  MyIncidents: memo(MyIncidentsPanel),
  ExpenseClaimsAwaiting: memo(ExpenseClaimsAwaitingCard),
  Announcements: memo(AnnouncementsCard),
  Payroll: memo(PayrollCard),
  AwayThisWeek: memo(AwayThisWeek),
};

/** §2.5 the dashboard: the employer's real figures for an administrator, a welcome for an employee. */
export function DashboardScreen({
  role,
  userName,
  status,
  errorMessage,
  onRetry,
  dashboard,
  addEmployeeHref = '/management/employee-creation',
  profileHref = '/user-profile',
  myRecordHref,
  away,
  payroll,
  announcements,
  incidents,
  expenseClaims,
  demoData,
  setUpChecklist,
}: DashboardScreenProps) {
  const heading = (
    <div className={pageHeader.heading}>
      <h1 className={pageHeader.title}>Dashboard</h1>
      <p className={styles.greeting}>Welcome back, {userName}</p>
    </div>
  );
  // An administrator's page holds its cards back until the top of the page (the figures, and the
  // checklist the page passes in the same status) is known: cards shown earlier would be pushed down
  // the screen as those arrive above them (issue 33: the dashboard's layout shift).
  if (role === 'admin' && status === 'loading') {
    return (
      <div className={styles.page}>
        {heading}
        <AdminFigures status="loading" addEmployeeHref={addEmployeeHref} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {heading}
      {role === 'admin' && setUpChecklist ? <Cards.SetUpChecklist {...setUpChecklist} /> : null}
      {role === 'admin' && demoData ? <Cards.LoadDemoData {...demoData} /> : null}
      {role === 'admin' ? (
        <Cards.AdminFigures
          status={status}
          errorMessage={errorMessage}
          onRetry={onRetry}
          dashboard={dashboard}
          addEmployeeHref={addEmployeeHref}
        />
      ) : (
        <Card
          title="Your account"
          className={styles.welcome}
          footer={
            <>
              {myRecordHref ? (
                <Link href={myRecordHref} variant="standalone">
                  My record
                </Link>
              ) : null}
              <Link href={profileHref} variant="standalone">
                My profile
              </Link>
            </>
          }
        >
          <p className={styles.text}>
            Your administrator keeps your employer’s staff records here. Your record shows what is kept about
            you; your profile holds your account details and lets you change your password. More pages for
            employees are being built.
          </p>
        </Card>
      )}
      {incidents ? <Cards.MyIncidents {...incidents} /> : null}
      {expenseClaims ? <Cards.ExpenseClaimsAwaiting {...expenseClaims} /> : null}
      {announcements ? <Cards.Announcements {...announcements} /> : null}
      {role === 'admin' && payroll ? <Cards.Payroll {...payroll} /> : null}
      {away ? <Cards.AwayThisWeek {...away} /> : null}
    </div>
  );
}
