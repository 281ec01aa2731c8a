import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  currencyMinorDigits,
  EXPENSE_CATEGORY_DEFAULTS,
  type ExpenseCategoryFormInput,
  type ExpenseCategoryFormValues,
  expenseCategoryFormSchema,
} from '@hr/domain';
import { ControlledField, FieldGroup, Switch, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { PayrollCodeFields } from '../payroll/PayrollCodeFields.tsx';
import type { ExpenseCategoriesScreenProps, ExpenseCategory, ExpenseCategoryField } from './expenseSetup.ts';

export interface ExpenseCategoryDialogProps
  extends EditableListDialogProps<ExpenseCategory>,
    Pick<ExpenseCategoriesScreenProps, 'currency' | 'onSave' | 'onDelete' | 'onSetActive'> {
  /** Every category, so a code already on screen is refused before sending. */
  items: readonly ExpenseCategory[];
}

const FIELDS: readonly ExpenseCategoryField[] = [
  'code',
  'description',
  'limitPerClaim',
  'limitPerMonth',
  'receiptRequiredAbove',
];

function toInput(item: ExpenseCategory): ExpenseCategoryFormInput {
  return {
    code: item.code,
    description: item.description,
    taxable: item.taxable,
    limitPerClaim: item.limitPerClaim ?? '',
    limitPerMonth: item.limitPerMonth ?? '',
    receiptRequiredAbove: item.receiptRequiredAbove ?? '',
    active: item.active,
  };
}

/**
 * Adds or edits an expense category (issue 32 item 1): Code, Description, Active, whether its claims
 * are paid as taxable pay, its limits per claim and per month and the amount above which a line needs
 * a receipt. A blank limit is none; a receipt above 0 is always required.
 */
export function ExpenseCategoryDialog({
  currency,
  item,
  items,
  onSave,
  onDelete,
  onSetActive,
  ...dialog
}: ExpenseCategoryDialogProps) {
  const digits = currencyMinorDigits(currency);
  const schema = useMemo(() => expenseCategoryFormSchema(digits), [digits]);
  const form = useForm<ExpenseCategoryFormInput, unknown, ExpenseCategoryFormValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: item ? toInput(item) : EXPENSE_CATEGORY_DEFAULTS,
  });
  const { control } = form;
  const amountField = (
    name: 'limitPerClaim' | 'limitPerMonth' | 'receiptRequiredAbove',
    label: string,
    blank: string,
  ) => (
    <ControlledField
      control={control}
      name={name}
      render={(field) => (
        <TextField
          {...field}
          label={label}
          description={`In ${currency}. ${blank}`}
          inputMode={digits === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
        />
      )}
    />
  );

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      one="expense category"
      title={item ? 'Edit expense category' : 'Add Category'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.description}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={{ code: item.code, name: item.description, active: item.active }}
            one="expense category"
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <PayrollCodeFields
        control={control}
        one="category"
        descriptionHint="As claims and payslips name it."
        activeField="active"
      />
      <ControlledField
        control={control}
        name="taxable"
        render={({ value, ...field }) => (
          <Switch
            {...field}
            isSelected={value}
            description="Paid through the payslip as taxable pay; otherwise as a tax-free reimbursement."
          >
            Taxable
          </Switch>
        )}
      />
      <FieldGroup columns={3}>
        {amountField('limitPerClaim', 'Limit per claim', 'Blank: no limit.')}
        {amountField('limitPerMonth', 'Limit per month', 'Blank: no limit.')}
        {amountField('receiptRequiredAbove', 'Receipt required above', 'Blank: never; 0: always.')}
      </FieldGroup>
    </ItemFormDialog>
  );
}
