import { createDataTableColumns, DataTable, EmptyState, Select } from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import { useAuditTime } from '../audit/auditFormat.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import { personLabel } from '../incident/incidentCase.ts';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { DocumentReviewPanel } from './DocumentReviewPanel.tsx';
import { DocumentStateBadge } from './DocumentStateBadge.tsx';
import styles from './Documents.module.css';
import {
  DOCUMENT_ITEM_STATE_LABELS,
  DOCUMENT_ITEM_STATES,
  type DocumentItemState,
  type DocumentReviewItem,
  type DocumentVersion,
} from './documentRequests.ts';

export interface DocumentReviewScreenProps {
  /** 'loading' until the queue for the current filters has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The items waiting on the reader that match the filters, oldest first: the server's order, shown as given. */
  items: readonly DocumentReviewItem[];
  /** The requests the queue can be narrowed to. */
  requests: ReadonlyArray<{ id: string; title: string }>;
  /** The request the queue is narrowed to; null for every request. */
  requestId?: string | null;
  onRequestChange: (requestId: string | null) => void;
  /** The state the queue is narrowed to; null for every state. */
  state?: DocumentItemState | null;
  onStateChange: (state: DocumentItemState | null) => void;
  /** Approves an item's version; feedback (a 409 "already decided", your own document) shows on the item. */
  onApprove: (itemId: string, versionNumber: number) => Promise<FormSubmitResult>;
  /** Rejects an item's version with the reason the employee is told; feedback on 'reason' shows in the dialog. */
  onReject: (itemId: string, versionNumber: number, reason: string) => Promise<FormSubmitResult<'reason'>>;
  /** An item chosen in the queue: the app loads its latest version's preview (`previewUrl`). */
  onChoose?: (item: DocumentReviewItem) => void;
  /** Downloads a version of an item. */
  onDownload: (item: DocumentReviewItem, version: DocumentVersion) => void;
  /** Downloads a signed-off item's PDF with its sign-off page; feedback shows on the item. */
  onDownloadSigned: (itemId: string) => Promise<FormSubmitResult>;
  /** The reader's time zone; the browser's unless given. */
  timeZone?: string;
}

const ALL = 'all';
const STATE_OPTIONS = [
  { id: ALL, name: 'All states' },
  ...DOCUMENT_ITEM_STATES.map((state) => ({ id: state, name: DOCUMENT_ITEM_STATE_LABELS[state] })),
];

const column = createDataTableColumns<DocumentReviewItem>();

function queueColumns(time: (at: string) => string) {
  return column.columns([
    column.accessor((item) => personLabel(item.employee), {
      id: 'employee',
      header: 'Employee',
      enableSorting: false,
      meta: { width: 'minmax(13rem, 1.3fr)' },
    }),
    column.accessor((item) => item.request.title, {
      id: 'request',
      header: 'Request',
      enableSorting: false,
      meta: { width: 'minmax(12rem, 1.3fr)' },
    }),
    column.accessor('state', {
      header: 'State',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.6fr)' },
      cell: ({ getValue }) => <DocumentStateBadge state={getValue()} />,
    }),
    column.accessor('submittedAt', {
      header: 'Sent',
      enableSorting: false,
      meta: { width: 'minmax(10rem, 0.9fr)', toText: (value) => time(String(value)) },
    }),
  ]);
}

/**
 * Document WorkFlow › Review: the documents waiting on the reader, oldest first, narrowed by request
 * and state; choosing one shows its versions and a preview of the latest, with Approve and Reject.
 */
export function DocumentReviewScreen({
  status,
  errorMessage,
  onRetry,
  items,
  requests,
  requestId = null,
  onRequestChange,
  state = null,
  onStateChange,
  onApprove,
  onReject,
  onChoose,
  onDownload,
  onDownloadSigned,
  timeZone,
}: DocumentReviewScreenProps) {
  const titleId = useId();
  const time = useAuditTime(timeZone);
  const columns = useMemo(() => queueColumns(time), [time]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const chosen = items.find((item) => item.id === chosenId);
  const requestOptions = useMemo(
    () => [{ id: ALL, name: 'All requests' }, ...requests.map(({ id, title }) => ({ id, name: title }))],
    [requests],
  );
  const isNarrowed = requestId !== null || state !== null;

  return (
    <div className={listPage.page}>
      <div className={pageHeader.heading}>
        <h1 id={titleId} className={pageHeader.title}>
          Document Review
        </h1>
        <p role="status" className={listPage.status}>
          {announcement}
        </p>
      </div>
      <div className={styles.filters}>
        <Select
          label="Request"
          items={requestOptions}
          value={requestId ?? ALL}
          onChange={(chosenRequest) => onRequestChange(chosenRequest === ALL ? null : String(chosenRequest))}
        />
        <Select
          label="State"
          items={STATE_OPTIONS}
          value={state ?? ALL}
          onChange={(chosenState) =>
            onStateChange(chosenState === ALL ? null : (chosenState as DocumentItemState))
          }
        />
      </div>
      {status === 'error' ? (
        <LoadError
          title="The documents to review could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={items}
          getRowId={(item) => item.id}
          isLoading={status === 'loading'}
          height={fittedTableHeight(items.length, 5, 10)}
          enableColumnHiding={false}
          onRowAction={(item) => {
            setAnnouncement('');
            setChosenId(item.id);
            onChoose?.(item);
          }}
          emptyState={
            isNarrowed ? (
              <EmptyState
                icon="search"
                title="No documents match"
                description="Choose All requests and All states."
              />
            ) : (
              <EmptyState
                icon="success"
                title="Nothing waits for your review"
                description="Documents employees send for a request you review appear here."
              />
            )
          }
        />
      )}
      {status === 'ready' && chosen ? (
        <DocumentReviewPanel
          key={chosen.id}
          item={chosen}
          onApprove={(versionNumber) => onApprove(chosen.id, versionNumber)}
          onReject={(versionNumber, reason) => onReject(chosen.id, versionNumber, reason)}
          onDownloadSigned={() => onDownloadSigned(chosen.id)}
          onDecided={setAnnouncement}
          onDownload={(version) => onDownload(chosen, version)}
          timeZone={timeZone}
        />
      ) : null}
    </div>
  );
}
