export type { MileageRatesScreenProps } from './expenseSetup.ts';

import { createDataTableColumns } from '@hr/ui';
import { useMemo } from 'react';
import { ListCellText } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import type { MileageRate, MileageRatesScreenProps } from './expenseSetup.ts';
import { MileageRateDialog } from './MileageRateDialog.tsx';

const column = createDataTableColumns<MileageRate>();

const textCell = ({ getValue, row }: { getValue: () => unknown; row: { original: MileageRate } }) => (
  <ListCellText value={getValue()} isActive={row.original.active} />
);

function rateColumns(currency: string) {
  return column.columns([
    column.accessor('vehicleType', {
      header: 'Vehicle type',
      cell: textCell,
      meta: { width: 'minmax(12rem, 1.4fr)' },
    }),
    column.accessor('ratePerKm', {
      header: `Rate per km (${currency})`,
      cell: textCell,
      enableSorting: false,
      meta: { width: 'minmax(8rem, 0.6fr)', align: 'end' },
    }),
    column.yesNo('active', { header: 'Active', meta: { width: 'minmax(6rem, 0.4fr)' } }),
  ]);
}

const searchText = (item: MileageRate) => [item.vehicleType];

/**
 * Expense Claims › Mileage Rate (issue 32 item 1): what a kilometre driven pays, per vehicle type; a
 * mileage line is its distance × the rate, recorded on the line when claimed.
 */
export function MileageRatesScreen({
  currency,
  items,
  onSave,
  onDelete,
  onSetActive,
  ...list
}: MileageRatesScreenProps) {
  const columns = useMemo(() => rateColumns(currency), [currency]);
  return (
    <EditableListScreen
      {...list}
      words={{
        title: 'Mileage Rates',
        many: 'mileage rates',
        addLabel: 'Add Mileage Rate',
        filterPlaceholder: 'Vehicle type',
        filterScope: 'vehicle types',
      }}
      items={items}
      columns={columns}
      sortedBy="vehicleType"
      searchText={searchText}
      emptyIcon="money"
      renderDialog={(dialog) => (
        <MileageRateDialog
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
