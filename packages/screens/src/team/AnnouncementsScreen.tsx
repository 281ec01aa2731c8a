import { Button, createDataTableColumns, DataTable, type DataTableRange, EmptyState, Icon } from '@hr/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import type { Announcement, AnnouncementDialogData } from './announcement.ts';

export interface AnnouncementsScreenProps extends AnnouncementDialogData {
  /** 'loading' until the first page has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** How many announcements the employer has. */
  total: number;
  /** The pages loaded so far, each row at its index; newest effective date first. */
  announcements: ReadonlyArray<Announcement | undefined>;
  /** Asks for the pages covering the rows in view. */
  onVisibleRangeChange?: (range: DataTableRange) => void;
  /** Deletes an announcement with its files; answer the server's refusal as `{ message }`. */
  onDelete: (announcement: Announcement) => Promise<FormSubmitResult>;
  /** An announcement to open for editing as the page opens (the bell's link). */
  opened?: Announcement | null;
}

const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 20rem))';

type Dialogs =
  | { kind: 'edit'; opening: number; announcement: Announcement | null }
  | { kind: 'delete'; opening: number; announcement: Announcement };

/** "12 of 40": how many of those who can read it have. */
export const readText = ({ readCount, audience }: Pick<Announcement, 'readCount' | 'audience'>) =>
  `${readCount} of ${audience}`;

/**
 * Team › Announcements for administrators (issue 15): every announcement with its effective date,
 * whether it is published, its author and how many have read it; New Announcement and Edit open the
 * dialog, Delete asks first.
 */
export function AnnouncementsScreen({
  status,
  errorMessage,
  onRetry,
  total,
  announcements,
  onVisibleRangeChange,
  onDelete,
  opened,
  ...dialogData
}: AnnouncementsScreenProps) {
  const titleId = useId();
  const format = useRecordFormat('UTC');
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [message, setMessage] = useState('');
  const close = () => setDialog(null);

  useEffect(() => {
    if (opened) setDialog({ kind: 'edit', opening: 1, announcement: opened });
  }, [opened]);

  const columns = useMemo(() => {
    const open = (next: Omit<Dialogs, 'opening'>) => {
      setMessage('');
      setDialog((current) => ({ ...next, opening: (current?.opening ?? 0) + 1 }) as Dialogs);
    };
    const column = createDataTableColumns<Announcement>();
    return column.columns([
      column.accessor('title', { header: 'Title', meta: { width: 'minmax(12rem, 2fr)' } }),
      column.accessor('effectiveDate', {
        header: 'Effective Date',
        cell: ({ getValue }) => format.day(getValue()),
        meta: { width: 'minmax(9rem, 1fr)', toText: (value) => format.day(String(value)) },
      }),
      column.accessor((row) => (row.published ? 'Yes' : 'No'), {
        id: 'published',
        header: 'Published',
        meta: { width: 'minmax(6rem, 0.6fr)' },
      }),
      column.accessor('authorName', { header: 'Author', meta: { width: 'minmax(9rem, 1fr)' } }),
      column.accessor((row) => readText(row), {
        id: 'read',
        header: 'Read',
        enableSorting: false,
        meta: { width: 'minmax(6rem, 0.6fr)' },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) => (
          <>
            <Button
              variant="quiet"
              size="small"
              aria-label={`Edit ${row.original.title}`}
              onPress={() => open({ kind: 'edit', announcement: row.original })}
            >
              <Icon name="edit" /> Edit
            </Button>
            <Button
              variant="quiet"
              size="small"
              aria-label={`Delete ${row.original.title}`}
              onPress={() => open({ kind: 'delete', announcement: row.original })}
            >
              <Icon name="trash" /> Delete
            </Button>
          </>
        ),
        meta: { width: 'minmax(11rem, 1fr)' },
      }),
    ]);
  }, [format]);

  const newButton = (
    <Button
      onPress={() => {
        setMessage('');
        setDialog((current) => ({ kind: 'edit', opening: (current?.opening ?? 0) + 1, announcement: null }));
      }}
    >
      <Icon name="add" /> New Announcement
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Announcements
          </h1>
          <p role="status" className={listPage.status}>
            {message}
          </p>
        </div>
        {newButton}
      </div>
      {status === 'error' ? (
        <LoadError title="The announcements could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={announcements}
          rowCount={status === 'ready' ? total : 0}
          onVisibleRangeChange={onVisibleRangeChange}
          getRowId={(announcement) => announcement.id}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          emptyState={
            <EmptyState
              icon="bell"
              title="No announcements yet"
              description="Tell everyone what is new: published announcements show to employees from their effective date."
              action={newButton}
            />
          }
        />
      )}
      {dialog?.kind === 'edit' ? (
        <AnnouncementDialog
          key={dialog.opening}
          {...dialogData}
          announcement={dialog.announcement}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          onDone={(done) => {
            setMessage(done);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmActionDialog
          key={dialog.opening}
          title="Delete this announcement?"
          description={`“${dialog.announcement.title}” will be deleted with its files, and employees will no longer see it.`}
          confirmLabel="Delete"
          onConfirm={() => onDelete(dialog.announcement)}
          onClose={close}
          onDone={() => setMessage('Announcement deleted.')}
        />
      ) : null}
    </div>
  );
}
