import type { ReferenceItem } from '@hr/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CallFeedback, feedbackFor } from '../api/feedback.ts';
import { toastQueue } from '../toasts.ts';

/** How one kind of reference data reaches the server, and how its rows look on screen. */
export interface ReferenceListApi<TRow extends { id: string }, TItem extends ReferenceItem, TValues> {
  list: (signal: AbortSignal) => Promise<readonly TRow[]>;
  create: (values: TValues) => Promise<unknown>;
  update: (id: string, values: TValues) => Promise<unknown>;
  setActive: (id: string, active: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<{ returnMessage: string }>;
  toItem: (row: TRow) => TItem;
  /** The form fields a server error may name (a 409 on `code`). */
  fields: readonly Extract<keyof TValues, string>[];
}

interface ListState<TItem> {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  items: readonly TItem[];
}

/**
 * One reference list (departments, banks...) wired to its screen: loaded with the inactive rows too,
 * reloaded quietly after every change so the table never flashes back to loading, and every failed
 * call turned into the screen's feedback.
 */
export function useReferenceList<TRow extends { id: string }, TItem extends ReferenceItem, TValues>(
  api: ReferenceListApi<TRow, TItem, TValues>,
) {
  const [state, setState] = useState<ListState<TItem>>({ status: 'loading', items: [] });
  const apiRef = useRef(api);
  apiRef.current = api;

  const load = useCallback(async (signal: AbortSignal, quietly: boolean) => {
    if (!quietly) setState({ status: 'loading', items: [] });
    try {
      const rows = await apiRef.current.list(signal);
      if (!signal.aborted) setState({ status: 'ready', items: rows.map(apiRef.current.toItem) });
    } catch (error) {
      if (!signal.aborted) setState({ status: 'error', items: [], errorMessage: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal, false);
    return () => controller.abort();
  }, [load]);

  const reloadQuietly = () => load(new AbortController().signal, true);
  const attempt = async <Field extends string>(
    call: () => Promise<unknown>,
    fields: readonly Field[] = [],
  ): Promise<CallFeedback<Field> | undefined> => {
    try {
      await call();
    } catch (error) {
      return feedbackFor(error, fields);
    }
    await reloadQuietly();
    return undefined;
  };

  return {
    ...state,
    onRetry: () => void load(new AbortController().signal, false),
    onSave: (values: TValues, existing?: TItem) =>
      attempt(() => (existing ? api.update(existing.id, values) : api.create(values)), api.fields),
    onSetActive: (item: TItem, active: boolean) => attempt(() => api.setActive(item.id, active)),
    onDelete: (item: TItem) =>
      attempt(async () => {
        const { returnMessage } = await api.remove(item.id);
        toastQueue.add({ title: returnMessage, variant: 'success' });
      }),
  };
}
