import { Button, createDataTableColumns, EmptyState, Icon } from '@hr/ui';
import { useMemo } from 'react';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import type { Announcement, AnnouncementDialogData } from './announcement.ts';
import { TeamListPage, type TeamListProps } from './TeamListPage.tsx';
import { useListDialogs } from './useListDialogs.ts';

export interface AnnouncementsScreenProps extends AnnouncementDialogData, TeamListProps {
  /** The pages loaded so far, each row at its index; newest effective date first. */
  announcements: ReadonlyArray<Announcement | undefined>;
  /** Deletes an announcement with its files; answer the server's refusal as `{ message }`. */
  onDelete: (announcement: Announcement) => Promise<FormSubmitResult>;
  /** An announcement to open for editing as the page opens (the bell's link). */
  opened?: Announcement | null;
}

/** "12 of 40": how many of those who can read it have. */
export const readText = ({ readCount, audience }: Pick<Announcement, 'readCount' | 'audience'>) =>
  `${readCount} of ${audience}`;

/**
 * Team › Announcements for administrators (issue 15): every announcement with its effective date,
 * whether it is published, its author and how many have read it; New Announcement and Edit open the
 * dialog, Delete asks first.
 */
export function AnnouncementsScreen({
  announcements,
  onDelete,
  opened,
  status,
  errorMessage,
  onRetry,
  total,
  onVisibleRangeChange,
  ...dialogData
}: AnnouncementsScreenProps) {
  const format = useRecordFormat('UTC');
  const { dialog, message, setMessage, open, close, done } = useListDialogs<'edit' | 'delete', Announcement>(
    'edit',
    opened,
  );

  const columns = useMemo(() => {
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
              onPress={() => open('edit', row.original)}
            >
              <Icon name="edit" /> Edit
            </Button>
            <Button
              variant="quiet"
              size="small"
              aria-label={`Delete ${row.original.title}`}
              onPress={() => open('delete', row.original)}
            >
              <Icon name="trash" /> Delete
            </Button>
          </>
        ),
        meta: { width: 'minmax(11rem, 1fr)' },
      }),
    ]);
  }, [format, open]);

  const shown = dialog?.row ?? null;
  const newButton = (
    <Button onPress={() => open('edit')}>
      <Icon name="add" /> New Announcement
    </Button>
  );

  return (
    <TeamListPage
      title="Announcements"
      message={message}
      action={newButton}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      errorTitle="The announcements could not be loaded."
      columns={columns}
      rows={announcements}
      total={total}
      onVisibleRangeChange={onVisibleRangeChange}
      emptyState={
        <EmptyState
          icon="bell"
          title="No announcements yet"
          description="Tell everyone what is new: published announcements show to employees from their effective date."
          action={newButton}
        />
      }
    >
      {dialog?.kind === 'edit' ? (
        <AnnouncementDialog
          key={dialog.opening}
          {...dialogData}
          announcement={shown}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          onDone={done}
        />
      ) : null}
      {dialog?.kind === 'delete' && shown ? (
        <ConfirmActionDialog
          key={dialog.opening}
          title="Delete this announcement?"
          description={`“${shown.title}” will be deleted with its files, and employees will no longer see it.`}
          confirmLabel="Delete"
          onConfirm={() => onDelete(shown)}
          onClose={close}
          onDone={() => setMessage('Announcement deleted.')}
        />
      ) : null}
    </TeamListPage>
  );
}
