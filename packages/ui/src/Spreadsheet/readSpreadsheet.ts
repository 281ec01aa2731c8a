import { importCellText } from '@hr/domain';
import Papa from 'papaparse';

/** A spreadsheet's first sheet as text: its header row and its data rows, every cell a string. */
export interface SpreadsheetText {
  headers: string[];
  rows: string[][];
}

export const SPREADSHEET_TYPES = [
  '.csv',
  '.xlsx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

export class SpreadsheetError extends Error {}

function isXlsx(file: File): boolean {
  return /\.xlsx$/i.test(file.name) || file.type === SPREADSHEET_TYPES[3];
}

/**
 * Reads a CSV or XLSX file in the browser. Cells are text: a date cell of a workbook becomes its day
 * (YYYY-MM-DD), and a formula cell its value as last computed by the spreadsheet program; a cell that
 * looks like a formula (=HYPERLINK(...)) in a CSV is that text, never run. The XLSX reader is loaded
 * only when a workbook is chosen, so it weighs on no other page.
 */
export async function readSpreadsheet(file: File): Promise<SpreadsheetText> {
  const table = isXlsx(file) ? await readXlsx(file) : await readCsv(file);
  const [headers = [], ...rows] = table;
  if (headers.every((header) => header.trim() === '')) {
    throw new SpreadsheetError(`${file.name} has no header row: its first row must name the columns.`);
  }
  return { headers: headers.map((header) => header.trim()), rows };
}

async function readCsv(file: File): Promise<string[][]> {
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data;
}

async function readXlsx(file: File): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  try {
    const data = await readSheet(file);
    return data.map((row) => row.map(importCellText));
  } catch {
    throw new SpreadsheetError(`${file.name} could not be read as an Excel workbook (.xlsx).`);
  }
}
