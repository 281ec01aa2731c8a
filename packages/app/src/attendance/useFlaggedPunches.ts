import { listFlaggedPunches, reviewPunch } from '@hr/api';
import type { FlaggedPunchesPanelProps } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

/**
 * The flagged punches panel's props for a reviewer (attendance.approve): asked for only when
 * `reviews`, so a reader who may not review never asks. A review can change a day of the report, so
 * `afterReview` follows each one.
 */
export function useFlaggedPunches(
  reviews: boolean,
  afterReview: () => Promise<void>,
): FlaggedPunchesPanelProps {
  const loaded = useLoad(
    async (signal) => (reviews ? (await listFlaggedPunches(apiClient, { signal })).returnObject.items : []),
    reviews,
  );
  const { reload } = loaded;
  return {
    status: loaded.status,
    errorMessage: loaded.errorMessage,
    onRetry: loaded.retry,
    punches: loaded.data ?? [],
    onReview: async (id, decision) =>
      (await changeThen(
        () => reviewPunch(apiClient, { id, decision }),
        () => Promise.all([reload(), afterReview()]),
      )) ?? null,
  };
}
