import {
  listExchangeRates,
  listExpenseCategories,
  listMileageRates,
  listMyExpenseClaims,
  saveExpenseClaim,
  submitExpenseClaim,
} from '@hr/api';
import { DEFAULT_ROUNDING_RULE, type ExpenseClaimStatus } from '@hr/domain';
import {
  type ExpenseClaim,
  ExpenseClaimEditor,
  type ExpenseClaimValues,
  MyExpenseClaimsScreen,
} from '@hr/screens';
import { Button } from '@hr/ui';
import { useCallback, useMemo, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { uploadStoredFile } from '../api/storedFiles.ts';
import { useLoad } from '../api/useLoad.ts';
import { ExpenseClaimPanel, useExpenseClaim } from '../expenses/ExpenseClaimPanel.tsx';
import {
  toCategoryChoices,
  toClaim,
  toClaimSummary,
  toExchangeRateEntries,
  toMileageRateChoices,
} from '../expenses/expenseClaims.ts';
import { useClaimPages } from '../expenses/useClaimPages.ts';
import { useEmployerToday } from '../expenses/useEmployerToday.ts';
import { payrollMoneyOf } from '../expenses/usePayrollMoney.ts';
import { toastQueue } from '../toasts.ts';

/** Stands in for the payroll money until set-up has loaded; the editor shows no form before then. */
const LOADING_MONEY = { currency: 'XXX', digits: 2, rounding: DEFAULT_ROUNDING_RULE } as const;

/** What the page shows under the list: nothing, a claim's editor (a new one: no id yet), or its detail. */
type Opened = { kind: 'edit'; id: string | null } | { kind: 'view'; id: string } | null;

/**
 * Expense Claims › My Claims (issue 32 item 5): the reader's own claims by status. New claim and a
 * draft open the editor in place of the list; any other claim opens its detail under the list.
 */
export function Component() {
  const [statusFilter, setStatusFilter] = useState<ExpenseClaimStatus | null>(null);
  const [opened, setOpened] = useState<Opened>(null);
  const fetchPage = useCallback(
    async (offset: number, limit: number, signal: AbortSignal) =>
      (
        await listMyExpenseClaims(
          apiClient,
          { offset, limit, ...(statusFilter ? { status: statusFilter } : {}) },
          { signal },
        )
      ).returnObject,
    [statusFilter],
  );
  const claims = useClaimPages(fetchPage, statusFilter);
  const rows = useMemo(() => claims.items.map(toClaimSummary), [claims.items]);

  if (opened?.kind === 'edit') {
    return (
      <ClaimEditor
        id={opened.id}
        onClose={(submitted) => {
          setOpened(submitted ? { kind: 'view', id: submitted } : null);
          void claims.reload();
        }}
      />
    );
  }
  return (
    <>
      <MyExpenseClaimsScreen
        status={claims.status}
        errorMessage={claims.errorMessage}
        onRetry={claims.onRetry}
        claims={rows}
        total={claims.total}
        onShowMore={claims.onShowMore}
        isLoadingMore={claims.isLoadingMore}
        statusFilter={statusFilter}
        onStatusFilterChange={setStatusFilter}
        onNew={() => setOpened({ kind: 'edit', id: null })}
        onEdit={(claim) => setOpened({ kind: 'edit', id: claim.id })}
        onView={(claim) => setOpened({ kind: 'view', id: claim.id })}
      />
      {opened?.kind === 'view' ? (
        <ClaimView id={opened.id} onClose={() => setOpened(null)} afterChange={claims.reload} />
      ) : null}
    </>
  );
}

function ClaimView({
  id,
  onClose,
  afterChange,
}: {
  id: string;
  onClose: () => void;
  afterChange: () => Promise<unknown>;
}) {
  const claim = useExpenseClaim(id);
  return (
    <ExpenseClaimPanel claim={claim} afterChange={afterChange}>
      <Button variant="secondary" onPress={onClose}>
        Close
      </Button>
    </ExpenseClaimPanel>
  );
}

/**
 * The set-up a claim is typed against: the active categories and mileage rates, the rate table, and
 * the payroll currency and rounding (stated with the categories, for claimants too).
 */
function useClaimSetUp() {
  return useLoad(async (signal) => {
    const options = { signal };
    const [categories, mileageRates, exchangeRates] = await Promise.all([
      listExpenseCategories(apiClient, options),
      listMileageRates(apiClient, options),
      listExchangeRates(apiClient, options),
    ]);
    return {
      money: payrollMoneyOf(categories.returnObject),
      categories: toCategoryChoices(categories.returnObject.items),
      mileageRates: toMileageRateChoices(mileageRates.returnObject.items),
      exchangeRates: toExchangeRateEntries(exchangeRates.returnObject.items),
    };
  });
}

/**
 * A claim's editor: a new claim is saved as a draft on its first Save (the id kept, so the next save
 * changes the same draft); Submit saves what is typed, then submits it. `onClose` gets the id of a
 * submitted claim, to show it.
 */
function ClaimEditor({ id, onClose }: { id: string | null; onClose: (submittedId: string | null) => void }) {
  // The draft as loaded (an existing one), then as each Save answered it: the editor starts again
  // from the saved claim, so its lines carry the ids (and receipts) the server gave them.
  const draft = useExpenseClaim(id);
  const [saved, setSaved] = useState<{ claim: ExpenseClaim; count: number } | null>(null);
  const claim = saved?.claim ?? draft.data ?? null;
  const setUp = useClaimSetUp();
  const today = useEmployerToday();
  const failed = [draft, setUp].find((load) => load.status === 'error');
  const loading = [draft, setUp].some((load) => load.status === 'loading');

  const save = async (values: ExpenseClaimValues) => {
    const { returnObject } = await saveExpenseClaim(apiClient, {
      ...(claim ? { id: claim.id } : {}),
      ...values,
    });
    return toClaim(returnObject);
  };

  return (
    <ExpenseClaimEditor
      key={saved?.count ?? 0}
      status={failed ? 'error' : loading ? 'loading' : 'ready'}
      errorMessage={failed?.errorMessage}
      onRetry={() => {
        for (const load of [draft, setUp]) if (load.status === 'error') load.retry();
      }}
      claim={claim}
      // Read only once set-up has loaded: the editor shows its form only when ready.
      money={setUp.data?.money ?? LOADING_MONEY}
      today={today}
      categories={setUp.data?.categories ?? []}
      mileageRates={setUp.data?.mileageRates ?? []}
      exchangeRates={setUp.data?.exchangeRates ?? []}
      onUpload={uploadStoredFile}
      onSave={async (values) => {
        try {
          const answer = await save(values);
          setSaved({ claim: answer, count: (saved?.count ?? 0) + 1 });
          toastQueue.add({ title: `${answer.number} saved as a draft.`, variant: 'success' });
          return undefined;
        } catch (error) {
          return feedbackFor(error, 'any-field');
        }
      }}
      onSubmit={async (values) => {
        try {
          const answer = await save(values);
          // Saved but refused on submit (a limit, a receipt): the draft stays, with the ids it now has.
          setSaved({ claim: answer, count: saved?.count ?? 0 });
          await submitExpenseClaim(apiClient, { id: answer.id });
          toastQueue.add({ title: `${answer.number} submitted for approval.`, variant: 'success' });
          onClose(answer.id);
          return undefined;
        } catch (error) {
          return feedbackFor(error, 'any-field');
        }
      }}
      onCancel={() => onClose(null)}
    />
  );
}
