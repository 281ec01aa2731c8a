import { valibotResolver } from '@hookform/resolvers/valibot';
import { currencyMinorDigits, isCurrencyCode } from '@hr/domain';
import { Banner, ControlledField, Dialog, FieldGroup, TextField } from '@hr/ui';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { CurrencyField, DateField } from '../employees/employeeFormFields.tsx';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import { useFormFeedback } from '../forms/index.ts';
import { SalaryAdjustmentItemSections } from './SalaryAdjustmentItemSections.tsx';
import { SALARY_ADJUSTMENT_FIELDS, type SalaryAdjustmentDialogData } from './salaryAdjustment.ts';
import {
  REMARKS_MAX_LENGTH,
  type SalaryAdjustmentFormInput,
  type SalaryAdjustmentValues,
  salaryAdjustmentSchema,
} from './salaryAdjustmentSchema.ts';

export interface SalaryAdjustmentDialogProps extends SalaryAdjustmentDialogData {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once saved, with a sentence saying so. */
  onDone: (announcement: string) => void;
}

/** "In GHS, with up to 2 decimal places. Leave blank to keep the basic salary." */
function amountHint(currency: string): string {
  const keep = 'Leave blank to keep the basic salary.';
  if (!isCurrencyCode(currency)) return `The new basic salary. ${keep}`;
  const digits = currencyMinorDigits(currency);
  const places =
    digits === 0 ? 'whole amounts' : `up to ${digits} decimal ${digits === 1 ? 'place' : 'places'}`;
  return `The new basic salary in ${currency}, ${places}. ${keep}`;
}

/**
 * "Salary Adjustment" (issue 14): a new basic salary from an effective date, items added from the
 * four groups, or both; a past effective date leaves arrears for the next run. A refusal shows
 * above the fields and keeps everything typed and added. Mount a new one per opening (a `key`).
 */
export function SalaryAdjustmentDialog({
  employees,
  onEmployeeSearch,
  choices,
  payrollCurrency,
  today,
  onSave,
  isOpen,
  onOpenChange,
  onDone,
}: SalaryAdjustmentDialogProps) {
  const form = useForm<SalaryAdjustmentFormInput, unknown, SalaryAdjustmentValues>({
    resolver: valibotResolver(salaryAdjustmentSchema),
    mode: 'onTouched',
    defaultValues: {
      employeeId: '',
      effectiveDate: today,
      amount: '',
      currency: payrollCurrency,
      remarks: '',
      items: [],
    },
  });
  const { control } = form;
  const items = useFieldArray({ control, name: 'items' });
  const currency = useWatch({ control, name: 'currency' });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSave, {
    fields: SALARY_ADJUSTMENT_FIELDS,
    onSuccess: () => onDone('Salary adjustment saved.'),
  });
  // Once Save was pressed, adding or removing an item settles "a new amount or an item" at once.
  const recheckAmount = () => {
    if (form.formState.isSubmitted) void form.trigger('amount');
  };
  const search = onEmployeeSearch ? { onSearch: onEmployeeSearch } : {};

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Salary Adjustment"
      size="large"
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
      <ControlledField
        control={control}
        name="employeeId"
        render={({ value, onChange, ...field }) => (
          <EmployeeComboBox
            {...field}
            label="Select Employee"
            description="Start typing a name."
            employees={employees}
            {...search}
            value={value === '' ? null : value}
            onChange={(id) => onChange(id ?? '')}
            allowsCustomValue={false}
            isRequired
          />
        )}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="effectiveDate"
          render={(field) => (
            <DateField
              {...field}
              label="Effective Date"
              description="A past date pays arrears in the next run."
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="amount"
          render={(field) => (
            <TextField
              {...field}
              label="Amount"
              inputMode="decimal"
              autoComplete="off"
              description={amountHint(currency)}
            />
          )}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="currency"
        render={(field) => <CurrencyField {...field} label="Select Currency" first={payrollCurrency} />}
      />
      <ControlledField
        control={control}
        name="remarks"
        render={(field) => (
          <TextField {...field} label="Remarks" multiline rows={2} maxLength={REMARKS_MAX_LENGTH} />
        )}
      />
      <SalaryAdjustmentItemSections
        items={items.fields}
        choices={choices}
        currency={payrollCurrency}
        onAdd={(item) => {
          items.append(item);
          recheckAmount();
        }}
        onRemove={(index) => {
          items.remove(index);
          recheckAmount();
        }}
      />
    </Dialog>
  );
}
