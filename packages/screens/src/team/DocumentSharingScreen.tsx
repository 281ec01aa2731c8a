import type { DocumentCategory } from '@hr/domain';
import { Button, createDataTableColumns, DataTable, type DataTableRange, EmptyState, Icon } from '@hr/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
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

export interface DocumentSharingScreenProps extends SharedDocumentDialogData {
  /** 'loading' until the first page has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** How many documents the employer has (in the category chosen). */
  total: number;
  /** The pages loaded so far, each row at its index; newest first. */
  documents: ReadonlyArray<SharedDocument | undefined>;
  /** Asks for the pages covering the rows in view. */
  onVisibleRangeChange?: (range: DataTableRange) => void;
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

type Dialogs =
  | { kind: 'edit'; opening: number; document: SharedDocument | null }
  | { kind: 'acknowledgements' | 'delete'; opening: number; document: SharedDocument };

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
  const titleId = useId();
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [message, setMessage] = useState('');
  const close = () => setDialog(null);

  useEffect(() => {
    if (opened) setDialog({ kind: 'edit', opening: 1, document: opened });
  }, [opened]);

  const columns = useMemo(() => {
    const open = (next: Omit<Dialogs, 'opening'>) => {
      setMessage('');
      setDialog((current) => ({ ...next, opening: (current?.opening ?? 0) + 1 }) as Dialogs);
    };
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
              onPress={() => open({ kind, document: row.original })}
            >
              <Icon name={icon} /> {label}
            </Button>
          )),
        meta: { width: 'minmax(20rem, 2fr)' },
      }),
    ]);
  }, []);

  const shareButton = (
    <Button
      onPress={() => {
        setMessage('');
        setDialog((current) => ({ kind: 'edit', opening: (current?.opening ?? 0) + 1, document: null }));
      }}
    >
      <Icon name="add" /> Share Document
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Document &amp; Form Sharing
          </h1>
          <p role="status" className={listPage.status}>
            {message}
          </p>
        </div>
        {shareButton}
      </div>
      <DocumentCategoryFilter category={category} onCategoryChange={onCategoryChange} />
      {status === 'error' ? (
        <LoadError title="The documents could not be loaded." message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={documents}
          rowCount={status === 'ready' ? total : 0}
          onVisibleRangeChange={onVisibleRangeChange}
          getRowId={(document) => document.id}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
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
        />
      )}
      {dialog?.kind === 'edit' ? (
        <SharedDocumentDialog
          key={dialog.opening}
          {...dialogData}
          document={dialog.document}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          onDone={(done) => {
            setMessage(done);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'acknowledgements' ? (
        <LoadedAcknowledgementsDialog
          key={dialog.opening}
          document={dialog.document}
          onLoad={onLoadAcknowledgements}
          onClose={close}
          {...(timeZone ? { timeZone } : {})}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmActionDialog
          key={dialog.opening}
          title="Delete this document?"
          description={`“${dialog.document.title}” will be deleted with its files and acknowledgements, and nobody will see it any more.`}
          confirmLabel="Delete"
          onConfirm={() => onDelete(dialog.document)}
          onClose={close}
          onDone={() => setMessage('Document deleted.')}
        />
      ) : null}
    </div>
  );
}
