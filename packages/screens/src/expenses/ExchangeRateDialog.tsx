import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  EXPENSE_NUMBER_FORMATS,
  type ExchangeRateFormInput,
  type ExchangeRateFormValues,
  exchangeRateDefaults,
  exchangeRateFormSchema,
} from '@hr/domain';
import { ControlledField, TextField, useFormatDay } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CurrencyField, DateField } from '../employees/employeeFormFields.tsx';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { FormFeedback } from '../forms/index.ts';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import type { ExchangeRate, ExchangeRateField, ExchangeRatesScreenProps } from './expenseSetup.ts';

export interface ExchangeRateDialogProps
  extends EditableListDialogProps<ExchangeRate>,
    Pick<ExchangeRatesScreenProps, 'currency' | 'today' | 'onSave' | 'onDelete'> {
  /** Every rate, so a currency's second rate from the same day is refused before sending. */
  items: readonly ExchangeRate[];
}

const FIELDS: readonly ExchangeRateField[] = ['currency', 'rate', 'effectiveFrom'];

/**
 * Adds or edits a rate of the employer's table (issue 32 item 2): the currency, what one unit of it is
 * worth in the payroll currency, and the day it applies from. Kept by hand; nothing is fetched.
 */
export function ExchangeRateDialog({
  currency,
  today,
  item,
  items,
  onSave,
  onDelete,
  ...dialog
}: ExchangeRateDialogProps) {
  const day = useFormatDay();
  const schema = useMemo(() => exchangeRateFormSchema(currency), [currency]);
  const form = useForm<ExchangeRateFormInput, unknown, ExchangeRateFormValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: item
      ? { currency: item.currency, rate: item.rate, effectiveFrom: item.effectiveFrom }
      : exchangeRateDefaults(today),
  });
  const { control } = form;
  const clashOf = (values: ExchangeRateFormValues): FormFeedback | null => {
    const clash = items.find(
      (other) =>
        other.id !== item?.id &&
        other.currency === values.currency &&
        other.effectiveFrom === values.effectiveFrom,
    );
    return clash
      ? {
          field: 'effectiveFrom',
          message: `${clash.currency} already has a rate from ${day(clash.effectiveFrom)}: edit that one instead.`,
        }
      : null;
  };
  const name = (rate: Pick<ExchangeRate, 'currency' | 'effectiveFrom'>) =>
    `The ${rate.currency} rate from ${day(rate.effectiveFrom)}`;

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      clashOf={clashOf}
      one="exchange rate"
      size="small"
      title={item ? 'Edit exchange rate' : 'Add Exchange Rate'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={name}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={{ code: `${item.rate} ${currency}`, name: name(item) }}
            one="exchange rate"
            onDelete={onDelete}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <ControlledField
        control={control}
        name="currency"
        render={(field) => <CurrencyField {...field} label="Currency" isRequired />}
      />
      <ControlledField
        control={control}
        name="rate"
        render={(field) => (
          <TextField
            {...field}
            label="Rate"
            description={`What 1 unit of the currency is worth in ${currency}, up to ${EXPENSE_NUMBER_FORMATS.exchangeRate.decimals} decimals.`}
            inputMode="decimal"
            autoComplete="off"
            isRequired
          />
        )}
      />
      <ControlledField
        control={control}
        name="effectiveFrom"
        render={(field) => (
          <DateField
            {...field}
            label="Effective from"
            description="Lines dated from this day take it, until a later rate of the currency."
            isRequired
          />
        )}
      />
    </ItemFormDialog>
  );
}
