import type { Row, RowData, Table } from '@tanstack/react-table';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { EmptyState } from '../EmptyState/index.ts';
import { Spinner } from '../Spinner/index.ts';
import styles from './DataTable.module.css';
import type { DataTableFeatures } from './DataTableColumns.ts';
import { DataTableHeader } from './DataTableHeader.tsx';
import { DataTableRow } from './DataTableRow.tsx';
import { type DataTableRange, useVisibleRangeReport } from './useVisibleRangeReport.ts';

/** Row and header heights in px: the virtualiser needs numbers; the CSS gets them as variables. */
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 44;
const OVERSCAN = 8;

export interface DataTableGridProps<TRow extends RowData> {
  table: Table<DataTableFeatures, TRow>;
  /** Body rows: all of them in the browser, or the server's total with server paging. */
  rowCount: number;
  /** The row at a body index, or undefined while a server row has not arrived. */
  getRow: (index: number) => Row<DataTableFeatures, TRow> | undefined;
  isServerPaged: boolean;
  onVisibleRangeChange: ((range: DataTableRange) => void) | undefined;
  height: number | string;
  isLoading: boolean;
  emptyState: ReactNode;
  onRowAction: ((row: TRow) => void) | undefined;
  'aria-label': string | undefined;
  'aria-labelledby': string | undefined;
}

/** One full-width row for the loading and empty states. */
function MessageRow({
  rowIndex,
  columnCount,
  children,
}: {
  rowIndex: number;
  columnCount: number;
  children: ReactNode;
}) {
  return (
    <tbody className={styles.messageBody}>
      <tr aria-rowindex={rowIndex} className={styles.messageRow}>
        <td colSpan={columnCount} className={styles.messageCell}>
          {children}
        </td>
      </tr>
    </tbody>
  );
}

/**
 * The scrolling grid: sticky header, then only the rows in view (plus a few either side) absolutely
 * placed in a body as tall as all rows. aria-rowcount and aria-rowindex tell assistive technology
 * the full size. One row holds the tab stop (roving tabindex) and stays rendered when scrolled away.
 * With server paging, rows not yet loaded render as placeholders and the rendered range is reported
 * so the caller can load them.
 */
export function DataTableGrid<TRow extends RowData>({
  table,
  rowCount: allRows,
  getRow,
  isServerPaged,
  onVisibleRangeChange,
  height,
  isLoading,
  emptyState,
  onRowAction,
  ...labelling
}: DataTableGridProps<TRow>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);

  const visibleColumns = table.getVisibleLeafColumns();
  const headerRowCount = table.getHeaderGroups().length;
  const headerHeight = HEADER_HEIGHT * headerRowCount;
  const rowCount = isLoading ? 0 : allRows;
  const active = Math.min(activeIndex, rowCount - 1);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (active < 0 || indexes.includes(active)) return indexes;
      return [...indexes, active].sort((a, b) => a - b);
    },
    [active],
  );
  // A server row keeps its key from placeholder to loaded, so a focused row keeps the focus.
  const getItemKey = useCallback(
    (index: number) => (isServerPaged ? index : (getRow(index)?.id ?? index)),
    [isServerPaged, getRow],
  );
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey,
    overscan: OVERSCAN,
    // The sticky header sits above the rows inside the same scroller.
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    rangeExtractor,
  });

  // Focus follows a keyboard move once the target row is rendered.
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    // The target row is always rendered: the range extractor keeps the active row in the range.
    bodyRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus({ preventScroll: true });
  });

  /** Moves the focus for a navigation key pressed on row `index`; false for any other key. */
  const navigate = (key: string, index: number): boolean => {
    const viewport = (scrollRef.current?.clientHeight ?? 0) - headerHeight;
    const page = Math.max(1, Math.floor(viewport / ROW_HEIGHT) - 1);
    const targets: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rowCount - 1,
    };
    const wanted = targets[key];
    if (wanted === undefined) return false;
    const target = Math.max(0, Math.min(wanted, rowCount - 1));
    if (target === index) return true;
    pendingFocus.current = target;
    setActiveIndex(target);
    virtualizer.scrollToIndex(target);
    return true;
  };

  const style = {
    height,
    '--data-table-columns': visibleColumns
      .map((column) => column.columnDef.meta?.width ?? 'minmax(8rem, 1fr)')
      .join(' '),
    '--data-table-row-height': `${ROW_HEIGHT}px`,
    '--data-table-header-height': `${HEADER_HEIGHT}px`,
  } as CSSProperties;

  const virtualItems = virtualizer.getVirtualItems();
  // The virtualiser's range is the rows in view; the caller loads the overscan rows too.
  const inView = virtualizer.range;
  useVisibleRangeReport(
    inView && rowCount > 0
      ? {
          startIndex: Math.max(0, inView.startIndex - OVERSCAN),
          endIndex: Math.min(rowCount - 1, inView.endIndex + OVERSCAN),
        }
      : null,
    onVisibleRangeChange,
  );

  const messageRowIndex = headerRowCount + 1;
  let body: ReactNode;
  if (isLoading) {
    body = (
      <MessageRow rowIndex={messageRowIndex} columnCount={visibleColumns.length}>
        <span className={styles.loading}>
          <Spinner size="small" aria-label="Loading rows" />
          Loading…
        </span>
      </MessageRow>
    );
  } else if (rowCount === 0) {
    body = (
      <MessageRow rowIndex={messageRowIndex} columnCount={visibleColumns.length}>
        {typeof emptyState === 'string' ? <EmptyState icon="search" title={emptyState} /> : emptyState}
      </MessageRow>
    );
  } else {
    body = (
      <tbody
        ref={bodyRef}
        className={styles.body}
        style={{ height: virtualizer.getTotalSize() - headerHeight }}
      >
        {virtualItems.map((item) => (
          <DataTableRow
            key={item.key}
            row={getRow(item.index)}
            columns={visibleColumns}
            index={item.index}
            rowIndex={headerRowCount + item.index + 1}
            offset={item.start - headerHeight}
            isTabStop={item.index === active}
            onRowAction={onRowAction}
            onFocusRow={setActiveIndex}
            onNavigate={navigate}
          />
        ))}
      </tbody>
    );
  }

  return (
    <div ref={scrollRef} className={styles.scroller} style={style}>
      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an ARIA grid (arrow keys move between rows, Enter acts on one) on a native table keeps its row and cell semantics.
        role="grid"
        {...labelling}
        aria-rowcount={headerRowCount + Math.max(1, rowCount)}
        aria-colcount={visibleColumns.length}
        aria-busy={isLoading || undefined}
        data-actionable={onRowAction ? true : undefined}
        className={styles.grid}
      >
        <DataTableHeader table={table} />
        {body}
      </table>
    </div>
  );
}
