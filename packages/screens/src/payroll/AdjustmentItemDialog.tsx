import { valibotResolver } from '@hookform/resolvers/valibot';
import { currencyMinorDigits, type EmployeePayGroup } from '@hr/domain';
import { Dialog } from '@hr/ui';
import { useMemo } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { EMPLOYEE_PAY_GROUP_ONE } from './EmployeePayItemDialog.tsx';
import type { EmployeePayChoice } from './employeePay.ts';
import { PayItemChoiceFields, type PayItemChoiceInput, payChoiceOption } from './PayItemChoiceFields.tsx';
import type { SalaryAdjustmentItem } from './salaryAdjustment.ts';
import {
  type AdjustmentItemFormInput,
  type AdjustmentItemValues,
  adjustmentItemSchema,
} from './salaryAdjustmentSchema.ts';

export interface AdjustmentItemDialogProps {
  group: EmployeePayGroup;
  /** The employer's active items of the group. */
  choices: readonly EmployeePayChoice[];
  /** The payroll currency: amounts take its digits. */
  currency: string;
  /** Adds the item to the adjustment being written; nothing is saved until the adjustment is. */
  onAdd: (item: SalaryAdjustmentItem) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The item's own amount or quantity is sent as null ("the item's"), as the wire has it. */
const ownOrNull = (typed: string | null, items: string | null) => (typed === items ? null : typed);

/**
 * The Salary Adjustment's Add sub-dialog: one of the group's active items, its Amount and Quantity
 * filled in with the item's own when it is chosen (a statutory contribution takes neither). Mount
 * a new one per opening (a `key`).
 */
export function AdjustmentItemDialog({
  group,
  choices,
  currency,
  onAdd,
  isOpen,
  onOpenChange,
}: AdjustmentItemDialogProps) {
  const digits = currencyMinorDigits(currency);
  const schema = useMemo(() => adjustmentItemSchema(digits), [digits]);
  const form = useForm<AdjustmentItemFormInput, unknown, AdjustmentItemValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { itemId: '', amount: '', quantity: '' },
  });
  const { control, setValue } = form;
  const itemId = useWatch({ control, name: 'itemId' });
  const chosen = choices.find((choice) => choice.id === itemId);
  const options = useMemo(() => choices.map(payChoiceOption), [choices]);
  const takesAmount = group !== 'Statutory Contribution';

  const add = form.handleSubmit((values) => {
    const item = choices.find((choice) => choice.id === values.itemId);
    if (!item) return;
    onAdd({
      group,
      itemId: item.id,
      code: item.code,
      description: item.description,
      amount: takesAmount ? ownOrNull(values.amount, item.amount) : null,
      quantity: takesAmount ? ownOrNull(values.quantity, item.quantity) : null,
    });
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Add ${EMPLOYEE_PAY_GROUP_ONE[group]}`}
      primaryActionLabel="Add"
      primaryVariant="submit"
      // Not a form of its own: the sub-dialog sits inside the adjustment's form in React's tree, and
      // its submit event would reach that form too (events bubble through portals).
      onPrimaryAction={() => void add()}
    >
      <PayItemChoiceFields
        control={control as unknown as Control<PayItemChoiceInput>}
        options={options}
        chosen={chosen}
        takesAmount={takesAmount}
        onItemChange={(id) => {
          const item = choices.find((choice) => choice.id === id);
          setValue('amount', item?.amount ?? '');
          setValue('quantity', item?.quantity ?? '');
        }}
      />
    </Dialog>
  );
}
