import { createDataTableColumns } from '@hr/ui';
import { useMemo } from 'react';
import { activeFlagCell, ListCellText } from '../employer/referenceCell.tsx';
import { IncidentCategoryBadge } from './IncidentCategoryBadge.tsx';
import { IncidentSetupScreen, type IncidentSetupScreenProps } from './IncidentSetupList.tsx';
import { IncidentTypeDialog } from './IncidentTypeDialog.tsx';
import type { IncidentCategory, IncidentType, IncidentTypeField } from './incidentSetup.ts';

export interface IncidentTypesScreenProps
  extends IncidentSetupScreenProps<IncidentType, Omit<IncidentType, 'id'>, IncidentTypeField> {
  /** Every category of the employer, active or not: the table shows each type's, the dialog offers the active ones. */
  categories: readonly IncidentCategory[];
}

const column = createDataTableColumns<IncidentType>();

function typeColumns(categories: readonly IncidentCategory[]) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return column.columns([
    column.accessor('code', { header: 'Code', cell: activeFlagCell, meta: { width: 'minmax(7rem, 0.5fr)' } }),
    column.accessor('description', {
      header: 'Description',
      cell: activeFlagCell,
      meta: { width: 'minmax(12rem, 1.2fr)' },
    }),
    column.accessor((type) => byId.get(type.categoryId)?.code ?? '', {
      id: 'category',
      header: 'Category',
      cell: ({ row }) => {
        const category = byId.get(row.original.categoryId);
        return category ? (
          <IncidentCategoryBadge
            code={category.code}
            color={category.color}
            description={category.description}
          />
        ) : (
          <ListCellText value="" isActive={row.original.isActive} />
        );
      },
      meta: { width: 'minmax(8rem, 0.5fr)' },
    }),
    column.accessor('defaultSeverity', {
      header: 'Severity',
      cell: activeFlagCell,
      meta: { width: 'minmax(6rem, 0.4fr)' },
    }),
    column.yesNo('isActive', { header: 'Active', meta: { width: 'minmax(6rem, 0.3fr)' } }),
  ]);
}

/**
 * Incident › Type (route /incident/incident-type): the employer's incident types with their category's
 * badge and default severity, and one dialog that adds a type or, opened from a row, edits,
 * deactivates or deletes it.
 */
export function IncidentTypesScreen({ categories, ...props }: IncidentTypesScreenProps) {
  const columns = useMemo(() => typeColumns(categories), [categories]);
  return (
    <IncidentSetupScreen
      {...props}
      words={{ title: 'Incident Types', many: 'incident types', addLabel: 'Add Type' }}
      columns={columns}
      renderDialog={(dialog) => <IncidentTypeDialog {...dialog} categories={categories} />}
    />
  );
}
