import type { ReferenceItemInput, ReferenceItemValues } from '@hr/domain';
import { Button, DataTable, EmptyState, Icon, SearchField } from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { ReferenceItemDialog } from './ReferenceItemDialog.tsx';
import type {
  EmployeeChoice,
  ReferenceDataProps,
  ReferenceDialogDefinition,
  ReferenceItem,
} from './referenceData.ts';

export interface ReferenceDataScreenProps<
  TItem extends ReferenceItem,
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
> extends ReferenceDataProps<TItem, TValues>,
    ReferenceDialogDefinition<TItem, TInput, TValues> {
  /** The employees a head is chosen from, for the kinds that have one. */
  employees?: readonly EmployeeChoice[];
}

/** Which dialog is open: a fresh one per opening (`session` is its key), adding or editing `item`. */
interface DialogState<TItem> {
  session: number;
  isOpen: boolean;
  item?: TItem;
}

/** Rows whose code or name contains the filter, ignoring case and surrounding spaces. */
function filterItems<TItem extends ReferenceItem>(items: readonly TItem[], filter: string) {
  const wanted = filter.trim().toLocaleLowerCase();
  if (!wanted) return items;
  return items.filter(
    (item) =>
      item.code.toLocaleLowerCase().includes(wanted) || item.name.toLocaleLowerCase().includes(wanted),
  );
}

/** The employer's lists are short, so the table shows them whole up to the height the window leaves. */
const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 22rem))';
const CODE_ORDER = [{ id: 'code', desc: false }];

/**
 * One list of reference data (§2.7): a heading with an add button, a filter, a table that sorts
 * by any column, and one dialog that adds a row or, opened from a row, edits, deactivates or
 * deletes it. Every screen of the kind (departments, job positions, levels, branches, banks) is
 * this screen with its own words, columns and fields.
 */
export function ReferenceDataScreen<
  TItem extends ReferenceItem,
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
>({
  kind,
  status,
  errorMessage,
  onRetry,
  items,
  onSave,
  onDelete,
  onSetActive,
  renderExtraFields,
  employees,
}: ReferenceDataScreenProps<TItem, TInput, TValues>) {
  const titleId = useId();
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<DialogState<TItem>>({ session: 0, isOpen: false });
  const [announcement, setAnnouncement] = useState('');
  const rows = useMemo(() => filterItems(items, filter), [items, filter]);
  // The row as the list has it now, so the dialog's Deactivate/Activate follows the latest state.
  const editedItem = dialog.item && (items.find((item) => item.id === dialog.item?.id) ?? dialog.item);

  const openDialog = (item?: TItem) => {
    setAnnouncement('');
    setDialog(({ session }) => ({ session: session + 1, isOpen: true, item }));
  };
  const closeDialog = () => setDialog((current) => ({ ...current, isOpen: false }));
  const addButton = (
    <Button onPress={() => openDialog()}>
      <Icon name="add" /> {kind.addLabel}
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            {kind.title}
          </h1>
          {/* Always there, so what a closed dialog did is announced. */}
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        {addButton}
      </div>
      <SearchField
        label={`Filter ${kind.many}`}
        placeholder="Code or name"
        value={filter}
        onChange={setFilter}
        className={listPage.filter}
      />
      {status === 'error' ? (
        <LoadError title={`The ${kind.many} could not be loaded.`} message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={kind.columns}
          data={rows}
          getRowId={(item) => item.id}
          defaultSorting={CODE_ORDER}
          enableColumnHiding={false}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          onRowAction={openDialog}
          emptyState={
            items.length === 0 ? (
              <EmptyState
                icon="building"
                title={`No ${kind.many} yet`}
                description={`The ${kind.many} you add appear here.`}
                action={addButton}
              />
            ) : (
              <EmptyState
                icon="search"
                title={`No ${kind.many} match “${filter.trim()}”`}
                description="The filter looks for the text in codes and names."
              />
            )
          }
        />
      )}
      {dialog.session > 0 ? (
        <ReferenceItemDialog
          key={dialog.session}
          kind={kind}
          item={editedItem}
          items={items}
          isOpen={dialog.isOpen}
          onOpenChange={(isOpen) => {
            if (!isOpen) closeDialog();
          }}
          onSave={onSave}
          onDelete={onDelete}
          onSetActive={onSetActive}
          onDone={(message) => {
            setAnnouncement(message);
            closeDialog();
          }}
          renderExtraFields={renderExtraFields}
          employees={employees}
        />
      ) : null}
    </div>
  );
}
