import type { DocumentCategory } from '@hr/domain';
import { Button, createDataTableColumns, EmptyState, Icon } from '@hr/ui';
import { useMemo } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import { DocumentCategoryFilter, noDocumentsIn } from './DocumentCategoryFilter.tsx';
import { LoadedAcknowledgementsDialog } from './LoadedAcknowledgementsDialog.tsx';
import { SharedDocumentDialog } from './SharedDocumentDialog.tsx';
import {
  acknowledgedText,
  type DocumentAcknowledgements,
  type SharedDocument,
  type SharedDocumentDialogData,
  scopeText,
  sharedWithText,
} from './sharedDocument.ts';
import { TeamListPage, type TeamListProps } from './TeamListPage.tsx';
import { useListDialogs } from './useListDialogs.ts';

export interface DocumentSharingScreenProps extends SharedDocumentDialogData, TeamListProps {
  /** The pages loaded so far, each row at its index; newest first (`total`: in the category chosen). */
  documents: ReadonlyArray<SharedDocument | undefined>;
  /** The category the list is narrowed to; null for all. */
  category: DocumentCategory | null;
  onCategoryChange: (category: DocumentCategory | null) => void;
  /** Deletes a document with its files and acknowledgements; answer a refusal as `{ message }`. */
  onDelete: (document: SharedDocument) => Promise<FormSubmitResult>;
  /** Who the document is shared with and who has acknowledged it. */
  onLoadAcknowledgements: (
    document: SharedDocument,
    signal: AbortSignal,
  ) => Promise<DocumentAcknowledgements>;
  /** A document to open for editing as the page opens (a notice's link). */
  opened?: SharedDocument | null;
  /** Where acknowledgement times are read; the browser's zone by default. */
  timeZone?: string;
}

const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 24rem))';

const ROW_ACTIONS = [
  { kind: 'edit', icon: 'edit', label: 'Edit' },
  { kind: 'acknowledgements', icon: 'users', label: 'Acknowledgements' },
  { kind: 'delete', icon: 'trash', label: 'Delete' },
] as const;

/**
 * Team › Document & Form Sharing for administrators (issue 15): every document with its category,
 * who it is for and how many have acknowledged it; Share Document and Edit open the dialog,
 * Acknowledgements shows who has and who has not, Delete asks first.
 */
export function DocumentSharingScreen({
  status,
  errorMessage,
  onRetry,
  total,
  documents,
  onVisibleRangeChange,
  category,
  onCategoryChange,
  onDelete,
  onLoadAcknowledgements,
  opened,
  timeZone,
  ...dialogData
}: DocumentSharingScreenProps) {
  const { dialog, message, setMessage, open, close, done } = useListDialogs<
    (typeof ROW_ACTIONS)[number]['kind'],
    SharedDocument
  >('edit', opened);

  const columns = useMemo(() => {
    const column = createDataTableColumns<SharedDocument>();
    return column.columns([
      column.accessor('title', { header: 'Title', meta: { width: 'minmax(12rem, 2fr)' } }),
      column.accessor('category', { header: 'Category', meta: { width: 'minmax(7rem, 0.7fr)' } }),
      column.accessor((row) => scopeText(row), {
        id: 'scope',
        header: 'Scope',
        meta: { width: 'minmax(12rem, 1.4fr)' },
      }),
      column.accessor((row) => sharedWithText(row), {
        id: 'sharedWith',
        header: 'Shared With',
        enableSorting: false,
        meta: { width: 'minmax(10rem, 1.2fr)' },
      }),
      column.accessor((row) => acknowledgedText(row), {
        id: 'acknowledged',
        header: 'Acknowledged',
        enableSorting: false,
        meta: { width: 'minmax(7rem, 0.7fr)' },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) =>
          ROW_ACTIONS.map(({ kind, icon, label }) => (
            <Button
              key={kind}
              variant="quiet"
              size="small"
              aria-label={`${label} ${row.original.title}`}
              onPress={() => open(kind, row.original)}
            >
              <Icon name={icon} /> {label}
            </Button>
          )),
        meta: { width: 'minmax(20rem, 2fr)' },
      }),
    ]);
  }, [open]);

  const shown = dialog?.row ?? null;
  const shareButton = (
    <Button onPress={() => open('edit')}>
      <Icon name="add" /> Share Document
    </Button>
  );

  return (
    <TeamListPage
      title="Document & Form Sharing"
      message={message}
      action={shareButton}
      filter={<DocumentCategoryFilter category={category} onCategoryChange={onCategoryChange} />}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      errorTitle="The documents could not be loaded."
      columns={columns}
      rows={documents}
      total={total}
      onVisibleRangeChange={onVisibleRangeChange}
      tableHeight={TABLE_HEIGHT}
      emptyState={
        category ? (
          <EmptyState
            icon="file"
            title={noDocumentsIn(category)}
            description="Documents filed under another category are not shown."
            action={
              <Button variant="secondary" onPress={() => onCategoryChange(null)}>
                Show all categories
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon="file"
            title="No documents shared yet"
            description="Share a policy or a form with everyone, with one employee, or keep it for the employer."
            action={shareButton}
          />
        )
      }
    >
      {dialog?.kind === 'edit' ? (
        <SharedDocumentDialog
          key={dialog.opening}
          {...dialogData}
          document={shown}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          onDone={done}
        />
      ) : null}
      {dialog?.kind === 'acknowledgements' && shown ? (
        <LoadedAcknowledgementsDialog
          key={dialog.opening}
          document={shown}
          onLoad={onLoadAcknowledgements}
          onClose={close}
          {...(timeZone ? { timeZone } : {})}
        />
      ) : null}
      {dialog?.kind === 'delete' && shown ? (
        <ConfirmActionDialog
          key={dialog.opening}
          title="Delete this document?"
          description={`“${shown.title}” will be deleted with its files and acknowledgements, and nobody will see it any more.`}
          confirmLabel="Delete"
          onConfirm={() => onDelete(shown)}
          onClose={close}
          onDone={() => setMessage('Document deleted.')}
        />
      ) : null}
    </TeamListPage>
  );
}
