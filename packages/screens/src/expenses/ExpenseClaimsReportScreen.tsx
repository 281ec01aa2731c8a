import { currencyMinorDigits } from '@hr/domain';
import { Banner, Button, EmptyState, Icon, Select, Spinner, useFormatDay } from '@hr/ui';
import { type ReactNode, useId, useState } from 'react';
import { ReportDateField } from '../leave/ReportFilters.tsx';
import { ReportPage } from '../leave/ReportPage.tsx';
import { payAmount } from '../payroll/employeePay.ts';
import styles from '../payroll/PayrollReports.module.css';
import {
  EXPENSE_REPORT_GROUP_LABELS,
  EXPENSE_REPORT_GROUPS,
  type ExpenseClaimsReport,
  type ExpenseClaimsReportScreenProps,
  type ExpenseReportFigures,
} from './expenseClaimsReport.ts';

const GROUP_ITEMS = EXPENSE_REPORT_GROUPS.map((group) => ({
  id: group,
  name: EXPENSE_REPORT_GROUP_LABELS[group],
}));

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Expense Claims › Claims Report (issue 32 item 5): the claims of a period grouped by category,
 * department or month, with how many claims and lines, what was claimed, approved and paid, a Total
 * row, and the same rows as CSV.
 */
export function ExpenseClaimsReportScreen({
  status,
  errorMessage,
  onRetry,
  filters,
  onFiltersChange,
  currency,
  report,
  onExportCsv,
}: ExpenseClaimsReportScreenProps) {
  const titleId = useId();
  const day = useFormatDay();
  // The period as picked: one that ends before it starts says so on To and asks for nothing.
  const [period, setPeriod] = useState({ from: filters.from, to: filters.to });
  const backwards = period.to < period.from;
  const [exporting, setExporting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hasRows = status === 'ready' && report !== undefined && report.rows.length > 0;

  const changePeriod = (changes: Partial<typeof period>) => {
    const next = { ...period, ...changes };
    setPeriod(next);
    if (next.to >= next.from) onFiltersChange({ ...filters, ...next });
  };
  const exportCsv = () => {
    setExporting(true);
    setRefusal(null);
    void onExportCsv().then((feedback) => {
      setExporting(false);
      if (feedback) setRefusal(feedback.message);
    });
  };

  let content: ReactNode;
  if (status === 'loading' || !report) {
    content = <Spinner size="large" aria-label="Loading the claims report" />;
  } else if (report.rows.length === 0) {
    content = (
      <EmptyState
        icon="money"
        title="No expense claims in this period"
        description="Submitted, approved and paid claims count here by the dates of their lines."
      />
    );
  } else {
    content = (
      <ReportTable
        report={report}
        name={`Expense claims by ${EXPENSE_REPORT_GROUP_LABELS[filters.groupBy].toLowerCase()}, ${currency}`}
        groupHeader={EXPENSE_REPORT_GROUP_LABELS[filters.groupBy]}
        money={(amount) => payAmount(amount, currencyMinorDigits(currency))}
      />
    );
  }

  return (
    <ReportPage
      title="Claims Report"
      titleId={titleId}
      summary={
        report
          ? `${count(report.totals.claims, 'claim')}, ${count(report.totals.lines, 'line')} from ${day(filters.from)} to ${day(filters.to)}`
          : ''
      }
      errorTitle="The claims report could not be loaded."
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      actions={
        <Button variant="secondary" isDisabled={!hasRows} isPending={exporting} onPress={exportCsv}>
          <Icon name="download" /> Export CSV
        </Button>
      }
      filters={
        <>
          <ReportDateField
            label="From"
            value={period.from}
            onChange={(from) => {
              if (from) changePeriod({ from });
            }}
            isRequired
          />
          <ReportDateField
            label="To"
            value={period.to}
            onChange={(to) => {
              if (to) changePeriod({ to });
            }}
            isRequired
            errorMessage={backwards ? 'The period ends before it starts.' : undefined}
          />
          <Select
            label="Group by"
            items={GROUP_ITEMS}
            value={filters.groupBy}
            onChange={(key) => {
              const groupBy = EXPENSE_REPORT_GROUPS.find((group) => group === key);
              if (groupBy) onFiltersChange({ ...filters, groupBy });
            }}
          />
        </>
      }
    >
      {refusal ? (
        <Banner variant="danger" isUrgent>
          {refusal}
        </Banner>
      ) : null}
      {content}
    </ReportPage>
  );
}

function ReportTable({
  report,
  name,
  groupHeader,
  money,
}: {
  report: ExpenseClaimsReport;
  name: string;
  groupHeader: string;
  money: (amount: string) => string;
}) {
  const cells = (figures: ExpenseReportFigures) => (
    <>
      <td className={styles.money}>{figures.claims}</td>
      <td className={styles.money}>{figures.lines}</td>
      <td className={styles.money}>{money(figures.claimed)}</td>
      <td className={styles.money}>{money(figures.approved)}</td>
      <td className={styles.money}>{money(figures.paid)}</td>
    </>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keyboard users focus it to scroll.
    // biome-ignore lint/a11y/useSemanticElements: a region names the scrolling box; a section would add an outline entry.
    <div className={styles.scroll} role="region" aria-label={name} tabIndex={0}>
      <table className={styles.table} aria-label={name}>
        <thead>
          <tr>
            <th scope="col">{groupHeader}</th>
            {['Claims', 'Lines', 'Claimed', 'Approved', 'Paid'].map((header) => (
              <th key={header} scope="col" className={styles.money}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {cells(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
