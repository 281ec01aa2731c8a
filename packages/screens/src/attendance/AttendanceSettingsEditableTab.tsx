import { Button, DataTable, type DataTableColumns, Icon } from '@hr/ui';
import { Fragment, type ReactNode, useState } from 'react';
import { useDialogSession } from '../employees/records/useDialogSession.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import styles from './AttendanceSettingsScreen.module.css';

/** What a tab's add-or-edit dialog is given each time it opens. */
export interface AttendanceSettingsTabDialog<TItem> {
  /** The row edited; undefined when adding. */
  item?: TItem;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
  /** The edit dialog's Delete: the tab asks before deleting. */
  onAskDelete: (item: TItem) => void;
}

export interface AttendanceSettingsEditableTabProps<TItem extends { id: string; name: string }> {
  /** Names the table ("Shift types"). */
  label: string;
  /** The add button ("Add shift type"). */
  addLabel: string;
  /** One row, in the delete question ("shift type"). */
  one: string;
  columns: DataTableColumns<TItem>;
  items: readonly TItem[];
  emptyState: ReactNode;
  /** What deleting a row does, told before it is done. */
  deleteDescription: (item: TItem) => string;
  onDelete: (item: TItem) => Promise<FormSubmitResult>;
  renderDialog: (dialog: AttendanceSettingsTabDialog<TItem>) => ReactNode;
}

/**
 * A Settings tab of rows kept by hand (shift types, sites): a status line and an add button, the
 * table whose rows open their dialog, and a delete asked first, whose refusal stays in the question.
 */
export function AttendanceSettingsEditableTab<TItem extends { id: string; name: string }>({
  label,
  addLabel,
  one,
  columns,
  items,
  emptyState,
  deleteDescription,
  onDelete,
  renderDialog,
}: AttendanceSettingsEditableTabProps<TItem>) {
  const dialog = useDialogSession<TItem>();
  const [deleting, setDeleting] = useState<TItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const open = (item?: TItem) => {
    setAnnouncement('');
    dialog.open(item);
  };

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <p role="status" className={listPage.status}>
          {announcement}
        </p>
        <Button onPress={() => open()}>
          <Icon name="add" /> {addLabel}
        </Button>
      </div>
      <DataTable
        aria-label={label}
        columns={columns}
        data={items}
        getRowId={(item) => item.id}
        enableColumnHiding={false}
        height="max(14rem, calc(100dvh - 28rem))"
        onRowAction={open}
        emptyState={emptyState}
      />
      {dialog.session > 0 ? (
        // Keyed by the opening, so each dialog starts from its row.
        <Fragment key={dialog.session}>
          {renderDialog({
            item: dialog.item,
            isOpen: dialog.isOpen,
            onOpenChange: (isOpen) => {
              if (!isOpen) dialog.close();
            },
            onDone: (message) => {
              dialog.close();
              setAnnouncement(message);
            },
            onAskDelete: (item) => {
              dialog.close();
              setDeleting(item);
            },
          })}
        </Fragment>
      ) : null}
      {deleting ? (
        <ConfirmActionDialog
          title={`Delete ${one}?`}
          description={deleteDescription(deleting)}
          confirmLabel={`Delete ${one}`}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
          onDone={() => setAnnouncement(`${deleting.name} deleted.`)}
        />
      ) : null}
    </div>
  );
}
