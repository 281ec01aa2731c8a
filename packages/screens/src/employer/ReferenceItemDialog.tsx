import { valibotResolver } from '@hookform/resolvers/valibot';
import { EMPLOYER_LIMITS, type ReferenceItemInput, type ReferenceItemValues } from '@hr/domain';
import { ControlledField, Switch, TextField } from '@hr/ui';
import { type Control, type DefaultValues, useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../forms/index.ts';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { ReferenceItemActions } from './ReferenceItemActions.tsx';
import type {
  EmployeeChoice,
  ReferenceDataProps,
  ReferenceDialogDefinition,
  ReferenceItem,
} from './referenceData.ts';

export interface ReferenceItemDialogProps<
  TItem extends ReferenceItem,
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
> extends ReferenceDialogDefinition<TItem, TInput, TValues>,
    Partial<Pick<ReferenceDataProps<TItem, TValues>, 'items' | 'onDelete' | 'onSetActive'>> {
  /**
   * Adds the row (`existing` undefined) or saves the changes to `existing`, as ReferenceDataProps'
   * `onSave`; feedback naming a field the dialog does not have shows above its fields.
   */
  onSave: (values: TValues, existing?: TItem) => Promise<FormSubmitResult>;
  /**
   * The row to edit; without it the dialog adds one. Editing needs `onDelete` and `onSetActive` for
   * the row's Delete and Deactivate/Activate.
   */
  item?: TItem;
  /** The employees a head is chosen from, for the kinds that have one. */
  employees?: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called when the row was saved, deleted, activated or deactivated, with a sentence saying so. */
  onDone: (announcement: string) => void;
}

const NO_ROWS: readonly never[] = [];

/**
 * Adds or edits one reference row. It starts from the row (or empty, Active on) each time it opens,
 * since the screen mounts a new one per opening: Cancel, Escape and a save all leave nothing behind,
 * while a refused save keeps everything typed. Edit mode adds Deactivate/Activate and Delete.
 */
export function ReferenceItemDialog<
  TItem extends ReferenceItem,
  TInput extends ReferenceItemInput,
  TValues extends ReferenceItemValues,
>({
  kind,
  item,
  items = NO_ROWS,
  employees = NO_ROWS,
  onEmployeeSearch,
  isOpen,
  onOpenChange,
  onSave,
  onDelete,
  onSetActive,
  onDone,
  renderExtraFields,
}: ReferenceItemDialogProps<TItem, TInput, TValues>) {
  const form = useForm<TInput, unknown, TValues>({
    resolver: valibotResolver(kind.schema),
    mode: 'onTouched',
    defaultValues: (item ? kind.toInput(item) : kind.emptyValues) as DefaultValues<TInput>,
  });
  // Every TInput has code, name and active (it extends ReferenceItemInput), but TypeScript cannot
  // resolve the field paths of a generic type, so the common fields see the form as its common part.
  const common = form.control as unknown as Control<ReferenceItemInput>;

  return (
    <ItemFormDialog
      form={form}
      item={item}
      items={items}
      one={kind.one}
      title={item ? kind.editTitle : kind.addTitle}
      primaryActionLabel={item ? 'Save changes' : kind.addLabel}
      fields={kind.fields}
      nameOf={(values) => values.name}
      onSave={onSave}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onDone={onDone}
      renderActions={(actions) =>
        onDelete && onSetActive && item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={item}
            one={kind.one}
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={onDone}
          />
        ) : null
      }
    >
      <ControlledField
        control={common}
        name="code"
        render={(field) => (
          <TextField
            {...field}
            label="Code"
            description={`Up to ${EMPLOYER_LIMITS.codeMaxLength} characters, not used by another ${kind.one}.`}
            autoComplete="off"
            isRequired
          />
        )}
      />
      <ControlledField
        control={common}
        name="name"
        render={(field) => <TextField {...field} label="Name" autoComplete="off" isRequired />}
      />
      <ControlledField
        control={common}
        name="active"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value}>
            Active
          </Switch>
        )}
      />
      {renderExtraFields?.(form.control, item, {
        items: employees,
        ...(onEmployeeSearch ? { onSearch: onEmployeeSearch } : {}),
      })}
    </ItemFormDialog>
  );
}
