export type { SortingState as DataTableSortingState } from '@tanstack/react-table';
export { downloadCsv, tableToCsv } from './csv.ts';
export {
  DataTable,
  type DataTableBaseProps,
  type DataTableClientRowsProps,
  type DataTableNameProps,
  type DataTableProps,
  type DataTableServerRowsProps,
} from './DataTable.tsx';
export {
  createDataTableColumns,
  type DataTableColumnMeta,
  type DataTableColumns,
  type DataTableFeatures,
  dataTableFeatures,
  valueToText,
  yesNoCell,
} from './DataTableColumns.ts';
export type { DataTableRange } from './useVisibleRangeReport.ts';
