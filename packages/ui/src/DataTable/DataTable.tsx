import {
  type ColumnVisibilityState,
  functionalUpdate,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { classNames } from '../theme/classNames.ts';
import { downloadCsv, tableToCsv } from './csv.ts';
import styles from './DataTable.module.css';
import { DataTableColumnMenu } from './DataTableColumnMenu.tsx';
import { type DataTableColumns, dataTableFeatures, textCell } from './DataTableColumns.ts';
import { DataTableGrid } from './DataTableGrid.tsx';
import type { DataTableRange } from './useVisibleRangeReport.ts';

/** A table must have a name: a visible caption, a label, or the id of a heading that names it. */
export type DataTableNameProps =
  | { caption: ReactNode; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { 'aria-label': string; caption?: never; 'aria-labelledby'?: never }
  | { 'aria-labelledby': string; caption?: never; 'aria-label'?: never };

export interface DataTableBaseProps<TRow extends RowData> {
  /** Column definitions from {@link createDataTableColumns}; keep the array stable (module scope or useMemo). */
  columns: DataTableColumns<TRow>;
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
  /** Controlled column visibility (`{ columnId: false }` hides); pair with `onColumnVisibilityChange`. */
  columnVisibility?: ColumnVisibilityState;
  defaultColumnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void;
  /** Shows the Columns menu for hiding columns (those not declared `enableHiding: false`). */
  enableColumnHiding?: boolean;
  /**
   * Shows an Export CSV button that calls this instead of exporting in the browser: for server
   * paging, where only the caller can fetch every row, or for an export made elsewhere.
   */
  onExportCsv?: () => void;
  className?: string;
}

/** Every row is in `data`: the table sorts them (unless `manualSorting`) and can export them itself. */
export interface DataTableClientRowsProps<TRow extends RowData> {
  /** The rows; keep the array stable between real changes, tanstack reprocesses on every new array. */
  data: ReadonlyArray<TRow>;
  rowCount?: undefined;
  /** The rows come sorted (by the server, following `sorting`); the table does not reorder them. */
  manualSorting?: boolean;
  /** Shows an Export CSV button that downloads the visible columns, in the shown order, under this name. */
  csvFileName?: string;
  onVisibleRangeChange?: never;
}

/**
 * Server paging: the server holds `rowCount` rows and sends them a page at a time. The table is
 * as tall as all of them; rows not loaded yet show as placeholders ("Loading row…", aria-busy)
 * until the caller, told which rows are in view, puts them into `data`. The server sorts: the
 * table never reorders rows, and a header click only reports the new `sorting`.
 */
export interface DataTableServerRowsProps<TRow extends RowData> {
  /** How many rows the server holds (all matches of the current query). */
  rowCount: number;
  /**
   * The rows loaded so far, each at its own index: `data[i]` is row i, and a hole or `undefined`
   * where it has not arrived. A new array each time pages arrive; it may be shorter than `rowCount`.
   */
  data: ReadonlyArray<TRow | undefined>;
  /**
   * Called with the rendered rows (those in view and a few either side) once scrolling pauses, and
   * every 400 ms or so while it goes on. Load the pages covering the range that are not loaded or
   * on their way. When the query changes (search, sort), replace `data` and load the last range.
   */
  onVisibleRangeChange?: (range: DataTableRange) => void;
  manualSorting?: never;
  /** The browser holds only the loaded rows; pass `onExportCsv` and export all of them from the server. */
  csvFileName?: never;
}

export type DataTableProps<TRow extends RowData> = DataTableBaseProps<TRow> &
  DataTableNameProps &
  (DataTableClientRowsProps<TRow> | DataTableServerRowsProps<TRow>);

const defaultColumn = { cell: textCell };

/**
 * The rows tanstack sees. With server paging only the loaded ones, so a page arriving costs the
 * rows loaded, not the 100,000 the server holds; `indexes[i]` is where the i-th of them stands.
 */
function useLoadedRows<TRow extends RowData>(
  data: ReadonlyArray<TRow | undefined>,
  isServerPaged: boolean,
): { rows: ReadonlyArray<TRow>; indexes?: ReadonlyArray<number> } {
  return useMemo(() => {
    // Client rows are all defined: the props' types allow `undefined` only with `rowCount`.
    if (!isServerPaged) return { rows: data as ReadonlyArray<TRow> };
    const rows: TRow[] = [];
    const indexes: number[] = [];
    // forEach skips the holes of a sparse array.
    data.forEach((row, index) => {
      if (row === undefined) return;
      rows.push(row);
      indexes.push(index);
    });
    return { rows, indexes };
  }, [data, isServerPaged]);
}

/** Row ids for server rows: the caller's, given the row's true index, else that index. */
function serverRowId<TRow extends RowData>(
  indexes: ReadonlyArray<number>,
  getRowId: ((row: TRow, index: number) => string) | undefined,
) {
  return (row: TRow, position: number) => {
    const index = indexes[position] ?? position;
    return getRowId ? getRowId(row, index) : String(index);
  };
}

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
 * menu, CSV export, and virtualised rows so a hundred thousand of them scroll smoothly, whether
 * all are in the browser or the server sends them a page at a time (`rowCount`). It is an ARIA
 * grid: Tab reaches the header buttons and then one row; arrows, Page Up/Down, Home and End move
 * between rows.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const {
    columns,
    data,
    rowCount,
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
    onExportCsv,
    onVisibleRangeChange,
    className,
    caption,
  } = props;
  const isServerPaged = rowCount !== undefined;
  const captionId = useId();
  const [sorting, setSorting] = useControllableState(sortingProp, defaultSorting, onSortingChange);
  const [columnVisibility, setColumnVisibility] = useControllableState(
    visibilityProp,
    defaultColumnVisibility,
    onColumnVisibilityChange,
  );
  const loaded = useLoadedRows(data, isServerPaged);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: loaded.rows,
    getRowId: loaded.indexes ? serverRowId(loaded.indexes, getRowId) : getRowId,
    defaultColumn,
    state: { sorting, columnVisibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    manualSorting: isServerPaged || manualSorting,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
  });
  const modelRows = table.getRowModel().rows;
  const getRow = useMemo(() => {
    if (!loaded.indexes) return (index: number) => modelRows[index];
    const { indexes } = loaded;
    const byIndex = new Map(modelRows.map((row) => [indexes[row.index] ?? row.index, row]));
    return (index: number) => byIndex.get(index);
  }, [modelRows, loaded]);

  const exportCsv =
    onExportCsv ??
    (csvFileName !== undefined && !isServerPaged
      ? () => downloadCsv(tableToCsv(table), csvFileName)
      : undefined);
  const hasColumnMenu = enableColumnHiding && table.getAllLeafColumns().some((column) => column.getCanHide());
  const hasToolbar = caption !== undefined || hasColumnMenu || exportCsv !== undefined;

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
            {exportCsv !== undefined ? (
              <Button variant="secondary" size="small" isDisabled={isLoading} onPress={exportCsv}>
                <Icon name="download" /> Export CSV
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <DataTableGrid
        table={table}
        rowCount={isServerPaged ? rowCount : modelRows.length}
        getRow={getRow}
        isServerPaged={isServerPaged}
        onVisibleRangeChange={onVisibleRangeChange}
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
