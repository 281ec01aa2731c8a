import { Card, Link, StatCard } from '@hr/ui';
import { LoadStates } from '../layout/LoadStates.tsx';
import styles from './DashboardScreen.module.css';

export interface ExpenseClaimsAwaitingCardProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** How many claims wait for the viewer's decision (list-expense-claim-queue's total). */
  count?: number;
  /** Expense Claims › Approvals. */
  approvalsHref?: string;
}

/**
 * The dashboard's figure of expense claims awaiting the viewer (issue 32 item 5): the claims whose
 * waiting step they may decide, and the way to the Approvals page where they decide them.
 */
export function ExpenseClaimsAwaitingCard({
  status,
  errorMessage,
  onRetry,
  count,
  approvalsHref = '/expenses/approvals',
}: ExpenseClaimsAwaitingCardProps) {
  const ready = status === 'ready' && count !== undefined;
  return (
    <Card
      title="Expense claims"
      className={styles.expenseClaims}
      footer={
        ready ? (
          <Link href={approvalsHref} variant="standalone">
            Open Approvals
          </Link>
        ) : undefined
      }
    >
      <LoadStates
        status={ready || status === 'error' ? status : 'loading'}
        errorTitle="The expense claims awaiting you could not be counted."
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel="Counting the expense claims awaiting you"
      >
        <StatCard label="Expense claims awaiting you" value={count ?? 0} icon="money" />
      </LoadStates>
    </Card>
  );
}
