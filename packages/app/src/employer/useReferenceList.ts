import type { ReferenceItem } from '@hr/screens';
import { type CallFeedback, feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { toastQueue } from '../toasts.ts';

/** How one kind of reference data reaches the server, and how its rows look on screen. */
export interface ReferenceListApi<TRow extends { id: string }, TItem extends ReferenceItem, TValues> {
  list: (signal: AbortSignal) => Promise<readonly TRow[]>;
  /** Answers the row created, so a caller can choose it at once (the Employee form's Add buttons). */
  create: (values: TValues) => Promise<{ returnObject: TRow }>;
  update: (id: string, values: TValues) => Promise<unknown>;
  setActive: (id: string, active: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<{ returnMessage: string }>;
  toItem: (row: TRow) => TItem;
  /** The form fields a server error may name (a 409 on `code`). */
  fields: readonly Extract<keyof TValues, string>[];
}

/** While loading or failed there are no rows; one array, so the table's memos hold between renders. */
const NO_ITEMS: readonly never[] = [];

/**
 * One reference list (departments, banks...) wired to its screen: loaded with the inactive rows too,
 * reloaded quietly after every change so the table never flashes back to loading, and every failed
 * call turned into the screen's feedback.
 */
export function useReferenceList<TRow extends { id: string }, TItem extends ReferenceItem, TValues>(
  api: ReferenceListApi<TRow, TItem, TValues>,
) {
  const list = useLoad(async (signal) => (await api.list(signal)).map(api.toItem));

  const attempt = async <Field extends string>(
    call: () => Promise<unknown>,
    fields: readonly Field[] = [],
  ): Promise<CallFeedback<Field> | undefined> => {
    try {
      await call();
    } catch (error) {
      return feedbackFor(error, fields);
    }
    await list.reload();
    return undefined;
  };

  return {
    status: list.status,
    errorMessage: list.errorMessage,
    items: list.data ?? NO_ITEMS,
    onRetry: list.retry,
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
