import { DataTable, type DataTableColumns, type DataTableRange } from '@hr/ui';
import { type ReactNode, useId } from 'react';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';

/** A Team list's status and paging: the first page, then the pages the table asks for as it scrolls. */
export interface TeamListProps {
  /** 'loading' until the first page has come. */
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  /** Loads the list again; without it the error offers no retry. */
  onRetry?: () => void;
  /** How many rows the list has on the server. */
  total: number;
  /** Asks for the pages covering the rows in view. */
  onVisibleRangeChange?: (range: DataTableRange) => void;
}

export interface TeamListPageProps<TRow extends { id: string }> extends TeamListProps {
  /** The page heading, which also names the table ("Announcements"). */
  title: string;
  /** What the page or a dialog last did ("Announcement deleted."), announced in the status line. */
  message: string;
  /** The heading's button (New Announcement). */
  action: ReactNode;
  /** What narrows the list, between the heading and the table (a category filter). */
  filter?: ReactNode;
  /** What could not be loaded, as a sentence ("The announcements could not be loaded."). */
  errorTitle: string;
  columns: DataTableColumns<TRow>;
  /** The pages loaded so far, each row at its index. */
  rows: ReadonlyArray<TRow | undefined>;
  emptyState: ReactNode;
  /** The table's height; the window's height less the page's other parts by default. */
  tableHeight?: string;
  enableColumnHiding?: boolean;
  /** The page's dialogs. */
  children?: ReactNode;
}

const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 20rem))';

/**
 * A Team list as administrators keep it (announcements, topics, shared documents): a heading with its
 * button and a live status line, an optional filter, then either why the list could not be loaded or
 * the table the server pages as it scrolls, and the page's dialogs.
 */
export function TeamListPage<TRow extends { id: string }>({
  title,
  message,
  action,
  filter,
  status,
  errorMessage,
  onRetry,
  errorTitle,
  columns,
  rows,
  total,
  onVisibleRangeChange,
  emptyState,
  tableHeight = TABLE_HEIGHT,
  enableColumnHiding,
  children,
}: TeamListPageProps<TRow>) {
  const titleId = useId();
  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            {title}
          </h1>
          {/* Always there, so what a closed dialog did is announced. */}
          <p role="status" className={listPage.status}>
            {message}
          </p>
        </div>
        {action}
      </div>
      {filter}
      {status === 'error' ? (
        <LoadError title={errorTitle} message={errorMessage} onRetry={onRetry} />
      ) : (
        <DataTable<TRow>
          aria-labelledby={titleId}
          columns={columns}
          data={rows}
          rowCount={status === 'ready' ? total : 0}
          onVisibleRangeChange={onVisibleRangeChange}
          getRowId={(row) => row.id}
          isLoading={status === 'loading'}
          height={tableHeight}
          emptyState={emptyState}
          {...(enableColumnHiding === undefined ? {} : { enableColumnHiding })}
        />
      )}
      {children}
    </div>
  );
}
