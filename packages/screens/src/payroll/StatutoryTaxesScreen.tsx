import { createDataTableColumns } from '@hr/ui';
import { ListCellText } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { sourceText } from './payrollTemplate.ts';
import { StartFromTemplate } from './StartFromTemplate.tsx';
import { StatutoryTaxDialog } from './StatutoryTaxDialog.tsx';
import type { StatutoryTax, StatutoryTaxesScreenProps } from './statutoryTax.ts';

const column = createDataTableColumns<StatutoryTax>();

function textCell({ getValue, row }: { getValue: () => unknown; row: { original: StatutoryTax } }) {
  return <ListCellText value={getValue()} isActive={row.original.isActive} />;
}

const columns = column.columns([
  column.accessor('code', { header: 'Code', cell: textCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
  column.accessor('description', {
    header: 'Description',
    cell: textCell,
    meta: { width: 'minmax(12rem, 1.4fr)' },
  }),
  column.accessor('type', { header: 'Type', cell: textCell, meta: { width: 'minmax(7rem, 0.5fr)' } }),
  column.accessor('basis', { header: 'Basis', cell: textCell, meta: { width: 'minmax(6rem, 0.5fr)' } }),
  column.accessor((table) => table.brackets.length, {
    id: 'brackets',
    header: 'Brackets',
    meta: { width: 'minmax(6rem, 0.4fr)', align: 'end' },
  }),
  column.yesNo('isActive', { header: 'Active', meta: { width: 'minmax(5rem, 0.4fr)' } }),
  column.accessor((item) => sourceText(item), {
    id: 'source',
    header: 'Source',
    cell: textCell,
    meta: { width: 'minmax(12rem, 1.2fr)' },
  }),
]);

const searchText = (item: StatutoryTax) => [item.code, item.description];

/**
 * Statutory Taxes (§2.9): the employer's PAYE and Other tables, per month or per year, and how many
 * brackets each has; a table opens in its editor, where it is deactivated or deleted.
 */
export function StatutoryTaxesScreen({
  currency,
  status,
  errorMessage,
  onRetry,
  items,
  template,
  ...callbacks
}: StatutoryTaxesScreenProps) {
  return (
    <EditableListScreen
      words={{
        title: 'Statutory Taxes',
        many: 'statutory tables',
        addLabel: 'Add Statutory Tax',
        filterPlaceholder: 'Code or description',
        filterScope: 'codes and descriptions',
      }}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      items={items}
      columns={columns}
      searchText={searchText}
      emptyIcon="money"
      headerActions={template ? <StartFromTemplate {...template} /> : null}
      renderDialog={(dialog) => (
        <StatutoryTaxDialog {...dialog} {...callbacks} currency={currency} items={items} />
      )}
    />
  );
}
