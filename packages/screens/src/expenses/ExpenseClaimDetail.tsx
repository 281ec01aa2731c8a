import type { ReactNode } from 'react';
import { useId } from 'react';
import { LoadStates } from '../layout/LoadStates.tsx';
import { ExpenseApprovalSteps } from './ExpenseApprovalSteps.tsx';
import { ExpenseClaimLineView } from './ExpenseClaimLineView.tsx';
import { ExpenseClaimStatusBadge } from './ExpenseClaimStatusBadge.tsx';
import styles from './Expenses.module.css';
import type { ExpenseClaim, ExpenseClaimLine, ExpenseReceipt } from './expenseClaims.ts';
import { type ExpenseFormat, useExpenseFormat } from './expenseFormat.ts';

export interface ExpenseClaimDetailProps {
  /** 'loading' until the claim has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Null until loaded. */
  claim: ExpenseClaim | null;
  /** Downloads a receipt (the server sends it only to those who may read the claim). */
  onDownload: (receipt: ExpenseReceipt) => void;
  /** The approver's fields under each line, when the reader decides the claim. */
  lineDecision?: (line: ExpenseClaimLine) => ReactNode;
  /** Under the claim: the approver's buttons. */
  children?: ReactNode;
  /** The reader's time zone; the browser's unless given. */
  timeZone?: string;
}

function paymentText(claim: ExpenseClaim, format: ExpenseFormat): string | null {
  if (claim.paidOn === null) return null;
  if (claim.paidBy === 'outside') {
    return `Outside payroll on ${format.day(claim.paidOn)}${claim.paidReference ? `, reference ${claim.paidReference}` : ''}`;
  }
  return `Through payroll, in the pay run paid on ${format.day(claim.paidOn)}`;
}

/**
 * A claim read in full (Expense Claims): its status and totals, each line with the amount claimed and,
 * when lowered, the amount approved and the reason beside the original, how each amount was worked out
 * (rate, mileage), its receipts and any duplicate receipt, the approval's steps, and how it was paid
 * (in a pay run, or outside payroll with a reference).
 */
export function ExpenseClaimDetail({
  status,
  errorMessage,
  onRetry,
  claim,
  onDownload,
  lineDecision,
  children,
  timeZone,
}: ExpenseClaimDetailProps) {
  const titleId = useId();
  const format = useExpenseFormat();
  return (
    <section
      className={styles.section}
      {...(claim ? { 'aria-labelledby': titleId } : { 'aria-label': 'Expense claim' })}
      aria-busy={status === 'loading'}
    >
      <LoadStates
        status={claim === null && status === 'ready' ? 'loading' : status}
        errorTitle="The expense claim could not be loaded."
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel="Loading the expense claim"
      >
        {claim ? (
          <>
            <div className={styles.lineHeader}>
              <h2 id={titleId} className={styles.sectionTitle}>
                {claim.number} {claim.title}
              </h2>
              <ExpenseClaimStatusBadge status={claim.status} />
            </div>
            <dl className={styles.facts}>
              <dt>Claimant</dt>
              <dd>{claim.employee.name}</dd>
              <dt>Submitted</dt>
              <dd>{claim.submittedAt ? format.instantDay(claim.submittedAt) : 'Not yet'}</dd>
              {claim.decidedAt ? (
                <>
                  <dt>Decided</dt>
                  <dd>{format.instantDay(claim.decidedAt)}</dd>
                </>
              ) : null}
              <dt>Total claimed</dt>
              <dd className={styles.amount}>{format.money(claim.totalClaimed, claim.currency)}</dd>
              {claim.totalApproved !== null ? (
                <>
                  <dt>Total approved</dt>
                  <dd className={styles.amount}>{format.money(claim.totalApproved, claim.currency)}</dd>
                </>
              ) : null}
              {claim.paidOn ? (
                <>
                  <dt>Paid</dt>
                  <dd>{paymentText(claim, format)}</dd>
                </>
              ) : null}
            </dl>
            <ol className={styles.lines} aria-label={`Lines of ${claim.number}`}>
              {claim.lines.map((line) => (
                <ExpenseClaimLineView
                  key={line.id}
                  line={line}
                  currency={claim.currency}
                  format={format}
                  onDownload={onDownload}
                  decision={lineDecision?.(line)}
                />
              ))}
            </ol>
            <h3 className={styles.lineTitle}>Approval</h3>
            <ExpenseApprovalSteps
              steps={claim.steps}
              isWaiting={claim.status === 'submitted'}
              timeZone={timeZone}
            />
            {children}
          </>
        ) : null}
      </LoadStates>
    </section>
  );
}
