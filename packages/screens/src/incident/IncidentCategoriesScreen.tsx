import { createDataTableColumns } from '@hr/ui';
import { activeFlagCell } from '../employer/referenceCell.tsx';
import { IncidentCategoryBadge } from './IncidentCategoryBadge.tsx';
import { IncidentCategoryDialog } from './IncidentCategoryDialog.tsx';
import { IncidentSetupScreen, type IncidentSetupScreenProps } from './IncidentSetupList.tsx';
import type { IncidentCategory, IncidentCategoryField } from './incidentSetup.ts';

export type IncidentCategoriesScreenProps = IncidentSetupScreenProps<
  IncidentCategory,
  Omit<IncidentCategory, 'id'>,
  IncidentCategoryField
>;

const column = createDataTableColumns<IncidentCategory>();

const columns = column.columns([
  column.accessor('code', {
    header: 'Code',
    cell: ({ row }) => (
      <IncidentCategoryBadge
        code={row.original.code}
        color={row.original.color}
        description={row.original.description}
      />
    ),
    meta: { width: 'minmax(8rem, 0.6fr)' },
  }),
  column.accessor('description', {
    header: 'Description',
    cell: activeFlagCell,
    meta: { width: 'minmax(12rem, 1.6fr)' },
  }),
  column.accessor('color', {
    header: 'Colour',
    enableSorting: false,
    cell: activeFlagCell,
    meta: { width: 'minmax(6rem, 0.4fr)' },
  }),
  column.yesNo('isActive', { header: 'Active', meta: { width: 'minmax(6rem, 0.3fr)' } }),
]);

/**
 * Incident › Category (§2.10, route /incident/incident-category): the employer's categories with
 * their badge, and one dialog that adds a category or, opened from a row, edits, deactivates or
 * deletes it.
 */
export function IncidentCategoriesScreen(props: IncidentCategoriesScreenProps) {
  return (
    <IncidentSetupScreen
      {...props}
      words={{ title: 'Incident Categories', many: 'incident categories', addLabel: 'Add Category' }}
      columns={columns}
      renderDialog={(dialog) => <IncidentCategoryDialog {...dialog} />}
    />
  );
}
