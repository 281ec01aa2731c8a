import { useId } from 'react';
import styles from './LeaveSchedule.module.css';
import { LeaveTypeTag } from './LeaveTypeTag.tsx';
import { useLeaveFormat } from './leaveFormat.ts';
import type { LeaveBalance } from './leaveRequests.ts';

export interface LeaveBalanceCardsProps {
  balances: readonly LeaveBalance[];
  /** The person's data is being loaded again (an administrator chose someone else). */
  isLoading?: boolean;
}

/**
 * The person's balances, one small card per leave type: what is available now, what is left once
 * the approved leave still to come is taken (approved leave leaves today's balance until its first
 * day, so today's figure alone would read as if it were free), and what waits for a decision.
 */
export function LeaveBalanceCards({ balances, isLoading = false }: LeaveBalanceCardsProps) {
  const headingId = useId();
  const format = useLeaveFormat();
  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={styles.balances}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Balances
      </h2>
      {balances.length === 0 ? (
        <p className={styles.muted}>No leave types with a balance yet.</p>
      ) : (
        <ul className={styles.balanceList}>
          {balances.map((balance) => (
            <li
              key={balance.leaveTypeId}
              className={styles.balanceCard}
              style={{ borderInlineStartColor: balance.color }}
            >
              <LeaveTypeTag code={balance.leaveTypeCode} color={balance.color} />
              <dl className={styles.balanceFigures}>
                <div>
                  <dt>Available now</dt>
                  <dd className={styles.balanceValue}>{format.amount(balance.balance, balance.unit)}</dd>
                </div>
                <div>
                  <dt>After booked leave</dt>
                  <dd>{format.amount(balance.afterBookedLeave, balance.unit)}</dd>
                </div>
              </dl>
              <p className={styles.muted}>{format.amount(balance.pending, balance.unit)} pending</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
