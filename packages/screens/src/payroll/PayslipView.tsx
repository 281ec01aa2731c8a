import { Badge, Banner, Button, Icon, Link } from '@hr/ui';
import { useId, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { PageLoading } from '../layout/PageLoading.tsx';
import { PayslipLinesTable, paymentDaysText } from './PayslipPreviewTable.tsx';
import styles from './PayslipView.module.css';
import { PayslipYearToDate } from './PayslipYearToDate.tsx';
import { usePayRunFormat } from './payRunFormat.ts';
import type { Payslip } from './payRuns.ts';

export interface PayslipViewProps {
  /** 'loading' until the payslip has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  payslip: Payslip | null;
  /** Downloads the payslip as a PDF; answers the server's refusal, if any. */
  onDownloadPdf: () => Promise<FormSubmitResult>;
  /** Prints the page; the browser's print by default. */
  onPrint?: () => void;
  /** Where the back link leads (the run for an administrator, My Payslips for an employee), and its text. */
  back?: { href: string; label: string };
}

/** How the payslip is paid: "Bank: GCB Bank, 1234567890", "Cash". */
function paidBy(payslip: Payslip): string {
  if (payslip.paymentMethod !== 'Bank') return payslip.paymentMethod;
  const bank = [payslip.bankName, payslip.bankAccount].filter(Boolean).join(', ');
  return bank ? `Bank: ${bank}` : 'Bank';
}

/**
 * A payslip as it is printed and sent: who pays whom for which period, the payment days, every line
 * explained under its kind (an arrears line marked), the totals, the year to date and the footer.
 * Printing leaves out the buttons and the app's menus.
 */
export function PayslipView({
  status,
  errorMessage,
  onRetry,
  payslip,
  onDownloadPdf,
  onPrint = () => window.print(),
  back,
}: PayslipViewProps) {
  const titleId = useId();
  const format = usePayRunFormat();
  const [isDownloading, setDownloading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const backLink = back ? (
    <Link href={back.href} variant="standalone" className={styles.back}>
      {back.label}
    </Link>
  ) : null;

  if (status === 'error' || (status === 'ready' && !payslip)) {
    return (
      <div className={styles.page}>
        {backLink}
        <LoadError title="The payslip could not be loaded." message={errorMessage} onRetry={onRetry} />
      </div>
    );
  }
  if (status === 'loading' || !payslip) return <PageLoading label="Loading the payslip" />;

  const days = paymentDaysText(payslip.paymentDays);
  const facts = [
    ['Employer', payslip.employerName],
    ['Employee', payslip.employeeName],
    ['Employee No', payslip.employeeNo ?? '—'],
    ['Period', `${payslip.payPeriod}, ${format.period(payslip.periodStart, payslip.periodEnd)}`],
    ['Pay date', format.day(payslip.payDate)],
    ['Paid by', paidBy(payslip)],
  ] as const;
  const download = async () => {
    setRefusal(null);
    setDownloading(true);
    const feedback = await onDownloadPdf();
    setDownloading(false);
    if (feedback) setRefusal(feedback.message);
  };

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      {backLink}
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            {`Payslip ${format.period(payslip.periodStart, payslip.periodEnd)}`}
          </h1>
          {payslip.final ? null : (
            <span>
              <Badge variant="warning">Draft</Badge>
            </span>
          )}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" isPending={isDownloading} onPress={() => void download()}>
            <Icon name="download" /> Download PDF
          </Button>
          <Button variant="secondary" onPress={onPrint}>
            Print
          </Button>
        </div>
      </div>
      {refusal ? (
        <Banner variant="danger" isUrgent onDismiss={() => setRefusal(null)}>
          {refusal}
        </Banner>
      ) : null}
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {days ? <p className={styles.days}>{days}</p> : null}
      <PayslipLinesTable payslip={payslip} showFooter={false} />
      <PayslipYearToDate yearToDate={payslip.yearToDate} currency={payslip.currency} />
      {payslip.footer ? <p className={styles.footer}>{payslip.footer}</p> : null}
    </article>
  );
}
