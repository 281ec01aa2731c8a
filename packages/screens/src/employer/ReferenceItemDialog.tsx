import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  codeAlreadyUsed,
  EMPLOYER_LIMITS,
  isSameCode,
  type ReferenceItemInput,
  type ReferenceItemValues,
} from '@hr/domain';
import { Banner, ControlledField, Dialog, Switch, TextField } from '@hr/ui';
import { useRef, useState } from 'react';
import { type Control, type DefaultValues, useForm } from 'react-hook-form';
import { type FormFeedback, type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
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
  const [actionFeedback, setActionFeedback] = useState<FormFeedback | null>(null);
  const [isActionPending, setActionPending] = useState(false);
  const savedName = useRef('');
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    async (values) => {
      setActionFeedback(null);
      // The rows on screen (if any) are checked first, so a taken code is told at once and nothing
      // is sent; the server checks again.
      const clash = items.find((other) => other.id !== item?.id && isSameCode(other.code, values.code));
      if (clash) return { field: 'code', message: codeAlreadyUsed(clash.code, kind.one) };
      savedName.current = values.name;
      return onSave(values, item);
    },
    {
      fields: kind.fields,
      onSuccess: () => onDone(`${savedName.current} ${item ? 'saved' : 'added'}.`),
    },
  );
  const feedback = actionFeedback ?? bannerFeedback;
  // Every TInput has code, name and active (it extends ReferenceItemInput), but TypeScript cannot
  // resolve the field paths of a generic type, so the common fields see the form as its common part.
  const common = form.control as unknown as Control<ReferenceItemInput>;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={item ? kind.editTitle : kind.addTitle}
      primaryActionLabel={item ? 'Save changes' : kind.addLabel}
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      isPrimaryDisabled={isActionPending}
      onSubmit={(event) => void submit(event)}
    >
      {feedback ? (
        <Banner variant="danger" isUrgent>
          {feedback.message}
        </Banner>
      ) : null}
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
      {renderExtraFields?.(form.control, item, employees)}
      {item && onDelete && onSetActive ? (
        <ReferenceItemActions
          item={item}
          label={item}
          one={kind.one}
          isDisabled={isSubmitting}
          onPendingChange={setActionPending}
          onFeedback={setActionFeedback}
          onDelete={onDelete}
          onSetActive={onSetActive}
          onDone={onDone}
        />
      ) : null}
    </Dialog>
  );
}
