import {
  Button,
  createDataTableColumns,
  DataTable,
  type DataTableRange,
  EmptyState,
  Icon,
  useFormatDay,
} from '@hr/ui';
import { useMemo } from 'react';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import { LoadError } from '../layout/LoadError.tsx';
import { DocumentStateBadge } from './DocumentStateBadge.tsx';
import type { DocumentVersion, EmployeeDocumentItem } from './documentRequests.ts';

export interface EmployeeDocumentsTabProps {
  /** 'loading' until the first page has come, with its total. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Whose documents, for the table's name ("Amina Mwangi's documents"). */
  employeeName: string;
  /** How many of the employee's documents the reader may see. */
  total: number;
  /** The items loaded so far, each at its index, overdue first as the server lists them. */
  items: ReadonlyArray<EmployeeDocumentItem | undefined>;
  /** The rows in view and a few either side: load the pages that cover them. */
  onVisibleRangeChange: (range: DataTableRange) => void;
  /** Downloads a version (with the reader's session). */
  onDownload: (version: DocumentVersion) => void;
}

const column = createDataTableColumns<EmployeeDocumentItem>();

function documentColumns(day: (isoDay: string) => string, onDownload: (version: DocumentVersion) => void) {
  return column.columns([
    column.accessor('title', {
      header: 'Document',
      enableSorting: false,
      meta: { width: 'minmax(12rem, 1.4fr)' },
    }),
    column.accessor('state', {
      header: 'State',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.6fr)' },
      cell: ({ getValue }) => <DocumentStateBadge state={getValue()} />,
    }),
    column.accessor((item) => `${day(item.dueDate)}${item.isOverdue ? ' (overdue)' : ''}`, {
      id: 'due',
      header: 'Due',
      enableSorting: false,
      meta: { width: 'minmax(9rem, 0.7fr)' },
    }),
    column.accessor((item) => (item.expiresOn ? day(item.expiresOn) : '—'), {
      id: 'expires',
      header: 'Expires',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.6fr)' },
    }),
    column.accessor((item) => item.latest?.fileName ?? 'Nothing sent yet', {
      id: 'latest',
      header: 'Latest version',
      enableSorting: false,
      meta: { width: 'minmax(12rem, 1.2fr)' },
      cell: ({ row }) => {
        const latest = row.original.latest;
        if (!latest) return 'Nothing sent yet';
        return (
          <Button variant="quiet" size="small" onPress={() => onDownload(latest)}>
            <Icon name="download" />
            {`Version ${latest.number}: ${latest.fileName}`}
          </Button>
        );
      },
    }),
  ]);
}

/**
 * The employee record's Documents tab (issue 31, Build item 5): every document asked of the employee
 * that the reader may see, overdue first, each with its state, due day, the approved document's expiry
 * and the latest version to download.
 */
export function EmployeeDocumentsTab({
  status,
  errorMessage,
  onRetry,
  employeeName,
  total,
  items,
  onVisibleRangeChange,
  onDownload,
}: EmployeeDocumentsTabProps) {
  const day = useFormatDay();
  const columns = useMemo(() => documentColumns(day, onDownload), [day, onDownload]);
  if (status === 'error') {
    return <LoadError title="The documents could not be loaded." message={errorMessage} onRetry={onRetry} />;
  }
  return (
    <DataTable
      aria-label={`${employeeName}’s documents`}
      columns={columns}
      rowCount={total}
      data={items}
      getRowId={(item) => item.id}
      onVisibleRangeChange={onVisibleRangeChange}
      isLoading={status === 'loading'}
      enableColumnHiding={false}
      height={fittedTableHeight(total, 5, 10)}
      emptyState={
        <EmptyState
          icon="file"
          title="No documents asked for"
          description={`Documents asked of ${employeeName} in Document WorkFlow › Management show here.`}
        />
      }
    />
  );
}
