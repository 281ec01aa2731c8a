import { currencyMinorDigits } from '@hr/domain';
import { createDataTableColumns } from '@hr/ui';
import { useMemo } from 'react';
import { ListCellText } from '../employer/referenceCell.tsx';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { sourceText } from './payrollTemplate.ts';
import { StartFromTemplate } from './StartFromTemplate.tsx';
import { StatutoryContributionDialog } from './StatutoryContributionDialog.tsx';
import {
  describeSide,
  type StatutoryContribution,
  type StatutoryContributionsScreenProps,
} from './statutoryContribution.ts';

const column = createDataTableColumns<StatutoryContribution>();

function textCell({ getValue, row }: { getValue: () => unknown; row: { original: StatutoryContribution } }) {
  return <ListCellText value={getValue()} isActive={row.original.isActive} />;
}

const searchText = (item: StatutoryContribution) => [item.code, item.description];

/**
 * Statutory Contribution (§2.9): the employer's contributions, what the employer and the employee
 * each pay, and whether the employee's share is taken before tax; a row opens in its editor, where
 * it is deactivated or deleted.
 */
export function StatutoryContributionsScreen({
  currency,
  rounding,
  tables,
  status,
  errorMessage,
  onRetry,
  items,
  template,
  ...callbacks
}: StatutoryContributionsScreenProps) {
  const columns = useMemo(() => {
    const digits = currencyMinorDigits(currency);
    return column.columns([
      column.accessor('code', { header: 'Code', cell: textCell, meta: { width: 'minmax(7rem, 0.6fr)' } }),
      column.accessor('description', {
        header: 'Description',
        cell: textCell,
        meta: { width: 'minmax(10rem, 1fr)' },
      }),
      column.accessor((item) => describeSide(item.employer, tables, digits), {
        id: 'employer',
        header: 'Employer',
        cell: textCell,
        meta: { width: 'minmax(10rem, 1fr)' },
      }),
      column.accessor((item) => describeSide(item.employee, tables, digits), {
        id: 'employee',
        header: 'Employee',
        cell: textCell,
        meta: { width: 'minmax(10rem, 1fr)' },
      }),
      column.yesNo('employeeBeforeTax', { header: 'Before tax', meta: { width: 'minmax(6rem, 0.4fr)' } }),
      column.yesNo('isActive', { header: 'Active', meta: { width: 'minmax(5rem, 0.4fr)' } }),
      column.accessor((item) => sourceText(item), {
        id: 'source',
        header: 'Source',
        cell: textCell,
        meta: { width: 'minmax(12rem, 1.2fr)' },
      }),
    ]);
  }, [currency, tables]);
  return (
    <EditableListScreen
      words={{
        title: 'Statutory Contribution',
        many: 'statutory contributions',
        addLabel: 'Add Statutory Contribution',
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
        <StatutoryContributionDialog
          {...dialog}
          {...callbacks}
          currency={currency}
          rounding={rounding}
          tables={tables}
          items={items}
        />
      )}
    />
  );
}
