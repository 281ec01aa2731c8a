import { createDataTableColumns, DataTable, EmptyState } from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { ShowMore } from '../layout/ShowMore.tsx';
import { ExpenseClaimDetail } from './ExpenseClaimDetail.tsx';
import { ExpenseDecisionPanel, type ExpenseLineApproval } from './ExpenseDecisionPanel.tsx';
import type { ExpenseClaim, ExpenseClaimSummary, ExpenseReceipt } from './expenseClaims.ts';
import { type ExpenseFormat, useExpenseFormat } from './expenseFormat.ts';

export interface ExpenseApprovalQueueScreenProps {
  /** 'loading' until the queue has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The claims waiting on the reader, oldest first: the server's order, shown as given. */
  claims: readonly ExpenseClaimSummary[];
  total: number;
  onShowMore?: () => void;
  isLoadingMore?: boolean;
  /** A claim chosen in the queue: the app loads it in full into `chosen`. */
  onChoose: (claim: ExpenseClaimSummary) => void;
  /** The chosen claim in full once loaded (null while it loads), and how its load went. */
  chosen: ExpenseClaim | null;
  chosenStatus?: 'loading' | 'error' | 'ready';
  chosenErrorMessage?: string;
  onDownload: (receipt: ExpenseReceipt) => void;
  /** Approves the claim's waiting step with each line's amount; a refusal naming a line's field shows on it. */
  onApprove: (claimId: string, lines: ExpenseLineApproval[]) => Promise<FormSubmitResult>;
  /** Rejects with the comment the claimant is told. */
  onReject: (claimId: string, comment: string) => Promise<FormSubmitResult<'comment'>>;
  timeZone?: string;
}

const column = createDataTableColumns<ExpenseClaimSummary>();

function queueColumns({ instantDay, money }: ExpenseFormat) {
  return column.columns([
    column.accessor('number', {
      header: 'Number',
      enableSorting: false,
      meta: { width: 'minmax(7rem, 0.6fr)' },
    }),
    column.accessor((claim) => claim.employee.name, {
      id: 'employee',
      header: 'Employee',
      enableSorting: false,
      meta: { width: 'minmax(11rem, 1fr)' },
    }),
    column.accessor('title', {
      header: 'Title',
      enableSorting: false,
      meta: { width: 'minmax(12rem, 1.4fr)' },
    }),
    column.accessor((claim) => money(claim.totalClaimed, claim.currency), {
      id: 'claimed',
      header: 'Claimed',
      enableSorting: false,
      meta: { width: 'minmax(9rem, 0.8fr)', align: 'end' },
    }),
    column.accessor('submittedAt', {
      header: 'Submitted',
      enableSorting: false,
      meta: {
        width: 'minmax(8rem, 0.7fr)',
        toText: (value) => (typeof value === 'string' ? instantDay(value) : '—'),
      },
    }),
  ]);
}

/**
 * Expense Claims › Approvals: the claims waiting on the reader, oldest first; choosing one shows it in
 * full with an "Approve at" amount per line (lower only with a reason), duplicate receipts flagged on
 * their line, and Approve / Reject.
 */
export function ExpenseApprovalQueueScreen({
  status,
  errorMessage,
  onRetry,
  claims,
  total,
  onShowMore,
  isLoadingMore = false,
  onChoose,
  chosen,
  chosenStatus = 'ready',
  chosenErrorMessage,
  onDownload,
  onApprove,
  onReject,
  timeZone,
}: ExpenseApprovalQueueScreenProps) {
  const titleId = useId();
  const format = useExpenseFormat();
  const columns = useMemo(() => queueColumns(format), [format]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const isChosenShown = chosenId !== null && (chosen === null || chosen.id === chosenId);

  return (
    <div className={listPage.page}>
      <div className={pageHeader.heading}>
        <h1 id={titleId} className={pageHeader.title}>
          Expense Approvals
        </h1>
        <p role="status" className={listPage.status}>
          {announcement}
        </p>
      </div>
      {status === 'error' ? (
        <LoadError
          title="The expense claims to approve could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <>
          <DataTable
            aria-labelledby={titleId}
            columns={columns}
            data={claims}
            getRowId={(claim) => claim.id}
            isLoading={status === 'loading'}
            height={fittedTableHeight(claims.length, 4, 8)}
            enableColumnHiding={false}
            onRowAction={(claim) => {
              setAnnouncement('');
              setChosenId(claim.id);
              onChoose(claim);
            }}
            emptyState={
              <EmptyState
                icon="success"
                title="No expense claims wait for you"
                description="Claims whose approval step names you appear here, oldest first."
              />
            }
          />
          {status === 'ready' && claims.length > 0 ? (
            <ShowMore shown={claims.length} total={total} onShowMore={onShowMore} isLoading={isLoadingMore} />
          ) : null}
        </>
      )}
      {isChosenShown && chosen && chosenStatus === 'ready' ? (
        <ExpenseDecisionPanel
          key={chosen.id}
          claim={chosen}
          onDownload={onDownload}
          onApprove={(lines) => onApprove(chosen.id, lines)}
          onReject={(comment) => onReject(chosen.id, comment)}
          onDecided={(text) => {
            setAnnouncement(text);
            setChosenId(null);
          }}
          timeZone={timeZone}
        />
      ) : isChosenShown ? (
        <ExpenseClaimDetail
          status={chosenStatus === 'ready' ? 'loading' : chosenStatus}
          {...(chosenErrorMessage ? { errorMessage: chosenErrorMessage } : {})}
          onRetry={() => {
            const summary = claims.find((claim) => claim.id === chosenId);
            if (summary) onChoose(summary);
          }}
          claim={null}
          onDownload={onDownload}
        />
      ) : null}
    </div>
  );
}
