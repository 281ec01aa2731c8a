import { AnnualSalaryReportScreen, SalaryAdjustmentsScreen } from '@hr/screens';
import { useAnnualSalaryReport } from '../payroll/useAnnualSalaryReport.ts';
import { useSalaryAdjustments } from '../payroll/useSalaryAdjustments.ts';

/** Payroll › Salary Adjustment (issue 14): new salaries and items from a date, their arrears. */
export function SalaryAdjustments() {
  return <SalaryAdjustmentsScreen {...useSalaryAdjustments()} />;
}

/** Payroll › Annual Salary Statement (issue 14): administrators any employee's year, employees their own. */
export function AnnualSalaryReport() {
  return <AnnualSalaryReportScreen {...useAnnualSalaryReport()} />;
}
