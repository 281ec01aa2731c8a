import { createDataTableColumns, DataTable, type DataTableRange, EmptyState, useFormatDay } from '@hr/ui';
import { useId, useMemo } from 'react';
import { personLabel } from '../incident/incidentCase.ts';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import { LoadStates } from '../layout/LoadStates.tsx';
import { DocumentStateBadge } from './DocumentStateBadge.tsx';
import styles from './Documents.module.css';
import type { DocumentRequestDetail, DocumentRequestItem } from './documentRequests.ts';

export interface DocumentRequestDetailSectionProps {
  status: 'loading' | 'error' | 'ready';
  /** Why it could not be loaded, or why the reader may not see it (a 404 for a request out of their scope). */
  errorMessage?: string;
  onRetry?: () => void;
  /** Null while loading or on an error. */
  request: DocumentRequestDetail | null;
  /** How many of its employees' items the reader may see. */
  itemTotal: number;
  /** The items loaded so far, each at its index (`items[i]` is row i); see DataTable's server paging. */
  items: ReadonlyArray<DocumentRequestItem | undefined>;
  /** The items in view and a few either side: load the pages that cover them. */
  onVisibleRangeChange: (range: DataTableRange) => void;
}

const column = createDataTableColumns<DocumentRequestItem>();

/** A row factory per render: the due day's column formats with the reader's regional settings. */
function itemColumns(day: (isoDay: string) => string) {
  return column.columns([
    column.accessor((item) => personLabel(item.employee), {
      id: 'employee',
      header: 'Employee',
      enableSorting: false,
      meta: { width: 'minmax(14rem, 1.5fr)' },
    }),
    column.accessor('state', {
      header: 'State',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.6fr)' },
      cell: ({ getValue }) => <DocumentStateBadge state={getValue()} />,
    }),
    column.accessor('dueDate', {
      header: 'Due',
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.6fr)', toText: (value) => day(String(value)) },
    }),
    column.yesNo('isOverdue', {
      header: 'Overdue',
      enableSorting: false,
      meta: { width: 'minmax(6rem, 0.4fr)' },
    }),
  ]);
}

/**
 * One request's page within Management: what was asked, and who has and has not done it, overdue
 * first, each employee with their item's state and due day, a page at a time as the server pages them.
 */
export function DocumentRequestDetailSection({
  status,
  errorMessage,
  onRetry,
  request,
  itemTotal,
  items,
  onVisibleRangeChange,
}: DocumentRequestDetailSectionProps) {
  const titleId = useId();
  const day = useFormatDay();
  const columns = useMemo(() => itemColumns(day), [day]);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {request ? request.title : 'The request'}
      </h2>
      <LoadStates
        status={status}
        errorTitle="The request could not be loaded."
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel="Loading the request"
      >
        {request ? (
          <>
            <p className={styles.description}>{request.description}</p>
            <p>
              Due {day(request.dueDate)}: {request.doneCount} of {request.itemCount} done
              {request.overdueCount > 0 ? `, ${request.overdueCount} overdue` : ''}.
            </p>
            <DataTable
              aria-labelledby={titleId}
              columns={columns}
              rowCount={itemTotal}
              data={items}
              getRowId={(item) => item.id}
              onVisibleRangeChange={onVisibleRangeChange}
              enableColumnHiding={false}
              height={fittedTableHeight(itemTotal, 5, 12)}
              emptyState={
                <EmptyState
                  icon="users"
                  title="Nobody was asked"
                  description="The request reached no employee."
                />
              }
            />
          </>
        ) : null}
      </LoadStates>
    </section>
  );
}
