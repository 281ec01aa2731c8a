import { getExpenseClaim, markExpenseClaimPaid } from '@hr/api';
import { meetsNeed } from '@hr/domain';
import {
  type ExpenseClaim,
  ExpenseClaimDetail,
  type ExpenseClaimDetailProps,
  MarkClaimPaidDialog,
} from '@hr/screens';
import { Button } from '@hr/ui';
import { type ReactNode, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { downloadStoredFile } from '../api/storedFiles.ts';
import { type Loaded, useLoad } from '../api/useLoad.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';
import { toastQueue } from '../toasts.ts';
import { toClaim } from './expenseClaims.ts';
import { useEmployerToday } from './useEmployerToday.ts';

/** One claim read in full (get-expense-claim), loaded again whenever `id` changes. */
export function useExpenseClaim(id: string | null): Loaded<ExpenseClaim | null> {
  return useLoad(
    async (signal) =>
      id ? toClaim((await getExpenseClaim(apiClient, { id }, { signal })).returnObject) : null,
    id,
  );
}

interface ExpenseClaimPanelProps extends Pick<ExpenseClaimDetailProps, 'lineDecision'> {
  claim: Loaded<ExpenseClaim | null>;
  /** Under the claim, before Mark paid: the page's own buttons (Close, the approver's). */
  children?: ReactNode;
  /** After a change the panel made (marked paid): the page's lists again. */
  afterChange: () => Promise<unknown>;
}

/**
 * A claim's detail as every page shows it: receipts download from the attachment store; payroll's
 * people (expenses.update for the whole employer, mark-expense-claim-paid's cell) mark an approved,
 * unpaid claim paid outside payroll.
 */
export function ExpenseClaimPanel({ claim, children, afterChange, lineDecision }: ExpenseClaimPanelProps) {
  const held = useHeldPermissions() ?? {};
  const marksPaid = meetsNeed(held, { area: 'expenses', action: 'update', wholeEmployer: true });
  const today = useEmployerToday();
  const [isMarking, setMarking] = useState(false);
  const shown = claim.data ?? null;
  const canMarkPaid = marksPaid && shown?.status === 'approved' && shown.paidOn === null;
  return (
    <>
      <ExpenseClaimDetail
        status={claim.status}
        errorMessage={claim.errorMessage}
        onRetry={claim.retry}
        claim={shown}
        onDownload={(receipt) => void downloadStoredFile(receipt)}
        lineDecision={lineDecision}
      >
        {children}
        {canMarkPaid ? (
          <Button variant="secondary" onPress={() => setMarking(true)}>
            Mark paid outside payroll
          </Button>
        ) : null}
      </ExpenseClaimDetail>
      {isMarking && shown ? (
        <MarkClaimPaidDialog
          claim={shown}
          today={today}
          isOpen
          onOpenChange={setMarking}
          onMarkPaid={async (values) => {
            try {
              await markExpenseClaimPaid(apiClient, { id: shown.id, ...values });
              return undefined;
            } catch (error) {
              return feedbackFor(error, ['reference', 'paidOn']);
            }
          }}
          onDone={(announcement) => {
            setMarking(false);
            toastQueue.add({ title: announcement, variant: 'success' });
            void claim.reload();
            void afterChange();
          }}
        />
      ) : null}
    </>
  );
}
