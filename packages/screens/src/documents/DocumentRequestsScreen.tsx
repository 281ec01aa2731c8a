import {
  Button,
  createDataTableColumns,
  DataTable,
  type DataTableRange,
  EmptyState,
  Icon,
  useFormatDay,
} from '@hr/ui';
import { useId, useMemo } from 'react';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import {
  DocumentRequestDetailSection,
  type DocumentRequestDetailSectionProps,
} from './DocumentRequestDetailSection.tsx';
import type { DocumentRequestRow } from './documentRequests.ts';

export interface DocumentRequestsScreenProps {
  /** 'loading' until the first page has come, with its total. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** How many requests the reader may see. */
  total: number;
  /** The rows loaded so far, each at its index (`rows[i]` is row i); see DataTable's server paging. */
  rows: ReadonlyArray<DocumentRequestRow | undefined>;
  /** The rows in view and a few either side: load the pages that cover them. */
  onVisibleRangeChange: (range: DataTableRange) => void;
  /** Opens a request: the app loads it and passes it as `detail`. */
  onOpenRequest: (row: DocumentRequestRow) => void;
  /** The request opened, shown under the list; null when none is. */
  detail?: DocumentRequestDetailSectionProps | null;
  /** Opens the form that asks employees for a document ("Request a document"). */
  onRequestDocument: () => void;
}

const TABLE_HEIGHT = 'max(16rem, calc(50dvh - 8rem))';
const column = createDataTableColumns<DocumentRequestRow>();

function requestColumns(day: (isoDay: string) => string) {
  return column.columns([
    column.accessor('title', {
      header: 'Title',
      enableSorting: false,
      meta: { width: 'minmax(14rem, 2fr)' },
    }),
    column.accessor('dueDate', {
      header: 'Due',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.6fr)', toText: (value) => day(String(value)) },
    }),
    column.accessor((row) => `${row.doneCount} of ${row.itemCount}`, {
      id: 'done',
      header: 'Done',
      enableSorting: false,
      meta: { width: 'minmax(7rem, 0.5fr)', align: 'end' },
    }),
    column.accessor('overdueCount', {
      header: 'Overdue',
      enableSorting: false,
      meta: { width: 'minmax(6rem, 0.4fr)', align: 'end' },
    }),
  ]);
}

/**
 * Document WorkFlow › Management: the document requests HR made, a page at a time, each with its due
 * day, how many of its employees are done and how many are overdue; a row opens the request, whose
 * employees show under the list, who has and has not, overdue first.
 */
export function DocumentRequestsScreen({
  status,
  errorMessage,
  onRetry,
  total,
  rows,
  onVisibleRangeChange,
  onOpenRequest,
  detail = null,
  onRequestDocument,
}: DocumentRequestsScreenProps) {
  const titleId = useId();
  const day = useFormatDay();
  const columns = useMemo(() => requestColumns(day), [day]);
  const requestButton = (
    <Button onPress={onRequestDocument}>
      <Icon name="add" /> Request a document
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Document Management
          </h1>
          <p role="status" className={listPage.status}>
            {status === 'ready' ? `${total} ${total === 1 ? 'request' : 'requests'}` : null}
          </p>
        </div>
        {requestButton}
      </div>
      {status === 'error' ? (
        <LoadError
          title="The document requests could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          rowCount={total}
          data={rows}
          getRowId={(row) => row.id}
          onVisibleRangeChange={onVisibleRangeChange}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          enableColumnHiding={false}
          onRowAction={onOpenRequest}
          emptyState={
            <EmptyState
              icon="file"
              title="No document requests yet"
              description="Ask employees for a document (an ID copy, a signed policy) and follow who has sent it."
              action={requestButton}
            />
          }
        />
      )}
      {detail ? <DocumentRequestDetailSection {...detail} /> : null}
    </div>
  );
}
