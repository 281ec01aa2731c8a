import { type Column, FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import styles from './DataTable.module.css';
import type { DataTableFeatures } from './DataTableColumns.ts';

/** Controls inside a cell handle their own clicks and keys; the row must not act on them too. */
const interactiveSelector =
  'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="switch"]';

function isFromControlInside(event: MouseEvent | KeyboardEvent) {
  const target = event.target as Element;
  return target !== event.currentTarget && target.closest(interactiveSelector) !== null;
}

export interface DataTableRowProps<TRow extends RowData> {
  /** The row, or undefined for a server row that has not arrived: a placeholder holds its place. */
  row: Row<DataTableFeatures, TRow> | undefined;
  /** The shown columns, for the placeholder's cells. */
  columns: ReadonlyArray<Column<DataTableFeatures, TRow>>;
  /** Position among the shown rows, from 0. */
  index: number;
  /** aria-rowindex: position in the whole grid, header rows included, from 1. */
  rowIndex: number;
  /** Distance from the top of the body, in px. */
  offset: number;
  isTabStop: boolean;
  onRowAction: ((row: TRow) => void) | undefined;
  onFocusRow: (index: number) => void;
  onNavigate: (key: string, index: number) => boolean;
}

/**
 * One body row: focusable, activated by a click or Enter when the table has a row action. A row
 * still loading is the same element, busy and inert to actions, so the focus stays on it when the
 * data arrives.
 */
export function DataTableRow<TRow extends RowData>({
  row,
  columns,
  index,
  rowIndex,
  offset,
  isTabStop,
  onRowAction,
  onFocusRow,
  onNavigate,
}: DataTableRowProps<TRow>) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && onRowAction) {
      event.preventDefault();
      if (row) onRowAction(row.original);
    } else if (onNavigate(event.key, index)) {
      event.preventDefault();
    }
  };
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (row && onRowAction && !isFromControlInside(event)) onRowAction(row.original);
  };

  return (
    <tr
      aria-rowindex={rowIndex}
      aria-busy={row ? undefined : true}
      data-index={index}
      tabIndex={isTabStop ? 0 : -1}
      className={styles.row}
      style={{ transform: `translateY(${offset}px)` }}
      onFocus={() => onFocusRow(index)}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {row
        ? row.getVisibleCells().map((cell) => (
            <td
              key={cell.id}
              className={styles.cell}
              data-align={cell.column.columnDef.meta?.align}
              data-sticky={cell.column.columnDef.meta?.sticky || undefined}
            >
              <FlexRender cell={cell} />
            </td>
          ))
        : columns.map((column, position) => (
            <td
              key={column.id}
              className={styles.cell}
              data-sticky={column.columnDef.meta?.sticky || undefined}
            >
              {position === 0 ? <VisuallyHidden>Loading row…</VisuallyHidden> : null}
              <span className={styles.placeholder} />
            </td>
          ))}
    </tr>
  );
}
