import type { Loaded } from './useLoad.ts';

/** What a list page's screen takes of where its list stands. */
export interface ListState {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
}

/**
 * A set-up list's state once what it needs besides its rows has come too: loading until all has,
 * failed as soon as any failed, and Try again loads again what failed.
 */
export function waitingAlsoFor<T extends ListState>(list: T, ...needs: readonly Loaded<unknown>[]): T {
  const failed = needs.find((need) => need.status === 'error');
  if (failed) {
    return {
      ...list,
      status: 'error',
      errorMessage: failed.errorMessage,
      onRetry: () => {
        for (const need of needs) if (need.status === 'error') need.retry();
        if (list.status === 'error') list.onRetry?.();
      },
    };
  }
  if (needs.some((need) => need.status === 'loading')) {
    return { ...list, status: 'loading', errorMessage: undefined };
  }
  return list;
}
