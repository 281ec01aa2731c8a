import type { ReferenceItemInput, ReferenceItemValues } from '@hr/domain';
import { EditableListScreen } from '../layout/EditableListScreen.tsx';
import { ReferenceItemDialog } from './ReferenceItemDialog.tsx';
import type {
  EmployeeChoice,
  ReferenceDataProps,
  ReferenceDialogDefinition,
  ReferenceItem,
} from './referenceData.ts';

export interface ReferenceDataScreenProps<
  TItem extends ReferenceItem,
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
> extends ReferenceDataProps<TItem, TValues>,
    ReferenceDialogDefinition<TItem, TInput, TValues> {
  /** The employees a head is chosen from, for the kinds that have one. */
  employees?: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
}

/** What the reference lists' filter looks in. */
const searchText = (item: ReferenceItem) => [item.code, item.name];

/**
 * One list of reference data (§2.7): a heading with an add button, a filter, a table that sorts
 * by any column, and one dialog that adds a row or, opened from a row, edits, deactivates or
 * deletes it. Every screen of the kind (departments, job positions, levels, branches, banks) is
 * this screen with its own words, columns and fields.
 */
export function ReferenceDataScreen<
  TItem extends ReferenceItem,
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
>({
  kind,
  status,
  errorMessage,
  onRetry,
  items,
  onSave,
  onDelete,
  onSetActive,
  renderExtraFields,
  employees,
  onEmployeeSearch,
}: ReferenceDataScreenProps<TItem, TInput, TValues>) {
  return (
    <EditableListScreen
      words={{ ...kind, filterPlaceholder: 'Code or name', filterScope: 'codes and names' }}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      items={items}
      columns={kind.columns}
      searchText={searchText}
      renderDialog={(dialog) => (
        <ReferenceItemDialog
          {...dialog}
          kind={kind}
          items={items}
          onSave={onSave}
          onDelete={onDelete}
          onSetActive={onSetActive}
          renderExtraFields={renderExtraFields}
          employees={employees}
          {...(onEmployeeSearch ? { onEmployeeSearch } : {})}
        />
      )}
    />
  );
}
