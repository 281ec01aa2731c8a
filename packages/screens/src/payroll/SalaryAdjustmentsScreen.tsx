import { currencyMinorDigits } from '@hr/domain';
import {
  Badge,
  type BadgeVariant,
  Button,
  createDataTableColumns,
  DataTable,
  EmptyState,
  Icon,
} from '@hr/ui';
import { useId, useMemo, useState } from 'react';
import { useRecordFormat } from '../employees/employeeRecordFormat.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
import listPage from '../layout/ListPage.module.css';
import { LoadError } from '../layout/LoadError.tsx';
import pageHeader from '../layout/PageHeader.module.css';
import { payAmount } from './employeePay.ts';
import { SalaryAdjustmentDialog } from './SalaryAdjustmentDialog.tsx';
import type {
  SalaryAdjustment,
  SalaryAdjustmentArrears,
  SalaryAdjustmentsScreenProps,
} from './salaryAdjustment.ts';

const ARREARS_BADGES: Record<SalaryAdjustmentArrears, BadgeVariant> = {
  None: 'neutral',
  Due: 'warning',
  Paid: 'success',
};

/** "4,500.00 GHS", or a dash when the adjustment only adds items. */
export function adjustmentAmountText({ amount, currency }: Pick<SalaryAdjustment, 'amount' | 'currency'>) {
  return amount === null || currency === null
    ? '—'
    : `${payAmount(amount, currencyMinorDigits(currency))} ${currency}`;
}

/** "Housing, SSNIT": what the adjustment adds, by the items' descriptions. */
export const adjustmentItemsText = (adjustment: SalaryAdjustment) =>
  adjustment.items.length === 0 ? '—' : adjustment.items.map((item) => item.description).join(', ');

const TABLE_HEIGHT = 'max(16rem, calc(100dvh - 20rem))';

type Dialogs =
  | { kind: 'add'; opening: number }
  | { kind: 'delete'; opening: number; adjustment: SalaryAdjustment };

/**
 * Payroll › Salary Adjustments (issue 14): every adjustment with its employee, effective date, new
 * amount, the items it adds and whether its arrears are still due; Add Salary Adjustment opens the
 * dialog, and an adjustment whose arrears are not paid yet can be deleted after a question.
 */
export function SalaryAdjustmentsScreen({
  status,
  errorMessage,
  onRetry,
  adjustments,
  onDelete,
  ...dialogData
}: SalaryAdjustmentsScreenProps) {
  const titleId = useId();
  const format = useRecordFormat('UTC');
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const opening = (dialog?.opening ?? 0) + 1;
  const close = () => setDialog(null);

  const columns = useMemo(() => {
    const column = createDataTableColumns<SalaryAdjustment>();
    return column.columns([
      column.accessor('employeeName', { header: 'Employee', meta: { width: 'minmax(10rem, 1.2fr)' } }),
      column.accessor('effectiveDate', {
        header: 'Effective Date',
        cell: ({ getValue }) => format.day(getValue()),
        meta: { width: 'minmax(9rem, 0.8fr)', toText: (value) => format.day(String(value)) },
      }),
      column.accessor((row) => adjustmentAmountText(row), {
        id: 'amount',
        header: 'Amount',
        meta: { width: 'minmax(8rem, 0.8fr)', align: 'end' },
      }),
      column.accessor((row) => adjustmentItemsText(row), {
        id: 'items',
        header: 'Items',
        meta: { width: 'minmax(10rem, 1fr)' },
      }),
      column.accessor('arrears', {
        header: 'Arrears',
        cell: ({ getValue }) => <Badge variant={ARREARS_BADGES[getValue()]}>{getValue()}</Badge>,
        meta: { width: 'minmax(6rem, 0.5fr)' },
      }),
      column.accessor((row) => row.remarks ?? '', {
        id: 'remarks',
        header: 'Remarks',
        meta: { width: 'minmax(10rem, 1.2fr)' },
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: ({ row }) =>
          row.original.settledByRunId !== null ? null : (
            <Button
              variant="quiet"
              size="small"
              aria-label={`Delete ${row.original.employeeName}’s adjustment of ${format.day(row.original.effectiveDate)}`}
              onPress={() => {
                setAnnouncement('');
                setDialog((current) => ({
                  kind: 'delete',
                  opening: (current?.opening ?? 0) + 1,
                  adjustment: row.original,
                }));
              }}
            >
              <Icon name="trash" /> Delete
            </Button>
          ),
        meta: { width: 'minmax(7rem, 0.5fr)' },
      }),
    ]);
  }, [format]);

  // The dialog starts from the payroll currency and offers the active items, both read with the list:
  // until they have arrived it would open with no currency chosen.
  const addButton = (
    <Button
      isDisabled={status !== 'ready'}
      onPress={() => {
        setAnnouncement('');
        setDialog({ kind: 'add', opening });
      }}
    >
      <Icon name="add" /> Add Salary Adjustment
    </Button>
  );

  return (
    <div className={listPage.page}>
      <div className={pageHeader.header}>
        <div className={pageHeader.heading}>
          <h1 id={titleId} className={pageHeader.title}>
            Salary Adjustments
          </h1>
          <p role="status" className={listPage.status}>
            {announcement}
          </p>
        </div>
        {addButton}
      </div>
      {status === 'error' ? (
        <LoadError
          title="The salary adjustments could not be loaded."
          message={errorMessage}
          onRetry={onRetry}
        />
      ) : (
        <DataTable
          aria-labelledby={titleId}
          columns={columns}
          data={adjustments}
          getRowId={(adjustment) => adjustment.id}
          enableColumnHiding={false}
          isLoading={status === 'loading'}
          height={TABLE_HEIGHT}
          emptyState={
            <EmptyState
              icon="money"
              title="No salary adjustments yet"
              description="A new basic salary or items from a date: a past date pays arrears in the next run."
              action={addButton}
            />
          }
        />
      )}
      {dialog?.kind === 'add' ? (
        <SalaryAdjustmentDialog
          key={dialog.opening}
          {...dialogData}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          onDone={(message) => {
            setAnnouncement(message);
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmActionDialog
          key={dialog.opening}
          title="Delete salary adjustment?"
          description={`${dialog.adjustment.employeeName}’s adjustment from ${format.day(dialog.adjustment.effectiveDate)} will be deleted, and no arrears will be paid for it.`}
          confirmLabel="Delete"
          onConfirm={() => onDelete(dialog.adjustment)}
          onClose={close}
          onDone={() => setAnnouncement('Salary adjustment deleted.')}
        />
      ) : null}
    </div>
  );
}
