import {
  type ColumnVisibilityState,
  functionalUpdate,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { classNames } from '../theme/classNames.ts';
import { downloadCsv, tableToCsv } from './csv.ts';
import styles from './DataTable.module.css';
import { DataTableColumnMenu } from './DataTableColumnMenu.tsx';
import { type DataTableColumns, dataTableFeatures, textCell } from './DataTableColumns.ts';
import { DataTableGrid } from './DataTableGrid.tsx';

/** A table must have a name: a visible caption, a label, or the id of a heading that names it. */
export type DataTableNameProps =
  | { caption: ReactNode; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { 'aria-label': string; caption?: never; 'aria-labelledby'?: never }
  | { 'aria-labelledby': string; caption?: never; 'aria-label'?: never };

export interface DataTableBaseProps<TRow extends RowData> {
  /** Column definitions from {@link createDataTableColumns}; keep the array stable (module scope or useMemo). */
  columns: DataTableColumns<TRow>;
  /** The rows; keep the array stable between real changes, tanstack reprocesses on every new array. */
  data: ReadonlyArray<TRow>;
  /** A stable id per row (the employee number); defaults to the row's index. */
  getRowId?: (row: TRow, index: number) => string;
  /** Called with the row when it is clicked or Enter is pressed on it. Rows look pressable only when set. */
  onRowAction?: (row: TRow) => void;
  /** Shown when there are no rows: text, or an EmptyState with its own icon and action. */
  emptyState?: ReactNode;
  /** Shows a loading row instead of the rows and marks the table busy. */
  isLoading?: boolean;
  /** Height of the scrolling area (a number is px). Rows beyond it are not rendered until scrolled to. */
  height?: number | string;
  /** Controlled sorting; pair with `onSortingChange`. */
  sorting?: SortingState;
  /** Sorting to start with when uncontrolled. */
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The rows come sorted (by the server, following `sorting`); the table does not reorder them. */
  manualSorting?: boolean;
  /** Controlled column visibility (`{ columnId: false }` hides); pair with `onColumnVisibilityChange`. */
  columnVisibility?: ColumnVisibilityState;
  defaultColumnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;
  /** Shows the Columns menu for hiding columns (those not declared `enableHiding: false`). */
  enableColumnHiding?: boolean;
  /** Shows an Export CSV button that downloads the visible columns, in the shown order, under this name. */
  csvFileName?: string;
  className?: string;
}

export type DataTableProps<TRow extends RowData> = DataTableBaseProps<TRow> & DataTableNameProps;

const defaultColumn = { cell: textCell };

/** State the caller may control or leave to the table, as React inputs do with value/defaultValue. */
function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const update = (updater: Updater<T>) => {
    const next = functionalUpdate(updater, current);
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  return [current, update] as const;
}

/**
 * The design system's data table: sortable headers, row activation by click or Enter, a Columns
 * menu, CSV export, and virtualised rows so a hundred thousand of them scroll smoothly. It is an
 * ARIA grid: Tab reaches the header buttons and then one row; arrows, Page Up/Down, Home and End
 * move between rows.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const {
    columns,
    data,
    getRowId,
    onRowAction,
    emptyState = 'No rows',
    isLoading = false,
    height = '30rem',
    sorting: sortingProp,
    defaultSorting = [],
    onSortingChange,
    manualSorting = false,
    columnVisibility: visibilityProp,
    defaultColumnVisibility = {},
    onColumnVisibilityChange,
    enableColumnHiding = true,
    csvFileName,
    className,
    caption,
  } = props;
  const captionId = useId();
  const [sorting, setSorting] = useControllableState(sortingProp, defaultSorting, onSortingChange);
  const [columnVisibility, setColumnVisibility] = useControllableState(
    visibilityProp,
    defaultColumnVisibility,
    onColumnVisibilityChange,
  );

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    defaultColumn,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    manualSorting,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
  });

  const hasColumnMenu = enableColumnHiding && table.getAllLeafColumns().some((column) => column.getCanHide());
  const hasToolbar = caption !== undefined || hasColumnMenu || csvFileName !== undefined;

  return (
    <div className={classNames(styles.dataTable, className)}>
      {hasToolbar ? (
        <div className={styles.toolbar}>
          {caption !== undefined ? (
            <div id={captionId} className={styles.caption}>
              {caption}
            </div>
          ) : null}
          <div className={styles.actions}>
            {hasColumnMenu ? <DataTableColumnMenu table={table} /> : null}
            {csvFileName !== undefined ? (
              <Button
                variant="secondary"
                size="small"
                isDisabled={isLoading}
                onPress={() => downloadCsv(tableToCsv(table), csvFileName)}
              >
                <Icon name="download" /> Export CSV
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <DataTableGrid
        table={table}
        height={height}
        isLoading={isLoading}
        emptyState={emptyState}
        onRowAction={onRowAction}
        aria-label={props['aria-label']}
        aria-labelledby={caption !== undefined ? captionId : props['aria-labelledby']}
      />
    </div>
  );
}
