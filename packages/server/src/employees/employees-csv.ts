import { csvLine } from '@hr/domain';
import type { EmployeeRow } from '../contract-types.ts';

/** The one CSV writer, shared with the leave reports' exports. */
export { csvCell, csvLine } from '@hr/domain';

export const EMPLOYEE_CSV_HEADERS = ['Employee No', 'Employee Name', 'Email Address', 'Position'] as const;

export function employeeCsvLines(rows: readonly EmployeeRow[]): string {
  return rows
    .map((row) => csvLine([row.employee_no, row.employee_name, row.email_address, row.position]))
    .join('');
}
