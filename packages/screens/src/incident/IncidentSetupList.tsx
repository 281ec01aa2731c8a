import type { DataTableColumns, DialogProps } from '@hr/ui';
import type { ReactNode } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import { type EditableListDialogProps, EditableListScreen } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { PayrollCodeFields } from '../payroll/PayrollCodeFields.tsx';
import {
  type IncidentSetupCallbacks,
  type IncidentSetupRow,
  searchCodeAndDescription,
  setupRowName,
} from './incidentSetup.ts';

/*
 * What the three incident set-up screens (categories, types, decisions) share: the list with its code
 * and description filter, and the dialog that starts with Code, Description and Active and, editing,
 * offers Deactivate/Activate and Delete. Each screen gives its columns and its own fields.
 */

/** The form values every incident set-up dialog starts with. */
interface IncidentSetupRowInput {
  code: string;
  description: string;
  isActive: boolean;
}

export interface IncidentSetupScreenProps<TItem, TValues, TField extends string>
  extends IncidentSetupCallbacks<TItem, TValues, TField> {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** Every row of the employer, active or not. */
  items: readonly TItem[];
}

/** What the list tells its dialog: the opening, every row and the callbacks. */
export type IncidentSetupDialogContext<
  TItem,
  TValues,
  TField extends string,
> = EditableListDialogProps<TItem> &
  IncidentSetupCallbacks<TItem, TValues, TField> & { items: readonly TItem[] };

export function IncidentSetupScreen<TItem extends IncidentSetupRow, TValues, TField extends string>({
  words,
  status,
  errorMessage,
  onRetry,
  items,
  columns,
  onSave,
  onDelete,
  onSetActive,
  renderDialog,
}: IncidentSetupScreenProps<TItem, TValues, TField> & {
  words: { title: string; many: string; addLabel: string };
  columns: DataTableColumns<TItem>;
  renderDialog: (dialog: IncidentSetupDialogContext<TItem, TValues, TField>) => ReactNode;
}) {
  return (
    <EditableListScreen
      words={{ ...words, filterPlaceholder: 'Code or description', filterScope: 'codes and descriptions' }}
      status={status}
      errorMessage={errorMessage}
      onRetry={onRetry}
      items={items}
      columns={columns}
      searchText={searchCodeAndDescription}
      emptyIcon="alert"
      renderDialog={(dialog) => renderDialog({ ...dialog, items, onSave, onDelete, onSetActive })}
    />
  );
}

export function IncidentSetupDialog<
  TItem extends IncidentSetupRow,
  TInput extends IncidentSetupRowInput,
  TValues extends IncidentSetupRowInput,
  TField extends string,
>({
  form,
  one,
  short,
  addTitle,
  fields,
  size,
  item,
  items,
  isOpen,
  onOpenChange,
  onDone,
  onSave,
  onDelete,
  onSetActive,
  children,
}: IncidentSetupDialogContext<TItem, TValues, TField> & {
  form: UseFormReturn<TInput, unknown, TValues>;
  /** One row, in a sentence ("incident category"). */
  one: string;
  /** The same without "incident", as the code's hint says it ("category"). */
  short: string;
  /** The title when adding ("Add Category"); editing is "Edit incident category". */
  addTitle: string;
  fields: readonly (TField & FieldPath<TInput>)[];
  size?: DialogProps['size'];
  /** The list's own fields, after Code, Description and Active. */
  children: ReactNode;
}) {
  return (
    <ItemFormDialog
      form={form}
      item={item}
      items={items}
      one={one}
      size={size}
      title={item ? `Edit ${one}` : addTitle}
      primaryActionLabel="Save"
      fields={fields}
      nameOf={setupRowName}
      onSave={onSave}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onDone={onDone}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={{ code: item.code, name: item.description, active: item.isActive }}
            one={one}
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={onDone}
          />
        ) : null
      }
    >
      <PayrollCodeFields control={form.control} one={short} descriptionHint="As lists and cases name it." />
      {children}
    </ItemFormDialog>
  );
}
