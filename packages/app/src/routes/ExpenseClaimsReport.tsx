import { expenseClaimsReport, exportExpenseClaimsReport } from '@hr/api';
import { dayInZone, defaultReportPeriod } from '@hr/domain';
import { type ExpenseClaimsReportFilters, ExpenseClaimsReportScreen } from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { getLocalTimeZone } from '@internationalized/date';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { employerSettingsAtom } from '../employer/employerSettings.ts';
import { usePayrollCurrency } from '../expenses/usePayrollMoney.ts';

/**
 * Expense Claims › Claims Report (issue 32 item 5): the employer's claims of a period grouped by
 * category, department or month, opening on the period the other reports open on; Export CSV sends
 * the same filters.
 */
export function Component() {
  const timeZone = useAtomValue(employerSettingsAtom)?.settings.timeZone ?? getLocalTimeZone();
  const [chosen, setFilters] = useState<ExpenseClaimsReportFilters | null>(null);
  const filters = chosen ?? { ...defaultReportPeriod(dayInZone(new Date(), timeZone)), groupBy: 'category' };
  const report = useLoad(
    async (signal) => (await expenseClaimsReport(apiClient, filters, { signal })).returnObject,
    JSON.stringify(filters),
  );
  const currency = usePayrollCurrency();
  return (
    <ExpenseClaimsReportScreen
      status={report.status}
      errorMessage={report.errorMessage}
      onRetry={report.retry}
      filters={filters}
      onFiltersChange={setFilters}
      currency={currency}
      report={report.data}
      onExportCsv={async () => {
        try {
          downloadFile(await exportExpenseClaimsReport(apiClient, filters), 'expense-claims-report.csv');
          return undefined;
        } catch (error) {
          return feedbackFor(error);
        }
      }}
    />
  );
}
