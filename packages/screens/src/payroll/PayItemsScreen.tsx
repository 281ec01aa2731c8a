import { createDataTableColumns } from '@hr/ui';
import { activeFlagCell } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { PayItemDialog } from './PayItemDialog.tsx';
import { PAY_ITEM_WORDS, type PayItem, type PayItemsScreenProps } from './payItem.ts';

const column = createDataTableColumns<PayItem>();

const columns = column.columns([
  column.accessor('code', { header: 'Code', cell: activeFlagCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
  column.accessor('description', {
    header: 'Description',
    cell: activeFlagCell,
    meta: { width: 'minmax(12rem, 1.4fr)' },
  }),
  column.accessor('amount', {
    header: 'Amount',
    cell: activeFlagCell,
    meta: { width: 'minmax(7rem, 0.7fr)', align: 'end' },
  }),
  column.accessor('quantity', {
    header: 'Quantity',
    cell: activeFlagCell,
    meta: { width: 'minmax(6rem, 0.5fr)', align: 'end' },
  }),
  column.accessor('unit', { header: 'Unit', cell: activeFlagCell, meta: { width: 'minmax(6rem, 0.5fr)' } }),
  column.yesNo('tax', { header: 'Tax', meta: { width: 'minmax(5rem, 0.4fr)' } }),
  column.yesNo('otherStatutory', { header: 'Other Statutory', meta: { width: 'minmax(8rem, 0.6fr)' } }),
  column.yesNo('isActive', { header: 'Active', meta: { width: 'minmax(5rem, 0.4fr)' } }),
]);

const searchText = (item: PayItem) => [item.code, item.description];

/**
 * Earnings, Deductions and Bonus (§2.9): one page per kind with the employer's items of that kind,
 * an add button, and one dialog that adds an item or, opened from a row, edits, deactivates or
 * deletes it (refused while employees have it: deactivate it instead).
 */
export function PayItemsScreen({
  kind,
  currency,
  rounding,
  items,
  onSave,
  onDelete,
  onSetActive,
  ...list
}: PayItemsScreenProps) {
  const words = PAY_ITEM_WORDS[kind];
  return (
    <EditableListScreen
      {...list}
      words={{
        title: words.title,
        many: words.many,
        addLabel: `Add ${kind}`,
        filterPlaceholder: 'Code or description',
        filterScope: 'codes and descriptions',
      }}
      items={items}
      columns={columns}
      searchText={searchText}
      emptyIcon="money"
      renderDialog={(dialog) => (
        <PayItemDialog
          {...dialog}
          kind={kind}
          currency={currency}
          rounding={rounding}
          items={items}
          onSave={onSave}
          onDelete={onDelete}
          onSetActive={onSetActive}
        />
      )}
    />
  );
}
