/**
 * CSV text (RFC 4180) made from rows, for exports written by the server or in the browser alike. A
 * cell is text, none (null, an empty cell), or a number given as exact decimal text.
 */
export type CsvValue = string | null | { number: string };

/** Text a spreadsheet would run as a formula starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * One cell: quoted when it holds a comma, a quote or a line break, quotes doubled; a formula-looking
 * text gets a leading apostrophe, so an exported name cannot run in a spreadsheet. A number is
 * written as it is (a negative amount is a number, not a formula), once checked to be one.
 */
export function csvCell(value: CsvValue): string {
  if (value !== null && typeof value === 'object') {
    if (!DECIMAL.test(value.number)) throw new RangeError(`Not a decimal number: ${value.number}`);
    return value.number;
  }
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A header line and one line per row. */
export function csvText<Row>(
  headers: readonly string[],
  rows: readonly Row[],
  cells: (row: Row) => CsvValue[],
) {
  return csvLine(headers) + rows.map((row) => csvLine(cells(row))).join('');
}
