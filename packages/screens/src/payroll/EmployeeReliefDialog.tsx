import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  currencyMinorDigits,
  type EmployeeReliefFormInput,
  type EmployeeReliefValues,
  employeeReliefSchema,
  RELIEF_PERIOD_LABELS,
  RELIEF_PERIODS,
} from '@hr/domain';
import { Banner, ControlledField, Dialog, FieldGroup, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { ChoiceRadios } from '../employees/employeeFormFields.tsx';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import { EffectiveDateFields, type EffectiveDatesInput } from './EffectiveDateFields.tsx';
import type { EmployeeRelief, EmployeeReliefField } from './employeePay.ts';

export interface EmployeeReliefDialogProps {
  currency: string;
  /** The relief edited; undefined when adding. */
  relief?: EmployeeRelief;
  /** The effective date offered when adding ('YYYY-MM-DD'). */
  today: string;
  onSave: (values: EmployeeReliefValues) => Promise<FormSubmitResult<EmployeeReliefField>>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
}

const FIELDS: readonly EmployeeReliefField[] = ['description', 'amount', 'per', 'effectiveDate', 'endDate'];

/**
 * A relief recorded on the employee (a rent relief): it lowers their taxable income and is never
 * taken from pay; an amount per pay period or per year, from the effective date to an optional end.
 * Mount a new one per opening (a `key`).
 */
export function EmployeeReliefDialog({
  currency,
  relief,
  today,
  onSave,
  isOpen,
  onOpenChange,
  onDone,
}: EmployeeReliefDialogProps) {
  const digits = currencyMinorDigits(currency);
  const schema = useMemo(() => employeeReliefSchema(digits), [digits]);
  const form = useForm<EmployeeReliefFormInput, unknown, EmployeeReliefValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      description: relief?.description ?? '',
      amount: relief?.amount ?? '',
      per: relief?.per ?? 'Year',
      effectiveDate: relief?.effectiveDate ?? today,
      endDate: relief?.endDate ?? '',
    },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSave, {
    fields: FIELDS,
    onSuccess: () => onDone(`${form.getValues('description').trim()} ${relief ? 'saved' : 'added'}.`),
  });
  const { control } = form;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={relief ? 'Edit relief' : 'Add relief'}
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
        name="description"
        render={(field) => <TextField {...field} label="Description" autoComplete="off" isRequired />}
      />
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
              isRequired
              description={`In ${currency}; lowers taxable income, not taken from pay.`}
            />
          )}
        />
        <ControlledField
          control={control}
          name="per"
          render={(field) => (
            <ChoiceRadios
              {...field}
              label="Per"
              choices={RELIEF_PERIODS}
              choiceLabels={RELIEF_PERIOD_LABELS}
            />
          )}
        />
      </FieldGroup>
      <EffectiveDateFields control={control as unknown as Control<EffectiveDatesInput>} />
    </Dialog>
  );
}
