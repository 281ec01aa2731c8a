import {
  type AccessorKeyColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  type IdentifiedColumnDef,
  metaHelper,
  type RowData,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  type TableOptions,
  tableFeatures,
} from '@tanstack/react-table';

/** What a column may say about itself beyond tanstack's column definition. */
export interface DataTableColumnMeta {
  /** The column's name in the Columns menu and the CSV header when `header` is not plain text. */
  label?: string;
  /** The value as text, shown by the default cell and written to the CSV. Defaults to {@link valueToText}. */
  toText?: (value: unknown) => string;
  /** A CSS grid track size, such as '8rem' or 'minmax(14rem, 2fr)'. Defaults to 'minmax(8rem, 1fr)'. */
  width?: string;
  /** 'end' lines digits up in number and money columns. */
  align?: 'start' | 'end';
  /**
   * Stays in view at the start while the table scrolls sideways, so a wide table's rows keep their
   * name (an employee's) beside every figure. For the first column only.
   */
  sticky?: boolean;
}

/**
 * The tanstack features every DataTable registers: client-side sorting (skipped with
 * `manualSorting`) and column visibility. Only the sort functions that `sortFn: 'auto'` picks are
 * registered.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** The column definitions a DataTable takes. Keep the array stable (module scope or useMemo). */
export type DataTableColumns<TRow extends RowData> = TableOptions<DataTableFeatures, TRow>['columns'];

/** The default text of a value: empty for nothing, Yes/No for booleans, ISO text for dates. */
export function valueToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The parts of a column the text helpers read; every DataTable column fits, whatever its row type. */
interface ColumnTextSource {
  id: string;
  columnDef: { header?: unknown; meta?: DataTableColumnMeta };
}

/** The text of one cell, as shown by the default cell and written to the CSV. */
export function cellText(column: ColumnTextSource, value: unknown): string {
  return (column.columnDef.meta?.toText ?? valueToText)(value);
}

/** The column's name for people: `meta.label`, else its text header, else its id. */
export function columnLabel(column: ColumnTextSource): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/** The default cell: the value as text (see {@link cellText}). */
export function textCell(context: { column: ColumnTextSource; getValue: () => unknown }): string {
  return cellText(context.column, context.getValue());
}

/** A cell renderer that shows a boolean as Yes or No (the spec's Active column). */
export function yesNoCell(context: { getValue: () => unknown }): string {
  return valueToText(Boolean(context.getValue()));
}

type BooleanKeys<TRow> = {
  [TKey in keyof TRow]: TRow[TKey] extends boolean | null | undefined ? TKey : never;
}[keyof TRow] &
  string;

/**
 * Column helpers for one row type. `accessor`, `display` and `columns` are tanstack's (with the
 * DataTable's features bound); `yesNo` declares a boolean column shown and exported as Yes/No.
 *
 * @example
 * const column = createDataTableColumns<Department>();
 * const columns = column.columns([
 *   column.accessor('code', { header: 'Code' }),
 *   column.yesNo('active', { header: 'Active' }),
 * ]);
 */
export function createDataTableColumns<TRow extends RowData>() {
  const helper = createColumnHelper<DataTableFeatures, TRow>();
  return {
    accessor: helper.accessor,
    display: helper.display,
    columns: helper.columns,
    yesNo: (
      key: BooleanKeys<TRow>,
      column: IdentifiedColumnDef<DataTableFeatures, TRow, boolean>,
    ): AccessorKeyColumnDef<DataTableFeatures, TRow, boolean> => ({
      ...column,
      accessorKey: key,
      cell: yesNoCell,
      meta: { toText: (value) => valueToText(Boolean(value)), ...column.meta },
    }),
  };
}
