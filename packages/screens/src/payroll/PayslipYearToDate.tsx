import { useId } from 'react';
import styles from './PayRuns.module.css';
import { usePayRunFormat } from './payRunFormat.ts';
import type { PayslipYearToDate as YearToDate } from './payRuns.ts';

/** The year so far, up to and including this payslip: one row per total. */
export function PayslipYearToDate({ yearToDate, currency }: { yearToDate: YearToDate; currency: string }) {
  const titleId = useId();
  const format = usePayRunFormat();
  const rows = [
    ['Gross', yearToDate.gross],
    ['Taxable income', yearToDate.taxableIncome],
    ['Tax', yearToDate.tax],
    ['Total deductions', yearToDate.totalDeductions],
    ['Net pay', yearToDate.netPay],
    ['Employer cost', yearToDate.employerCost],
  ] as const;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {`Year to date ${yearToDate.year}`}
      </h2>
      <table className={styles.plainTable} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">Total</th>
            <th scope="col" className={styles.money}>
              {`Amount (${currency})`}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className={styles.money}>{format.money(amount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
