import { ControlledField, FieldGroup, Switch, TextField } from '@hr/ui';
import type { Control, FieldValues } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { FormSubmitResult } from '../forms/index.ts';
import type { ItemFormActionsContext } from '../layout/ItemFormDialog.tsx';

/** The fields every incident set-up row has, as its form holds them. */
interface CodeDescriptionActiveValues {
  code: string;
  description: string;
  isActive: boolean;
}

/** Code and Description side by side, both required (§5), and the Active switch under them. */
export function CodeDescriptionActive<TInput extends CodeDescriptionActiveValues & FieldValues, TValues>({
  control,
  limits,
  one,
}: {
  control: Control<TInput, unknown, TValues>;
  limits: { codeMaxLength: number; descriptionMaxLength: number };
  /** The row in a sentence ("category"), for the code's hint. */
  one: string;
}) {
  // TypeScript cannot resolve the field paths of a generic form, so the fields see its common part.
  const common = control as unknown as Control<CodeDescriptionActiveValues>;
  return (
    <>
      <FieldGroup columns={2}>
        <ControlledField
          control={common}
          name="code"
          render={(field) => (
            <TextField
              {...field}
              label="Code"
              description={`Not used by another ${one}.`}
              maxLength={limits.codeMaxLength}
              autoComplete="off"
              isRequired
            />
          )}
        />
        <ControlledField
          control={common}
          name="description"
          render={(field) => (
            <TextField
              {...field}
              label="Description"
              maxLength={limits.descriptionMaxLength}
              autoComplete="off"
              isRequired
            />
          )}
        />
      </FieldGroup>
      <ControlledField
        control={common}
        name="isActive"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value}>
            Active
          </Switch>
        )}
      />
    </>
  );
}

/** Deactivate/Activate and Delete of an edited row, named by its code and description. */
export function SetupRowActions<TItem extends { code: string; description: string; isActive: boolean }>({
  item,
  one,
  onDelete,
  onSetActive,
  onDone,
  ...actions
}: ItemFormActionsContext & {
  item: TItem;
  one: string;
  onDelete: (item: TItem) => Promise<FormSubmitResult>;
  onSetActive: (item: TItem, active: boolean) => Promise<FormSubmitResult>;
  onDone: (announcement: string) => void;
}) {
  return (
    <ReferenceItemActions
      {...actions}
      item={item}
      label={{ code: item.code, name: item.description, active: item.isActive }}
      one={one}
      onDelete={onDelete}
      onSetActive={onSetActive}
      onDone={onDone}
    />
  );
}
