import { ControlledField, FieldGroup, TextField } from '@hr/ui';
import type { Control } from 'react-hook-form';
import { OptionSelect } from '../employees/employeeFormFields.tsx';
import type { EmployeePayChoice } from './employeePay.ts';

/** The part of a form that picks one of the employer's items with an amount and quantity of its own. */
export interface PayItemChoiceInput {
  itemId: string;
  amount: string;
  quantity: string;
}

export interface PayItemChoiceFieldsProps {
  /**
   * The dialog's form viewed as just these fields (`control as unknown as Control<PayItemChoiceInput>`),
   * as EffectiveDateFields is.
   */
  control: Control<PayItemChoiceInput>;
  /** The items offered, as "CODE – Description". */
  options: readonly { id: string; name: string }[];
  /** The item chosen now, whose amount and quantity show as the placeholders. */
  chosen: EmployeePayChoice | undefined;
  /** False for a statutory contribution, which takes neither an amount nor a quantity. */
  takesAmount: boolean;
  /** Called with the newly chosen item's id, after the form has it. */
  onItemChange?: (itemId: string) => void;
}

/** An item as the Item select offers it: "HOUSING – Housing". */
export function payChoiceOption(item: { id: string; code: string; description: string }) {
  return { id: item.id, name: `${item.code} – ${item.description}` };
}

/**
 * Item, Amount and Quantity: what the employee's Salary groups and a salary adjustment's sections
 * both ask when they add one of the employer's items. A blank amount or quantity is the item's own.
 */
export function PayItemChoiceFields({
  control,
  options,
  chosen,
  takesAmount,
  onItemChange,
}: PayItemChoiceFieldsProps) {
  return (
    <>
      <ControlledField
        control={control}
        name="itemId"
        render={({ onChange, ...field }) => (
          <OptionSelect
            {...field}
            onChange={(itemId) => {
              onChange(itemId);
              onItemChange?.(itemId);
            }}
            label="Item"
            options={options}
            isRequired
          />
        )}
      />
      {takesAmount ? (
        <FieldGroup columns={2}>
          <ControlledField
            control={control}
            name="amount"
            render={(field) => (
              <TextField
                {...field}
                label="Amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder={chosen?.amount ?? undefined}
                description="Leave blank for the item’s amount."
              />
            )}
          />
          <ControlledField
            control={control}
            name="quantity"
            render={(field) => (
              <TextField
                {...field}
                label="Quantity"
                inputMode="decimal"
                autoComplete="off"
                placeholder={chosen?.quantity ?? undefined}
                description={
                  chosen?.unit
                    ? `In ${chosen.unit}. Leave blank for the item’s quantity.`
                    : 'Leave blank for the item’s quantity.'
                }
              />
            )}
          />
        </FieldGroup>
      ) : null}
    </>
  );
}
