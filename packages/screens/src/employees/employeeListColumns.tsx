import { createDataTableColumns } from '@hr/ui';
import { VisuallyHidden } from 'react-aria-components';

/** One employee as the contract's search-employees lists them (EmployeeRow). */
export interface EmployeeListRow {
  /** Opens the record at /employee/edit/{id}. */
  id: string;
  employee_no: string;
  employee_name: string;
  email_address: string;
  position: string | null;
}

const column = createDataTableColumns<EmployeeListRow>();

/**
 * The list's columns (§2.6). Their ids are the contract's sortBy values, so a header click maps
 * straight onto a search-employees request.
 */
export const employeeListColumns = column.columns([
  column.accessor('employee_no', { header: 'Employee No', meta: { width: 'minmax(8rem, 0.6fr)' } }),
  column.accessor('employee_name', { header: 'Employee Name', meta: { width: 'minmax(12rem, 1.2fr)' } }),
  column.accessor('email_address', { header: 'Email Address', meta: { width: 'minmax(16rem, 1.6fr)' } }),
  column.accessor('position', {
    header: 'Position',
    meta: { width: 'minmax(10rem, 1fr)' },
    // A dash for the eye; words for a screen reader, which would read the dash as punctuation or not at all.
    cell: ({ getValue }) =>
      getValue() ?? (
        <>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>No position</VisuallyHidden>
        </>
      ),
  }),
]);
