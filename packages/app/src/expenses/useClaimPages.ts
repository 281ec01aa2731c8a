import { useRef, useState } from 'react';
import { useLoad } from '../api/useLoad.ts';

/** The contract's largest page of claims: one call is a screenful. */
export const CLAIM_PAGE_SIZE = 100;

/** One page of claims as list-my-expense-claims and list-expense-claim-queue answer it. */
interface ClaimPage<Row> {
  items: readonly Row[];
  total: number;
}

/**
 * A list of claims the server pages by offset: the first page on open and whenever `key` changes
 * (a status chosen), then one more per Show more. A change reloads the pages shown, quietly.
 */
export function useClaimPages<Row>(
  fetchPage: (offset: number, limit: number, signal: AbortSignal) => Promise<ClaimPage<Row>>,
  key?: unknown,
) {
  const shown = useRef(CLAIM_PAGE_SIZE);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const loaded = useLoad(async (signal) => {
    const items: Row[] = [];
    let total = 0;
    for (let offset = 0; offset < shown.current; offset += CLAIM_PAGE_SIZE) {
      const page = await fetchPage(offset, CLAIM_PAGE_SIZE, signal);
      items.push(...page.items);
      total = page.total;
      if (items.length >= total) break;
    }
    return { items, total };
  }, key);
  return {
    status: loaded.status,
    errorMessage: loaded.errorMessage,
    onRetry: loaded.retry,
    reload: loaded.reload,
    items: loaded.data?.items ?? [],
    total: loaded.data?.total ?? 0,
    isLoadingMore,
    onShowMore: () => {
      shown.current = (loaded.data?.items.length ?? 0) + CLAIM_PAGE_SIZE;
      setLoadingMore(true);
      void loaded.reload().finally(() => setLoadingMore(false));
    },
  };
}
