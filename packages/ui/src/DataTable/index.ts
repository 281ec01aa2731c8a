export type { SortingState as DataTableSortingState } from '@tanstack/react-table';
export { downloadCsv, tableToCsv } from './csv.ts';
export {
  DataTable,
  type DataTableBaseProps,
  type DataTableNameProps,
  type DataTableProps,
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
