import { currencyMinorDigits } from '@hr/domain';
import { useLocale } from 'react-aria-components';
import type { AnnualSalaryReport, AnnualSalaryReportMonth } from './annualSalaryReport.ts';
import { payAmount } from './employeePay.ts';
import styles from './PayrollReports.module.css';
import { ReportTable } from './ReportTable.tsx';

/** "January": a month of the report's year, in the reader's language. */
function monthName(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

type Figures = Omit<AnnualSalaryReportMonth, 'month'>;

/**
 * The year month by month: Month, Gross, Taxable, Tax, one column per contribution, Other
 * deductions, Net, and the Total row. Amounts are the wire's decimal strings, formatted as text.
 */
export function AnnualSalaryReportTable({ report }: { report: AnnualSalaryReport }) {
  const { locale } = useLocale();
  const digits = report.currency ? currencyMinorDigits(report.currency) : 2;
  const money = (amount: string) => payAmount(amount, digits);
  const name = `${report.employeeName}’s salaries in ${report.year}${report.currency ? `, ${report.currency}` : ''}`;
  const cells = (figures: Figures) => (
    <>
      <td className={styles.money}>{money(figures.gross)}</td>
      <td className={styles.money}>{money(figures.taxableIncome)}</td>
      <td className={styles.money}>{money(figures.tax)}</td>
      {report.contributions.map((contribution, index) => (
        <td key={contribution.code} className={styles.money}>
          {money(figures.contributions[index] ?? '0')}
        </td>
      ))}
      <td className={styles.money}>{money(figures.otherDeductions)}</td>
      <td className={styles.money}>{money(figures.netPay)}</td>
    </>
  );
  return (
    <ReportTable name={name} totals={cells(report.totals)}>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col" className={styles.money}>
            Gross
          </th>
          <th scope="col" className={styles.money}>
            Taxable
          </th>
          <th scope="col" className={styles.money}>
            Tax
          </th>
          {report.contributions.map((contribution) => (
            <th key={contribution.code} scope="col" className={styles.money} title={contribution.label}>
              {contribution.code}
            </th>
          ))}
          <th scope="col" className={styles.money}>
            Other deductions
          </th>
          <th scope="col" className={styles.money}>
            Net
          </th>
        </tr>
      </thead>
      <tbody>
        {report.months.map((month) => (
          <tr key={month.month} className={month.payslips === 0 ? styles.noPay : undefined}>
            <th scope="row">{monthName(month.month, locale)}</th>
            {cells(month)}
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
}
