import { createDataTableColumns, DataTable, EmptyState, Link } from '@hr/ui';
import { useMemo } from 'react';
import { fittedTableHeight } from '../layout/fittedTableHeight.ts';
import styles from './PayRuns.module.css';
import { type PayRunFormat, usePayRunFormat } from './payRunFormat.ts';
import type { PayRun, PayslipSummary } from './payRuns.ts';

/** A run's totals: Employees, Gross, Deductions, Net, Employer cost. */
export function PayRunTotals({ run }: { run: PayRun }) {
  const format = usePayRunFormat();
  const money = (amount: string) => format.money(amount, run.currency);
  const totals = [
    ['Employees', format.count(run.employees)],
    ['Gross', money(run.gross)],
    ['Deductions', money(run.totalDeductions)],
    ['Net', money(run.netPay)],
    ['Employer cost', money(run.employerCost)],
  ] as const;
  return (
    <section aria-label={run.currency ? `Totals in ${run.currency}` : 'Totals'}>
      <dl className={styles.totals}>
        {totals.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const column = createDataTableColumns<PayslipSummary>();

function payslipColumns(format: PayRunFormat, payslipHref: (payslipId: string) => string) {
  const money = (key: 'gross' | 'totalDeductions' | 'netPay', header: string) =>
    column.accessor(key, {
      header,
      cell: ({ row }) => format.money(row.original[key], row.original.currency),
      meta: { width: 'minmax(8rem, 1fr)', align: 'end' },
    });
  return column.columns([
    column.accessor('employeeNo', { header: 'Employee No', meta: { width: 'minmax(7rem, 0.7fr)' } }),
    column.accessor('employeeName', {
      header: 'Employee',
      cell: ({ row }) => <Link href={payslipHref(row.original.id)}>{row.original.employeeName}</Link>,
      meta: { width: 'minmax(12rem, 2fr)' },
    }),
    money('gross', 'Gross'),
    money('totalDeductions', 'Deductions'),
    money('netPay', 'Net pay'),
  ]);
}

/** The run's payslips, by employee name, each name linking to the payslip. */
export function PayRunPayslipsTable({
  payslips,
  payslipHref,
  labelledBy,
}: {
  payslips: readonly PayslipSummary[];
  payslipHref: (payslipId: string) => string;
  labelledBy: string;
}) {
  const format = usePayRunFormat();
  const columns = useMemo(() => payslipColumns(format, payslipHref), [format, payslipHref]);
  return (
    <DataTable
      aria-labelledby={labelledBy}
      columns={columns}
      data={payslips}
      getRowId={(payslip) => payslip.id}
      enableColumnHiding={false}
      height={fittedTableHeight(payslips.length, 3, 12)}
      emptyState={<EmptyState icon="file" title="No payslips in this run." />}
    />
  );
}
