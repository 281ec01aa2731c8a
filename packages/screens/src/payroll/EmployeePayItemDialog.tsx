import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  currencyMinorDigits,
  type EmployeePayGroup,
  type EmployeePayItemFormInput,
  type EmployeePayItemValues,
  employeePayItemSchema,
} from '@hr/domain';
import { Banner, Dialog } from '@hr/ui';
import { useMemo } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import { EffectiveDateFields, type EffectiveDatesInput } from './EffectiveDateFields.tsx';
import type { EmployeePayChoice, EmployeePayItem, EmployeePayItemField } from './employeePay.ts';
import { PayItemChoiceFields, type PayItemChoiceInput, payChoiceOption } from './PayItemChoiceFields.tsx';

/** How each group names one of its items, in titles and announcements. */
export const EMPLOYEE_PAY_GROUP_ONE: Record<EmployeePayGroup, string> = {
  Earning: 'earning',
  Deduction: 'deduction',
  Bonus: 'bonus',
  'Statutory Contribution': 'statutory contribution',
};

export interface EmployeePayItemDialogProps {
  group: EmployeePayGroup;
  /** The employer's active items of the group. */
  choices: readonly EmployeePayChoice[];
  currency: string;
  /** The assignment edited; undefined when adding. */
  item?: EmployeePayItem;
  /** The effective date offered when adding ('YYYY-MM-DD'). */
  today: string;
  onSave: (values: EmployeePayItemValues) => Promise<FormSubmitResult<EmployeePayItemField>>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once saved, with a sentence saying so. */
  onDone: (announcement: string) => void;
}

const FIELDS: readonly EmployeePayItemField[] = ['itemId', 'amount', 'quantity', 'effectiveDate', 'endDate'];

function startingValues(
  group: EmployeePayGroup,
  item: EmployeePayItem | undefined,
  today: string,
): EmployeePayItemFormInput {
  return {
    group,
    itemId: item?.itemId ?? '',
    amount: item?.amount ?? '',
    quantity: item?.quantity ?? '',
    effectiveDate: item?.effectiveDate ?? today,
    endDate: item?.endDate ?? '',
  };
}

/**
 * Assigns one of the employer's items to the employee from a Salary group, or edits the assignment:
 * an amount or quantity of the employee's own only when it differs from the item's (left blank, the
 * item's is used; a statutory contribution takes neither), from the effective date to an optional
 * end date. Mount a new one per opening (a `key`).
 */
export function EmployeePayItemDialog({
  group,
  choices,
  currency,
  item,
  today,
  onSave,
  isOpen,
  onOpenChange,
  onDone,
}: EmployeePayItemDialogProps) {
  const digits = currencyMinorDigits(currency);
  const schema = useMemo(() => employeePayItemSchema(digits), [digits]);
  const form = useForm<EmployeePayItemFormInput, unknown, EmployeePayItemValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: startingValues(group, item, today),
  });
  const one = EMPLOYEE_PAY_GROUP_ONE[group];
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSave, {
    fields: FIELDS,
    onSuccess: () => onDone(`${chosenName(form.getValues('itemId'))} ${item ? 'saved' : 'added'}.`),
  });
  const { control } = form;
  const itemId = useWatch({ control, name: 'itemId' });
  // An item no longer offered (deactivated) stays choosable on its own assignment.
  const options = useMemo(() => {
    const offered = choices.map(payChoiceOption);
    return item && !choices.some((choice) => choice.id === item.itemId)
      ? [payChoiceOption({ ...item, id: item.itemId }), ...offered]
      : offered;
  }, [choices, item]);
  const chosen = choices.find((choice) => choice.id === itemId);

  function chosenName(id: string): string {
    return options.find((option) => option.id === id)?.name ?? 'Item';
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`${item ? 'Edit' : 'Add'} ${one}`}
      primaryActionLabel="Save"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <PayItemChoiceFields
        control={control as unknown as Control<PayItemChoiceInput>}
        options={options}
        chosen={chosen}
        takesAmount={group !== 'Statutory Contribution'}
      />
      <EffectiveDateFields control={control as unknown as Control<EffectiveDatesInput>} />
    </Dialog>
  );
}
