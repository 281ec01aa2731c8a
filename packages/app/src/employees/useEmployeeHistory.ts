import { type AuditEventItem, getEmployeeHistory } from '@hr/api';
import type { RecordHistoryProps } from '@hr/screens';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';

const PAGE_SIZE = 20;

/** The record's History tab: loaded when first opened, then a page more at each Show more. */
export function useEmployeeHistory(employeeId: string) {
  const [stored, setState] = useState<{
    employeeId: string;
    status: RecordHistoryProps['status'];
    events: AuditEventItem[];
    total: number;
    errorMessage?: string;
    isLoadingMore?: boolean;
  } | null>(null);
  // Another record's history is not this one's: opening another employee starts again.
  const state = stored?.employeeId === employeeId ? stored : null;

  const load = async (page: number) => {
    setState((current) =>
      page === 1 || !current
        ? { employeeId, status: 'loading', events: [], total: 0 }
        : { ...current, isLoadingMore: true },
    );
    try {
      const { returnObject } = await getEmployeeHistory(apiClient, { employeeId, page, pageSize: PAGE_SIZE });
      setState((current) => ({
        employeeId,
        status: 'ready',
        events: [...(page === 1 ? [] : (current?.events ?? [])), ...returnObject.events],
        total: returnObject.total,
      }));
    } catch (error) {
      setState({
        employeeId,
        status: 'error',
        events: [],
        total: 0,
        errorMessage: feedbackFor(error).message,
      });
    }
  };

  const history: RecordHistoryProps = {
    status: state?.status ?? 'loading',
    events: state?.events ?? [],
    total: state?.total ?? 0,
    ...(state?.errorMessage ? { errorMessage: state.errorMessage } : {}),
    onRetry: () => void load(1),
    onShowMore: () => void load(Math.floor((state?.events.length ?? 0) / PAGE_SIZE) + 1),
    isLoadingMore: state?.isLoadingMore ?? false,
  };
  return { history, onHistoryOpen: () => (state ? undefined : void load(1)) };
}
