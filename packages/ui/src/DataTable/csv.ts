import type { RowData, Table } from '@tanstack/react-table';
import Papa from 'papaparse';
import { downloadFile } from '../downloadFile.ts';
import { cellText, columnLabel, type DataTableFeatures } from './DataTableColumns.ts';

/**
 * The table as shown, in CSV: the visible data columns with their header labels, the rows in the
 * current sorted order. Display-only columns (no accessor, such as row actions) are left out.
 * Numbers stay numbers; text that a spreadsheet would run as a formula (=, +, -, @) is prefixed
 * with an apostrophe so an exported name cannot execute in Excel.
 */
export function tableToCsv<TRow extends RowData>(table: Table<DataTableFeatures, TRow>): string {
  const columns = table.getVisibleLeafColumns().filter((column) => column.accessorFn !== undefined);
  const data = table.getRowModel().rows.map((row) =>
    columns.map((column) => {
      const value = row.getValue(column.id);
      return typeof value === 'number' && column.columnDef.meta?.toText === undefined
        ? value
        : cellText(column, value);
    }),
  );
  // Header and rows as one array of arrays: with no rows, unparse({ fields, data }) adds a stray line break.
  return Papa.unparse([columns.map(columnLabel), ...data], { escapeFormulae: true });
}

/** Saves text as a CSV file through the browser's download. */
export function downloadCsv(csv: string, fileName: string): void {
  // The byte-order mark makes Excel read the file as UTF-8, so accented names survive.
  downloadFile(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
