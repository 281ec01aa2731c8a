import type { EmployeeRow } from '../contract-types.ts';

export const EMPLOYEE_CSV_HEADERS = ['Employee No', 'Employee Name', 'Email Address', 'Position'] as const;

/** Text a spreadsheet would run as a formula starts with one of these (the app's CSV export guards the same). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled; a
 * formula-looking text gets a leading apostrophe, so an exported name cannot run in a spreadsheet.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function employeeCsvLines(rows: readonly EmployeeRow[]): string {
  return rows
    .map((row) => csvLine([row.employee_no, row.employee_name, row.email_address, row.position]))
    .join('');
}
