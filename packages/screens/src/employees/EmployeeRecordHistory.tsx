import { Card } from '@hr/ui';
import type { ReactNode } from 'react';
import styles from './EmployeeRecordScreen.module.css';
import type { EmployeePlacementChange, EmployeeSalaryChange } from './employeeRecord.ts';
import type { RecordFormat } from './employeeRecordFormat.ts';
import { valueOrNotGiven } from './RecordDetails.tsx';

interface HistoryColumn<TRow> {
  header: string;
  cell: (row: TRow) => ReactNode;
  /** Amounts line up on the right, digit under digit. */
  isNumeric?: boolean;
}

interface HistoryTableProps<TRow> {
  title: string;
  rows: readonly TRow[];
  columns: readonly HistoryColumn<TRow>[];
  emptyText: string;
}

/** A small table of effective-dated changes, newest first, that scrolls sideways on a phone. */
function HistoryTable<TRow>({ title, rows, columns, emptyText }: HistoryTableProps<TRow>) {
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className={styles.cardNote}>{emptyText}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to focus it to scroll it sideways.
        // biome-ignore lint/a11y/useSemanticElements: a group names what takes focus; a fieldset is for form controls.
        <div className={styles.tableScroll} role="group" aria-label={title} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" data-numeric={column.isNumeric || undefined}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // Changes are listed as the server keeps them; two may share an effective date.
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id and never move.
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.header} data-numeric={column.isNumeric || undefined}>
                      {valueOrNotGiven(column.cell(row))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

export interface EmployeeRecordHistoryProps {
  salaryHistory: readonly EmployeeSalaryChange[];
  placementHistory: readonly EmployeePlacementChange[];
  format: RecordFormat;
}

/** How the employee's salary and placement changed over time; each change is kept, never overwritten. */
export function EmployeeRecordHistory({
  salaryHistory,
  placementHistory,
  format,
}: EmployeeRecordHistoryProps) {
  return (
    <div className={styles.histories}>
      <HistoryTable
        title="Salary history"
        rows={salaryHistory}
        emptyText="No salary recorded yet."
        columns={[
          { header: 'Effective Date', cell: (change) => format.day(change.effectiveDate) },
          {
            header: 'Basic Salary',
            cell: (change) => format.money(change.basicSalary, change.currency),
            isNumeric: true,
          },
        ]}
      />
      <HistoryTable
        title="Placement history"
        rows={placementHistory}
        emptyText="No placement recorded yet."
        columns={[
          { header: 'Effective Date', cell: (change) => format.day(change.effectiveDate) },
          { header: 'Job Position', cell: (change) => change.jobPositionName },
          { header: 'Department', cell: (change) => change.departmentName },
          { header: 'Level', cell: (change) => change.levelName },
          { header: 'Line Manager', cell: (change) => change.lineManagerName },
        ]}
      />
    </div>
  );
}
