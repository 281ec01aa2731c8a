import { currencyMinorDigits, toDecimal } from '@hr/domain';
import { BarChart, Card, EmptyState, Link, Spinner, StatCard } from '@hr/ui';
import { useLocale } from 'react-aria-components';
import { LoadError } from '../layout/LoadError.tsx';
import { payAmount } from '../payroll/employeePay.ts';
import { usePayRunFormat } from '../payroll/payRunFormat.ts';
import { formatCalendarMonth } from './calendarDates.ts';
import styles from './DashboardScreen.module.css';

/** payroll-summary's answer (issue 14), as much of it as the card shows. */
export interface PayrollSummaryFigures {
  /** The newest final run, or null before any payroll was finalised. */
  lastFinalRun: {
    payPeriod: string;
    periodStart: string;
    periodEnd: string;
    payDate: string;
    currency: string | null;
    employees: number;
    gross: string;
    netPay: string;
  } | null;
  /** The 12 months ending with this one, oldest first; `month` is YYYY-MM; zeros where nothing was paid. */
  months: readonly { month: string; gross: string; netPay: string }[];
}

export interface PayrollCardProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  summary?: PayrollSummaryFigures;
  /** Where payroll is processed, for an employer that has not finalised one yet. */
  processPayrollHref?: string;
}

/**
 * The dashboard's Payroll card (issue 14, administrators): the last final run's period, employees,
 * gross and net pay, and the gross and net pay of the last 12 months.
 */
export function PayrollCard({
  status,
  errorMessage,
  onRetry,
  summary,
  processPayrollHref = '/payroll/process-pay-roll',
}: PayrollCardProps) {
  const { locale } = useLocale();
  const format = usePayRunFormat();
  if (status === 'error') {
    return (
      <LoadError title="The payroll figures could not be loaded." message={errorMessage} onRetry={onRetry} />
    );
  }
  if (status === 'loading' || !summary) {
    return (
      <Card title="Payroll">
        <Spinner aria-label="Loading the payroll figures" />
      </Card>
    );
  }
  const run = summary.lastFinalRun;
  if (!run) {
    return (
      <Card title="Payroll">
        <EmptyState
          icon="money"
          headingLevel={3}
          title="No payroll finalised yet."
          description="Once a payroll run is finalised, its totals and each month’s pay show here."
          action={
            <Link href={processPayrollHref} variant="standalone">
              Process Payroll
            </Link>
          }
        />
      </Card>
    );
  }
  const currency = run.currency ?? '';
  const digits = run.currency ? currencyMinorDigits(run.currency) : 2;
  const money = (amount: string) => `${payAmount(amount, digits)} ${currency}`.trim();
  return (
    <Card title="Payroll">
      <div className={styles.payroll}>
        <p className={styles.text}>
          Last final run: {run.payPeriod} payroll {format.period(run.periodStart, run.periodEnd)}
        </p>
        <div className={styles.stats}>
          <StatCard label="Employees" value={run.employees} icon="users" />
          <StatCard label="Gross" value={money(run.gross)} icon="money" />
          <StatCard label="Net" value={money(run.netPay)} icon="money" />
        </div>
        <BarChart
          title={`Gross and net pay, last 12 months${run.currency ? ` (${run.currency})` : ''}`}
          orientation="horizontal"
          series={['Gross', 'Net']}
          data={summary.months.map(({ month, gross, netPay }) => ({
            label: formatCalendarMonth(month, locale),
            // The numbers only size the bars; the amounts are written from the exact decimal strings.
            value: toDecimal(gross).toNumber(),
            text: payAmount(gross, digits),
            others: [{ value: toDecimal(netPay).toNumber(), text: payAmount(netPay, digits) }],
          }))}
        />
      </div>
    </Card>
  );
}
