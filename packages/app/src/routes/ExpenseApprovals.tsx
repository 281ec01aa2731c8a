import { decideExpenseClaim, listExpenseClaimQueue } from '@hr/api';
import { ExpenseApprovalQueueScreen } from '@hr/screens';
import { useCallback, useMemo, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { downloadStoredFile } from '../api/storedFiles.ts';
import { useExpenseClaim } from '../expenses/ExpenseClaimPanel.tsx';
import { toClaimSummary } from '../expenses/expenseClaims.ts';
import { useClaimPages } from '../expenses/useClaimPages.ts';

/**
 * Expense Claims › Approvals (issue 32 item 3): the claims whose waiting step the reader may decide,
 * oldest first. The approvals engine decides who that is (no self-approval, delegates, escalation);
 * a decision names each line's amount, and a refusal naming a line's field shows on that line.
 */
export function Component() {
  const fetchPage = useCallback(
    async (offset: number, limit: number, signal: AbortSignal) =>
      (await listExpenseClaimQueue(apiClient, { offset, limit }, { signal })).returnObject,
    [],
  );
  const queue = useClaimPages(fetchPage);
  const rows = useMemo(() => queue.items.map(toClaimSummary), [queue.items]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = useExpenseClaim(chosenId);
  const afterDecision = async () => {
    setChosenId(null);
    await queue.reload();
  };
  return (
    <ExpenseApprovalQueueScreen
      status={queue.status}
      errorMessage={queue.errorMessage}
      onRetry={queue.onRetry}
      claims={rows}
      total={queue.total}
      onShowMore={queue.onShowMore}
      isLoadingMore={queue.isLoadingMore}
      onChoose={(claim) => (claim.id === chosenId ? chosen.retry() : setChosenId(claim.id))}
      chosen={chosen.data ?? null}
      chosenStatus={chosen.status}
      {...(chosen.errorMessage ? { chosenErrorMessage: chosen.errorMessage } : {})}
      onDownload={(receipt) => void downloadStoredFile(receipt)}
      onApprove={(id, lines) =>
        changeThen(
          () => decideExpenseClaim(apiClient, { id, decision: 'approve', lines }),
          afterDecision,
          'any-field',
        )
      }
      onReject={(id, comment) =>
        changeThen(() => decideExpenseClaim(apiClient, { id, decision: 'reject', comment }), afterDecision, [
          'comment',
        ])
      }
    />
  );
}
