import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent } from 'react';
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
  row: Row<DataTableFeatures, TRow>;
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

/** One body row: focusable, activated by a click or Enter when the table has a row action. */
export function DataTableRow<TRow extends RowData>({
  row,
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
      onRowAction(row.original);
    } else if (onNavigate(event.key, index)) {
      event.preventDefault();
    }
  };
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (onRowAction && !isFromControlInside(event)) onRowAction(row.original);
  };

  return (
    <tr
      aria-rowindex={rowIndex}
      data-index={index}
      tabIndex={isTabStop ? 0 : -1}
      className={styles.row}
      style={{ transform: `translateY(${offset}px)` }}
      onFocus={() => onFocusRow(index)}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={styles.cell} data-align={cell.column.columnDef.meta?.align}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}
