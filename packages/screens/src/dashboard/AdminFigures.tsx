import { BarChart, Card, EmptyState, Link, Spinner, StatCard, useFormatDay } from '@hr/ui';
import { useLocale } from 'react-aria-components';
import { LoadError } from '../layout/LoadError.tsx';
import { formatCalendarMonth } from './calendarDates.ts';
import styles from './DashboardScreen.module.css';
/** The contract's Dashboard: the employer's figures, counted by the server on `asOf`. */
export interface DashboardFigures {
  /** The calendar date the figures are for, YYYY-MM-DD. */
  asOf: string;
  headcount: number;
  newStartersThisMonth: number;
  departments: number;
  /** Null while the product records no leave. */
  onLeaveToday: number | null;
  /** The 12 months up to and including this one, oldest first; `month` is YYYY-MM. */
  startersByMonth: readonly { month: string; count: number }[];
  /** Largest departments first. */
  headcountByDepartment: readonly { department: string; count: number }[];
}

/** The figures' part of the dashboard's props (DashboardScreenProps extends it). */
export interface AdminFiguresState {
  /** The state of the figures; an employee sees no figures, so it only matters for an admin. */
  status: 'loading' | 'error' | 'ready';
  /** Why the figures could not be loaded. */
  errorMessage?: string;
  /** Loads the figures again; without it the error offers no retry. */
  onRetry?: () => void;
  dashboard?: DashboardFigures;
}

type AdminFiguresProps = AdminFiguresState & {
  addEmployeeHref: string;
};

/** An administrator's part of the dashboard: the employer's figures, or why they are not shown. */
export function AdminFigures({
  status,
  errorMessage,
  onRetry,
  dashboard,
  addEmployeeHref,
}: AdminFiguresProps) {
  if (status === 'error') {
    return (
      <LoadError
        title="The dashboard’s figures could not be loaded."
        message={errorMessage}
        onRetry={onRetry}
      />
    );
  }
  // Ready without figures cannot show anything yet, so it waits like loading does.
  if (status === 'loading' || !dashboard) {
    return (
      <div className={styles.loading}>
        <Spinner size="large" aria-label="Loading the dashboard’s figures" />
      </div>
    );
  }
  if (dashboard.headcount === 0) {
    return (
      <EmptyState
        icon="users"
        headingLevel={2}
        title="No employees yet"
        description="The dashboard counts your employees, their departments and their start dates."
        action={
          <Link href={addEmployeeHref} variant="standalone">
            Add your first employee
          </Link>
        }
        className={styles.empty}
      />
    );
  }
  return <Figures dashboard={dashboard} />;
}

function Figures({ dashboard }: { dashboard: DashboardFigures }) {
  const { locale } = useLocale();
  const day = useFormatDay();
  return (
    <>
      <p className={styles.text}>
        Figures as of <time dateTime={dashboard.asOf}>{day(dashboard.asOf)}</time>
      </p>
      <div className={styles.stats}>
        <StatCard label="Headcount" value={dashboard.headcount} icon="users" />
        <StatCard label="New starters this month" value={dashboard.newStartersThisMonth} icon="user" />
        <StatCard label="Departments" value={dashboard.departments} icon="building" />
        {dashboard.onLeaveToday === null ? null : (
          <StatCard label="On leave today" value={dashboard.onLeaveToday} icon="calendar" />
        )}
      </div>
      <div className={styles.charts}>
        <Card>
          <BarChart
            title="New starters by month"
            orientation="vertical"
            valueLabel="starters"
            data={dashboard.startersByMonth.map(({ month, count }) => ({
              label: formatCalendarMonth(month, locale),
              value: count,
            }))}
          />
        </Card>
        <Card>
          <BarChart
            title="Headcount by department"
            orientation="horizontal"
            valueLabel="employees"
            data={dashboard.headcountByDepartment.map(({ department, count }) => ({
              label: department,
              value: count,
            }))}
          />
        </Card>
      </div>
    </>
  );
}
