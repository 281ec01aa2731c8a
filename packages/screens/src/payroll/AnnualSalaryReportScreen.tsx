import { Banner, Button, EmptyState, Icon, Select, Spinner } from '@hr/ui';
import type { ReactNode } from 'react';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { AnnualSalaryReportTable } from './AnnualSalaryReportTable.tsx';
import type { AnnualSalaryReportScreenProps } from './annualSalaryReport.ts';
import styles from './PayrollReports.module.css';
import { useDownloads } from './useDownloads.ts';

type Download = 'csv' | 'pdf';

/**
 * Payroll › Annual Salary Report (issue 14): one employee's final payslips of a year, month by
 * month with a Total row, downloadable as CSV or PDF. An administrator picks the employee; an
 * employee sees only their own year and no picker.
 */
export function AnnualSalaryReportScreen({
  status,
  errorMessage,
  onRetry,
  report,
  employeeFixed,
  employees = [],
  onEmployeeSearch,
  employeeId = null,
  onEmployeeChange,
  year,
  years,
  onYearChange,
  onDownloadCsv,
  onDownloadPdf,
}: AnnualSalaryReportScreenProps) {
  const { downloading, refusal, download } = useDownloads<Download>();
  const chosenId = employeeFixed?.id ?? employeeId;
  const hasPayslips = report !== undefined && report.totals.payslips > 0;

  let content: ReactNode;
  if (status === 'error') {
    content = (
      <LoadError
        title="The annual salary report could not be loaded."
        message={errorMessage}
        onRetry={onRetry}
      />
    );
  } else if (chosenId === null) {
    content = (
      <EmptyState
        icon="user"
        title="Choose an employee"
        description="The report shows their final payslips of the year, month by month."
      />
    );
  } else if (status === 'loading' || !report) {
    content = <Spinner size="large" aria-label="Loading the annual salary report" />;
  } else if (!hasPayslips) {
    content = (
      <EmptyState
        icon="money"
        title={`No final payslips in ${year}.`}
        description="Only payslips of finalised runs count, by the month of their pay date."
      />
    );
  } else {
    content = (
      <>
        <p className={styles.facts}>
          {report.employeeNo ? `${report.employeeName} (${report.employeeNo})` : report.employeeName}:{' '}
          {report.totals.payslips} final {report.totals.payslips === 1 ? 'payslip' : 'payslips'} in {year}
        </p>
        <AnnualSalaryReportTable report={report} />
      </>
    );
  }

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 className={pageHeader.title}>Annual Salary Report</h1>
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            isDisabled={!hasPayslips || status !== 'ready'}
            isPending={downloading === 'csv'}
            onPress={() => download('csv', onDownloadCsv)}
          >
            <Icon name="download" /> Download CSV
          </Button>
          <Button
            variant="secondary"
            isDisabled={!hasPayslips || status !== 'ready'}
            isPending={downloading === 'pdf'}
            onPress={() => download('pdf', onDownloadPdf)}
          >
            <Icon name="download" /> Download PDF
          </Button>
        </div>
      </div>
      <div className={styles.filters}>
        {employeeFixed ? null : (
          <EmployeeComboBox
            label="Employee"
            description="Start typing a name."
            employees={employees}
            {...(onEmployeeSearch ? { onSearch: onEmployeeSearch } : {})}
            // The report's employee stays named when a later search answers a list without them.
            selected={report ? { id: report.employeeId, name: report.employeeName } : null}
            value={employeeId}
            onChange={(id) => onEmployeeChange?.(id)}
            allowsCustomValue={false}
          />
        )}
        <Select
          label="Year"
          items={years.map((option) => ({ id: option, name: String(option) }))}
          value={year}
          onChange={(chosen) => {
            if (typeof chosen === 'number') onYearChange(chosen);
          }}
        />
      </div>
      {refusal ? (
        <Banner variant="danger" isUrgent>
          {refusal}
        </Banner>
      ) : null}
      {content}
    </div>
  );
}
