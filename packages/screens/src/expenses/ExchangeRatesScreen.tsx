export type { ExchangeRatesScreenProps } from './expenseSetup.ts';

import { createDataTableColumns, useFormatDay } from '@hr/ui';
import { useMemo } from 'react';
import { ListCellText } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { ExchangeRateDialog } from './ExchangeRateDialog.tsx';
import type { ExchangeRate, ExchangeRatesScreenProps } from './expenseSetup.ts';

const column = createDataTableColumns<ExchangeRate>();

const textCell = ({ getValue }: { getValue: () => unknown }) => <ListCellText value={getValue()} isActive />;

function rateColumns(currency: string, day: (isoDay: string) => string) {
  return column.columns([
    column.accessor('currency', {
      header: 'Currency',
      cell: textCell,
      meta: { width: 'minmax(7rem, 0.5fr)' },
    }),
    column.accessor('rate', {
      header: `Rate (${currency} for 1 unit)`,
      cell: textCell,
      enableSorting: false,
      meta: { width: 'minmax(10rem, 0.8fr)', align: 'end' },
    }),
    column.accessor('effectiveFrom', {
      header: 'Effective from',
      cell: ({ getValue }) => <ListCellText value={day(getValue())} isActive />,
      meta: { width: 'minmax(9rem, 0.7fr)', toText: (value) => day(String(value)) },
    }),
  ]);
}

const searchText = (item: ExchangeRate) => [item.currency];

/**
 * Expense Claims › Exchange Rate (issue 32 item 2): the rates the employer keeps by hand, each from a
 * day until a later one of its currency. A foreign line without a rate of its own takes the rate in
 * force on its date; nothing is fetched from the internet.
 */
export function ExchangeRatesScreen({
  currency,
  today,
  items,
  onSave,
  onDelete,
  ...list
}: ExchangeRatesScreenProps) {
  const day = useFormatDay();
  const columns = useMemo(() => rateColumns(currency, day), [currency, day]);
  return (
    <EditableListScreen
      {...list}
      words={{
        title: 'Exchange Rates',
        description: `Each rate is what one unit of the currency is worth in ${currency}, the payroll currency. Rates are kept by you; nothing is fetched from the internet.`,
        many: 'exchange rates',
        addLabel: 'Add Exchange Rate',
        filterPlaceholder: 'Currency code',
        filterScope: 'currency codes',
      }}
      items={items}
      columns={columns}
      sortedBy="currency"
      searchText={searchText}
      emptyIcon="money"
      renderDialog={(dialog) => (
        <ExchangeRateDialog
          {...dialog}
          currency={currency}
          today={today}
          items={items}
          onSave={onSave}
          onDelete={onDelete}
        />
      )}
    />
  );
}
