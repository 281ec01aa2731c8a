import {
  Button,
  DataTable,
  type DataTableColumns,
  EmptyState,
  Icon,
  type IconName,
  SearchField,
} from '@hr/ui';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import listPage from './ListPage.module.css';
import { LoadError } from './LoadError.tsx';
import pageHeader from './PageHeader.module.css';

/** What an editable list's dialog is told when the screen opens it. */
export interface EditableListDialogProps<TItem> {
  /** The row to edit, as the list has it now; undefined when adding. */
  item?: TItem;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Closes the dialog and announces what it did ("Annual leave added."). */
  onDone: (announcement: string) => void;
}

/** The words an editable list speaks. */
export interface EditableListWords {
  /** The page heading, which also names the table ("Departments"). */
  title: string;
  /** A line under the heading that says what the list is for, where its title does not. */
  description?: string;
  /** Several rows, in a sentence ("departments"). */
  many: string;
  /** The page's add button ("Add Department"). */
  addLabel: string;
  /** What the filter looks in, for its placeholder ("Code or name"). */
  filterPlaceholder: string;
  /** The same, in a sentence ("codes and names"). */
  filterScope: string;
}

export interface EditableListScreenProps<TItem extends { id: string }> {
  words: EditableListWords;
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Every row; the screen sorts and filters them itself. */
  items: readonly TItem[];
  /** Code first: the table starts sorted by the column with id `code`, or by `sortedBy`'s. */
  columns: DataTableColumns<TItem>;
  /** The column the table starts sorted by, for a list without codes (a vehicle type, a currency). */
  sortedBy?: string;
  /** The texts of a row the filter looks in. */
  searchText: (item: TItem) => readonly string[];
  emptyIcon?: IconName;
  /** The add-or-edit dialog; the screen mounts a fresh one per opening. */
  renderDialog: (dialog: EditableListDialogProps<TItem>) => ReactNode;
  /** Another way to add rows, beside the add button ("Start from a template"). */
  headerActions?: ReactNode;
}

/** Which dialog is open: a fresh one per opening (`session` is its key), adding or editing `item`. */
interface DialogState<TItem> {
  session: number;
  isOpen: boolean;
  item?: TItem;
}

/** The lists are short, so the table shows them whole up to the height the window leaves. */
const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 22rem))';

/**
 * A list the user keeps by hand (the employer's reference data, leave types): a heading with an add
 * button and a status line, a filter, a table that sorts by any column, and one dialog that adds a
 * row or, opened from a row, edits it. What a closed dialog did is announced in the status line.
 */
export function EditableListScreen<TItem extends { id: string }>({
  words,
  status,
  errorMessage,
  onRetry,
  items,
  columns,
  searchText,
  emptyIcon = 'building',
  sortedBy = 'code',
  renderDialog,
  headerActions,
}: EditableListScreenProps<TItem>) {
  const titleId = useId();
  const [filter, setFilter] = useState('');
  const [dialog, setDialog] = useState<DialogState<TItem>>({ session: 0, isOpen: false });
  const [announcement, setAnnouncement] = useState('');
  const defaultSorting = useMemo(() => [{ id: sortedBy, desc: false }], [sortedBy]);
  const rows = useMemo(() => {
    const wanted = filter.trim().toLocaleLowerCase();
    if (!wanted) return items;
    return items.filter((item) => searchText(item).some((text) => text.toLocaleLowerCase().includes(wanted)));
  }, [items, filter, searchText]);
  // The row as the list has it now, so the dialog follows changes made from it (Deactivate/Activate).
  const editedItem = dialog.item && (items.find((item) => item.id === dialog.item?.id) ?? dialog.item);

  const openDialog = (item?: TItem) => {
    setAnnouncement('');
    setDialog(({ session }) => ({ session: session + 1, isOpen: true, item }));
  };
  const closeDialog = () => setDialog((current) => ({ ...current, isOpen: false }));
  const addButton = (
    <Button onPress={() => openDialog()}>
      <Icon name="add" /> {words.addLabel}
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            {words.title}
          </h1>
          {words.description ? <p className={listPage.description}>{words.description}</p> : null}
          {/* Always there, so what a closed dialog did is announced. */}
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        {headerActions ? (
          <div className={listPage.headerActions}>
            {headerActions}
            {addButton}
          </div>
        ) : (
          addButton
        )}
      </div>
      <SearchField
        label={`Filter ${words.many}`}
        placeholder={words.filterPlaceholder}
        value={filter}
        onChange={setFilter}
        className={listPage.filter}
      />
      {status === 'error' ? (
        <LoadError
          title={`The ${words.many} could not be loaded.`}
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={rows}
          getRowId={(item) => item.id}
          defaultSorting={defaultSorting}
          enableColumnHiding={false}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          onRowAction={openDialog}
          emptyState={
            items.length === 0 ? (
              <EmptyState
                icon={emptyIcon}
                title={`No ${words.many} yet`}
                description={`The ${words.many} you add appear here.`}
                action={addButton}
              />
            ) : (
              <EmptyState
                icon="search"
                title={`No ${words.many} match “${filter.trim()}”`}
                description={`The filter looks for the text in ${words.filterScope}.`}
              />
            )
          }
        />
      )}
      {dialog.session > 0 ? (
        // Keyed by the opening, so each dialog starts from its row and forgets the last opening.
        <Fragment key={dialog.session}>
          {renderDialog({
            item: editedItem,
            isOpen: dialog.isOpen,
            onOpenChange: (isOpen) => {
              if (!isOpen) closeDialog();
            },
            onDone: (message) => {
              setAnnouncement(message);
              closeDialog();
            },
          })}
        </Fragment>
      ) : null}
    </div>
  );
}
