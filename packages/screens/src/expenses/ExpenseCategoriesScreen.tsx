export type { ExpenseCategoriesScreenProps } from './expenseSetup.ts';

import { currencyMinorDigits } from '@hr/domain';
import { createDataTableColumns } from '@hr/ui';
import { useMemo } from 'react';
import { ListCellText } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { payAmount } from '../payroll/employeePay.ts';
import { ExpenseCategoryDialog } from './ExpenseCategoryDialog.tsx';
import type { ExpenseCategoriesScreenProps, ExpenseCategory } from './expenseSetup.ts';

const column = createDataTableColumns<ExpenseCategory>();

function categoryColumns(digits: number) {
  /** An amount of the payroll currency, or what a blank one means ("No limit", "Never"). */
  const amountCell =
    (blank: string) =>
    ({ getValue, row }: { getValue: () => unknown; row: { original: ExpenseCategory } }) => {
      const amount = getValue();
      return (
        <ListCellText
          value={typeof amount === 'string' ? payAmount(amount, digits) : blank}
          isActive={row.original.active}
        />
      );
    };
  const textCell = ({ getValue, row }: { getValue: () => unknown; row: { original: ExpenseCategory } }) => (
    <ListCellText value={getValue()} isActive={row.original.active} />
  );
  const amountMeta = { width: 'minmax(8rem, 0.6fr)', align: 'end' } as const;
  return column.columns([
    column.accessor('code', { header: 'Code', cell: textCell, meta: { width: 'minmax(7rem, 0.5fr)' } }),
    column.accessor('description', {
      header: 'Description',
      cell: textCell,
      meta: { width: 'minmax(12rem, 1.4fr)' },
    }),
    column.yesNo('taxable', { header: 'Taxable', meta: { width: 'minmax(6rem, 0.4fr)' } }),
    column.accessor('limitPerClaim', {
      header: 'Limit per claim',
      cell: amountCell('No limit'),
      enableSorting: false,
      meta: amountMeta,
    }),
    column.accessor('limitPerMonth', {
      header: 'Limit per month',
      cell: amountCell('No limit'),
      enableSorting: false,
      meta: amountMeta,
    }),
    column.accessor('receiptRequiredAbove', {
      header: 'Receipt required above',
      cell: amountCell('Never'),
      enableSorting: false,
      meta: amountMeta,
    }),
    column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
  ]);
}

const searchText = (item: ExpenseCategory) => [item.code, item.description];

/**
 * Expense Claims › Category (issue 32 item 1): what employees claim for, each taxable or not, with
 * its limits per claim and per month and the amount above which a receipt is required; one dialog
 * adds a category or, opened from a row, edits, deactivates or deletes it.
 */
export function ExpenseCategoriesScreen({
  currency,
  items,
  onSave,
  onDelete,
  onSetActive,
  ...list
}: ExpenseCategoriesScreenProps) {
  const digits = currencyMinorDigits(currency);
  const columns = useMemo(() => categoryColumns(digits), [digits]);
  return (
    <EditableListScreen
      {...list}
      words={{
        title: 'Expense Categories',
        description: `Limits and receipts are in ${currency}, the payroll currency.`,
        many: 'expense categories',
        addLabel: 'Add Category',
        filterPlaceholder: 'Code or description',
        filterScope: 'codes and descriptions',
      }}
      items={items}
      columns={columns}
      searchText={searchText}
      emptyIcon="money"
      renderDialog={(dialog) => (
        <ExpenseCategoryDialog
          {...dialog}
          currency={currency}
          items={items}
          onSave={onSave}
          onDelete={onDelete}
          onSetActive={onSetActive}
        />
      )}
    />
  );
}
