import { changeThen } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { toastQueue } from '../toasts.ts';

/** How one kind of editable list (departments, work weeks...) reaches the server, and how its rows look on screen. */
export interface EditableListApi<
  TRow extends { id: string },
  TItem extends { id: string },
  TValues,
  TField extends string = Extract<keyof TValues, string>,
> {
  list: (signal: AbortSignal) => Promise<readonly TRow[]>;
  /** Answers the row created, so a caller can choose it at once (the Employee form's Add buttons). */
  create: (values: TValues) => Promise<{ returnObject: TRow }>;
  update: (id: string, values: TValues) => Promise<unknown>;
  remove: (id: string) => Promise<{ returnMessage: string }>;
  toItem: (row: TRow) => TItem;
  /**
   * The form fields a server error may name (a 409 on `code`); 'any-field' for a form that places
   * any dotted path itself (a calendar's `holidays.3.date`).
   */
  fields: readonly TField[] | 'any-field';
}

/** A list whose rows are also switched on and off at once (reference data, leave types). */
export interface ReferenceListApi<
  TRow extends { id: string },
  TItem extends { id: string },
  TValues,
  TField extends string = Extract<keyof TValues, string>,
> extends EditableListApi<TRow, TItem, TValues, TField> {
  setActive: (id: string, active: boolean) => Promise<unknown>;
}

/** While loading or failed there are no rows; one array, so the table's memos hold between renders. */
const NO_ITEMS: readonly never[] = [];

/**
 * One editable list wired to its screen: loaded with the inactive rows too, reloaded quietly after
 * every change so the table never flashes back to loading, and every failed call turned into the
 * screen's feedback (the dialog keeps what was typed). `attempt` runs a further change the same way.
 */
function useListCalls<
  TRow extends { id: string },
  TItem extends { id: string },
  TValues,
  TField extends string,
>(api: EditableListApi<TRow, TItem, TValues, TField>) {
  const list = useLoad(async (signal) => (await api.list(signal)).map(api.toItem));

  const attempt = <Field extends string>(
    call: () => Promise<unknown>,
    fields: readonly Field[] | 'any-field' = [],
  ) => changeThen(call, list.reload, fields);

  return {
    status: list.status,
    errorMessage: list.errorMessage,
    items: list.data ?? NO_ITEMS,
    onRetry: list.retry,
    onSave: (values: TValues, existing?: TItem) =>
      attempt(() => (existing ? api.update(existing.id, values) : api.create(values)), api.fields),
    onDelete: (item: TItem) =>
      attempt(async () => {
        const { returnMessage } = await api.remove(item.id);
        toastQueue.add({ title: returnMessage, variant: 'success' });
      }),
    attempt,
    reload: list.reload,
  };
}

/** The props of an editable list's screen (work weeks, holiday calendars). */
export function useEditableList<
  TRow extends { id: string },
  TItem extends { id: string },
  TValues,
  TField extends string = Extract<keyof TValues, string>,
>(api: EditableListApi<TRow, TItem, TValues, TField>) {
  const { attempt: _attempt, reload: _reload, ...list } = useListCalls(api);
  return list;
}

/** An editable list with the rows' active switch (departments, banks... and leave types). */
export function useReferenceList<
  TRow extends { id: string },
  TItem extends { id: string },
  TValues,
  TField extends string = Extract<keyof TValues, string>,
>(api: ReferenceListApi<TRow, TItem, TValues, TField>) {
  return useReloadableReferenceList(api).list;
}

/** The same, with a quiet `reload` for rows made elsewhere (a country template's, on Statutory Taxes). */
export function useReloadableReferenceList<
  TRow extends { id: string },
  TItem extends { id: string },
  TValues,
  TField extends string = Extract<keyof TValues, string>,
>(api: ReferenceListApi<TRow, TItem, TValues, TField>) {
  const { attempt, reload, ...list } = useListCalls(api);
  return {
    list: {
      ...list,
      onSetActive: (item: TItem, active: boolean) => attempt(() => api.setActive(item.id, active)),
    },
    reload,
  };
}
