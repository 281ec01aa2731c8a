import { currencyMinorDigits, PAYSLIP_LINE_KINDS, type PayslipLineKind } from '@hr/domain';
import { Badge } from '@hr/ui';
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
 * A payslip's lines under their kinds, each with its explanation (an arrears line marked as such),
 * the totals, how lines were rounded and the payslip's footer: the preview's and the run's payslip's.
 */
export function PayslipLinesTable({
  payslip,
  showFooter = true,
}: {
  payslip: PayslipPreview;
  /** False where the page puts the footer itself, after what follows the lines. */
  showFooter?: boolean;
}) {
  const digits = currencyMinorDigits(payslip.currency);
  const money = (amount: string) => payAmount(amount, digits);
  const kinds = PAYSLIP_LINE_KINDS.filter((kind) => payslip.lines.some((line) => line.kind === kind));

  return (
    <>
      <table className={styles.table}>
        <caption className={styles.facts}>Payslip lines</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className={styles.money}>
              {`Amount (${payslip.currency})`}
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
            {payslip.lines
              .filter((line) => line.kind === kind)
              .map((line) => (
                <tr key={`${line.kind}-${line.code}`}>
                  <th scope="row">
                    {line.label}
                    {line.arrearsFor ? (
                      <>
                        {' '}
                        <Badge variant="info">Arrears</Badge>
                      </>
                    ) : null}
                    <span className={styles.explanation}>{line.explanation}</span>
                  </th>
                  <td className={styles.money}>{money(line.amount)}</td>
                </tr>
              ))}
          </tbody>
        ))}
        <tbody>
          <Total label="Gross" amount={money(payslip.gross)} />
          <Total
            label="Taxable income"
            amount={money(payslip.taxableIncome)}
            explanation={payslip.taxableIncomeExplanation}
          />
          <Total label="Total deductions" amount={money(payslip.totalDeductions)} />
          <Total label="Net pay" amount={money(payslip.netPay)} />
          <Total label="Employer cost" amount={money(payslip.employerCost)} />
        </tbody>
      </table>
      <p className={styles.footer}>{payslip.rounding.explanation}</p>
      {showFooter && payslip.footer ? <p className={styles.footer}>{payslip.footer}</p> : null}
    </>
  );
}

/** "Payment days: 22 of 31 (Calendar Days). Joined on …", or null when the whole period is paid. */
export function paymentDaysText(days: PayslipPreview['paymentDays']): string | null {
  return days ? `Payment days: ${days.paid} of ${days.total} (${days.method}). ${days.explanation}` : null;
}

/**
 * What the engine computed for one period: the period and its payment days, then the lines, totals,
 * rounding and footer (PayslipLinesTable).
 */
export function PayslipPreviewTable({ preview }: { preview: PayslipPreview }) {
  const format = useRecordFormat('UTC');
  const days = paymentDaysText(preview.paymentDays);

  return (
    <>
      <p className={styles.facts}>
        {`${preview.employeeName}: ${format.day(preview.periodStart)} – ${format.day(preview.periodEnd)}, ${preview.payPeriod}, in ${preview.currency}.`}
      </p>
      {days ? <p className={styles.facts}>{days}</p> : null}
      <PayslipLinesTable payslip={preview} />
    </>
  );
}
