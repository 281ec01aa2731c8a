import { codeAlreadyUsed, isSameCode } from '@hr/domain';
import { Banner, Dialog, type DialogProps } from '@hr/ui';
import { type ReactNode, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { type FormFeedback, type FormSubmitResult, useFormFeedback } from '../forms/index.ts';

/** What an edit dialog's own actions (Delete, Deactivate) are given, to act beside its save. */
export interface ItemFormActionsContext {
  /** While the dialog saves, the row is not changed another way. */
  isDisabled: boolean;
  onPendingChange: (isPending: boolean) => void;
  /** A refusal, shown in the dialog's banner; null clears the last one. */
  onFeedback: (feedback: FormFeedback | null) => void;
}

export interface ItemFormDialogProps<
  TItem extends { id: string; code?: string },
  TInput extends FieldValues,
  TValues extends FieldValues,
> {
  /** The dialog's form: the screen owns it (its schema and starting values). */
  form: UseFormReturn<TInput, unknown, TValues>;
  /** The row edited; undefined when adding. */
  item?: TItem;
  /** Every row, so a code already on screen is refused before anything is sent. */
  items: readonly TItem[];
  /**
   * The refusal of values that clash with a row on screen (a name taken), told before anything is
   * sent; by default, a code another row has.
   */
  clashOf?: (values: TValues) => FormFeedback | null;
  /** One row, in a sentence ("leave type"). */
  one: string;
  title: string;
  primaryActionLabel: string;
  size?: DialogProps['size'];
  /** The fields that show the server's feedback on themselves; other feedback goes to the banner. */
  fields: readonly FieldPath<TInput>[];
  /** How the announcement names the saved row. */
  nameOf: (values: TValues) => string;
  /** Adds the row (`existing` undefined) or saves the changes to `existing`. */
  onSave: (values: TValues, existing?: TItem) => Promise<FormSubmitResult>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called when the row was saved (or acted on), with a sentence saying so. */
  onDone: (announcement: string) => void;
  /** Edit mode's own actions, below the fields. */
  renderActions?: (context: ItemFormActionsContext) => ReactNode;
  children: ReactNode;
}

/**
 * The add-or-edit dialog of a row in an editable list: the fields the screen gives, a banner for
 * feedback that names no field, and the screen's own actions when editing. A code already used by
 * another row on screen is refused at once; the server's refusal (a 409 on `code`) shows on its
 * field. A refused save keeps everything typed; a save closes the dialog and says what was done.
 */
export function ItemFormDialog<
  TItem extends { id: string; code?: string },
  TInput extends FieldValues,
  TValues extends FieldValues,
>({
  form,
  item,
  items,
  clashOf,
  one,
  title,
  primaryActionLabel,
  size,
  fields,
  nameOf,
  onSave,
  isOpen,
  onOpenChange,
  onDone,
  renderActions,
  children,
}: ItemFormDialogProps<TItem, TInput, TValues>) {
  const [actionFeedback, setActionFeedback] = useState<FormFeedback | null>(null);
  const [isActionPending, setActionPending] = useState(false);
  const savedName = useRef('');
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    async (values) => {
      setActionFeedback(null);
      // The rows on screen are checked first, so a taken code is told at once and nothing is sent;
      // the server checks again.
      const clash = clashOf ? clashOf(values) : codeClash(values, items, item, one);
      if (clash) return clash;
      savedName.current = nameOf(values);
      return onSave(values, item);
    },
    {
      fields,
      onSuccess: () => onDone(`${savedName.current} ${item ? 'saved' : 'added'}.`),
    },
  );
  const feedback = actionFeedback ?? bannerFeedback;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size={size}
      title={title}
      primaryActionLabel={primaryActionLabel}
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
      {children}
      {item
        ? renderActions?.({
            isDisabled: isSubmitting,
            onPendingChange: setActionPending,
            onFeedback: setActionFeedback,
          })
        : null}
    </Dialog>
  );
}

/** Another row on screen with the code of `values`, as the field's refusal. */
function codeClash<TItem extends { id: string; code?: string }>(
  values: FieldValues,
  items: readonly TItem[],
  item: TItem | undefined,
  one: string,
): FormFeedback | null {
  const code = values.code;
  if (typeof code !== 'string') return null;
  const clash = items.find(
    (other) => other.id !== item?.id && other.code !== undefined && isSameCode(other.code, code),
  );
  return clash?.code === undefined ? null : { field: 'code', message: codeAlreadyUsed(clash.code, one) };
}
