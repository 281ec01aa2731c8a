import { createDataTableColumns, DataTable, Dialog, EmptyState, Spinner } from '@hr/ui';
import { getLocalTimeZone } from '@internationalized/date';
import { useId, useMemo } from 'react';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import { LoadError } from '../layout/LoadError.tsx';
import styles from './SharedDocuments.module.css';
import {
  type DocumentAcknowledgement,
  type DocumentAcknowledgements,
  REASON_LABELS,
} from './sharedDocument.ts';

export interface DocumentAcknowledgementsDialogProps {
  /** The document's title (plain text). */
  title: string;
  /** 'loading' until the recipients have come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string | undefined;
  onRetry?: (() => void) | undefined;
  acknowledgements: DocumentAcknowledgements | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the acknowledgement times are read; the browser's zone by default. */
  timeZone?: string;
}

/** "3 of 4 have acknowledged". */
export const acknowledgedSummary = ({ acknowledgedCount, recipientCount }: DocumentAcknowledgements) =>
  `${acknowledgedCount} of ${recipientCount} ${acknowledgedCount === 1 ? 'has' : 'have'} acknowledged`;

/**
 * "Acknowledgements: <title>" (issue 15, administrators): everyone the document is shared with
 * today, why they see it and when they acknowledged it, those who have not yet first.
 */
export function DocumentAcknowledgementsDialog({
  title,
  status,
  errorMessage,
  onRetry,
  acknowledgements,
  isOpen,
  onOpenChange,
  timeZone = getLocalTimeZone(),
}: DocumentAcknowledgementsDialogProps) {
  const summaryId = useId();
  const format = useRecordFormat(timeZone);
  const columns = useMemo(() => {
    const column = createDataTableColumns<DocumentAcknowledgement>();
    return column.columns([
      column.accessor('name', { header: 'Name', meta: { width: 'minmax(10rem, 2fr)' } }),
      column.accessor((row) => REASON_LABELS[row.reason], {
        id: 'reason',
        header: 'Why they see it',
        meta: { width: 'minmax(9rem, 1fr)' },
      }),
      column.accessor((row) => (row.acknowledgedAt ? format.instant(row.acknowledgedAt) : 'Not yet'), {
        id: 'acknowledgedAt',
        header: 'Acknowledged',
        meta: { width: 'minmax(11rem, 1.4fr)' },
      }),
    ]);
  }, [format]);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Acknowledgements: ${title}`}
      size="large"
      cancelLabel="Close"
    >
      {status === 'error' ? (
        <LoadError
          title="The acknowledgements could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : status === 'loading' || !acknowledgements ? (
        <Spinner aria-label="Loading the acknowledgements" />
      ) : (
        <>
          <p id={summaryId} className={styles.acknowledged}>
            {acknowledgedSummary(acknowledgements)}
          </p>
          <DataTable
            aria-labelledby={summaryId}
            columns={columns}
            data={acknowledgements.items as DocumentAcknowledgement[]}
            manualSorting
            getRowId={(row) => row.userId}
            height="min(24rem, 50dvh)"
            emptyState={
              <EmptyState
                title="Nobody to acknowledge it"
                description="A document kept for the employer, or one whose people have no sign-in account, has no one to acknowledge it."
              />
            }
          />
        </>
      )}
    </Dialog>
  );
}
