import { currencyMinorDigits, PAYSLIP_LINE_KINDS, type PayslipLineKind } from '@hr/domain';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import styles from './EmployeePayGroups.module.css';
import { type PayslipPreview, payAmount } from './employeePay.ts';

/** How the preview heads each kind of line. */
const KIND_TITLES: Record<PayslipLineKind, string> = {
  Basic: 'Basic salary',
  Earning: 'Earnings',
  Bonus: 'Bonuses',
  Deduction: 'Deductions',
  'Employee Contribution': 'Employee contributions',
  Relief: 'Reliefs (not taken from pay)',
  Tax: 'Taxes',
  'Employer Contribution': 'Employer contributions (not taken from pay)',
};

function Total({ label, amount, explanation }: { label: string; amount: string; explanation?: string }) {
  return (
    <tr className={styles.total}>
      <th scope="row">
        {label}
        {explanation ? <span className={styles.explanation}>{explanation}</span> : null}
      </th>
      <td className={styles.money}>{amount}</td>
    </tr>
  );
}

/**
 * What the engine computed for one period: the period and its payment days, every line under its
 * kind with its explanation, the totals, how lines were rounded and the payslip's footer.
 */
export function PayslipPreviewTable({ preview }: { preview: PayslipPreview }) {
  const format = useRecordFormat('UTC');
  const digits = currencyMinorDigits(preview.currency);
  const money = (amount: string) => payAmount(amount, digits);
  const kinds = PAYSLIP_LINE_KINDS.filter((kind) => preview.lines.some((line) => line.kind === kind));
  const days = preview.paymentDays;

  return (
    <>
      <p className={styles.facts}>
        {`${preview.employeeName}: ${format.day(preview.periodStart)} – ${format.day(preview.periodEnd)}, ${preview.payPeriod}, in ${preview.currency}.`}
      </p>
      {days ? (
        <p className={styles.facts}>
          {`Payment days: ${days.paid} of ${days.total} (${days.method}). ${days.explanation}`}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className={styles.facts}>Payslip lines</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className={styles.money}>
              {`Amount (${preview.currency})`}
            </th>
          </tr>
        </thead>
        {kinds.map((kind) => (
          <tbody key={kind}>
            <tr className={styles.kindRow}>
              <th scope="colgroup" colSpan={2}>
                {KIND_TITLES[kind]}
              </th>
            </tr>
            {preview.lines
              .filter((line) => line.kind === kind)
              .map((line) => (
                <tr key={`${line.kind}-${line.code}`}>
                  <th scope="row">
                    {line.label}
                    <span className={styles.explanation}>{line.explanation}</span>
                  </th>
                  <td className={styles.money}>{money(line.amount)}</td>
                </tr>
              ))}
          </tbody>
        ))}
        <tbody>
          <Total label="Gross" amount={money(preview.gross)} />
          <Total
            label="Taxable income"
            amount={money(preview.taxableIncome)}
            explanation={preview.taxableIncomeExplanation}
          />
          <Total label="Total deductions" amount={money(preview.totalDeductions)} />
          <Total label="Net pay" amount={money(preview.netPay)} />
          <Total label="Employer’s cost" amount={money(preview.employerCost)} />
        </tbody>
      </table>
      <p className={styles.footer}>{preview.rounding.explanation}</p>
      {preview.footer ? <p className={styles.footer}>{preview.footer}</p> : null}
    </>
  );
}
