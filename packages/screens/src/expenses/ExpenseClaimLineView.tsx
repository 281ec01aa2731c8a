import { toDecimal } from '@hr/domain';
import type { ReactNode } from 'react';
import { AttachmentLinks } from '../files/AttachmentLinks.tsx';
import styles from './Expenses.module.css';
import type { ExpenseClaimLine, ExpenseReceipt } from './expenseClaims.ts';
import type { ExpenseFormat } from './expenseFormat.ts';

export interface ExpenseClaimLineViewProps {
  line: ExpenseClaimLine;
  /** The payroll currency the claimed and approved amounts are in. */
  currency: string;
  format: ExpenseFormat;
  onDownload: (receipt: ExpenseReceipt) => void;
  /** The approver's fields for this line (Approve at, Reason), when the reader decides the claim. */
  decision?: ReactNode;
}

/** "Line 2: Hotel". */
export const lineName = (line: ExpenseClaimLine) => `Line ${line.position}: ${line.category.description}`;

/** Whether the approved amount is lower than claimed (as decimals, never floats). */
export function isLowered(line: ExpenseClaimLine): boolean {
  return line.approvedAmount !== null && toDecimal(line.approvedAmount).lt(toDecimal(line.claimedAmount));
}

/**
 * One line of a claim as anyone who may read it sees it: day, category, description, how its amount
 * was worked out (rate and source, or distance × rate), the amount claimed and, once decided lower,
 * the approved amount and its reason beside the original (never hidden); its receipts to download,
 * and any other claim the same receipt was already on.
 */
export function ExpenseClaimLineView({
  line,
  currency,
  format,
  onDownload,
  decision,
}: ExpenseClaimLineViewProps) {
  const lowered = isLowered(line);
  const name = lineName(line);
  return (
    <li className={styles.line} aria-label={name}>
      <div className={styles.lineHeader}>
        <h3 className={styles.lineTitle}>{name}</h3>
        <span>{format.day(line.date)}</span>
      </div>
      {line.duplicates.map((duplicate) => (
        <p key={`${duplicate.claimNumber}-${duplicate.lineDate}`} className={styles.duplicate} role="note">
          Receipt already claimed: also claimed on {duplicate.claimNumber} by {duplicate.employeeName} (line
          of {format.day(duplicate.lineDate)}).
        </p>
      ))}
      <p className={styles.hint}>{line.description}</p>
      <dl className={styles.facts}>
        <dt>Worked out</dt>
        <dd>
          {line.explanation}
          {line.kind === 'mileage' && line.vehicleType ? ` (${line.vehicleType})` : null}
          {line.rateSource
            ? `, rate ${line.rateSource === 'table' ? 'from the rate table' : 'entered'}`
            : null}
        </dd>
        <dt>Claimed</dt>
        <dd className={styles.amount}>
          {lowered ? (
            <span className={styles.original}>{format.money(line.claimedAmount, currency)}</span>
          ) : (
            format.money(line.claimedAmount, currency)
          )}
        </dd>
        {line.approvedAmount !== null ? (
          <>
            <dt>Approved</dt>
            <dd className={styles.amount}>
              {format.money(line.approvedAmount, currency)}
              {lowered && line.approvedReason ? ` — ${line.approvedReason}` : null}
            </dd>
          </>
        ) : null}
        <dt>Receipts</dt>
        <dd>
          <AttachmentLinks files={line.receipts} onDownload={onDownload} aria-label={`Receipts of ${name}`} />
        </dd>
      </dl>
      {decision}
    </li>
  );
}
