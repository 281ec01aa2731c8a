import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  currencyMinorDigits,
  STATUTORY_TAX_DEFAULTS,
  type StatutoryTaxInput,
  type StatutoryTaxValues,
  statutoryTaxSchema,
  TAX_TABLE_BASES,
  TAX_TABLE_TYPES,
} from '@hr/domain';
import { ControlledField, FieldGroup, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ChoiceRadios } from '../employees/employeeFormFields.tsx';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { PayrollCodeFields } from './PayrollCodeFields.tsx';
import styles from './payrollSetup.module.css';
import {
  type StatutoryTax,
  type StatutoryTaxCallbacks,
  type StatutoryTaxField,
  toStatutoryTaxInput,
} from './statutoryTax.ts';
import { TaxBracketRows } from './TaxBracketRows.tsx';

export interface StatutoryTaxDialogProps
  extends EditableListDialogProps<StatutoryTax>,
    StatutoryTaxCallbacks {
  /** The payroll currency: amounts take its digits (none for JPY). */
  currency: string;
  /** Every table of the employer, so a code already on screen is refused before sending. */
  items: readonly StatutoryTax[];
}

const FIELDS: readonly StatutoryTaxField[] = ['code', 'description', 'reliefPerMonth'];

/**
 * Adds or edits a statutory table (§2.9 "Statutory Taxes"): Code, Description, Active, its type
 * (a PAYE Tax table taxes pay; an Other table computes a contribution, such as a tiered pension),
 * the period its bounds are written for, a relief per month for PAYE, and its brackets with the
 * Cumulative Tax column worked out as they are typed. Each bracket's problem shows on its own input.
 */
export function StatutoryTaxDialog({
  currency,
  item,
  items,
  onSave,
  onDelete,
  onSetActive,
  ...dialog
}: StatutoryTaxDialogProps) {
  const digits = currencyMinorDigits(currency);
  const schema = useMemo(() => statutoryTaxSchema(digits), [digits]);
  const form = useForm<StatutoryTaxInput, unknown, StatutoryTaxValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: item ? toStatutoryTaxInput(item) : STATUTORY_TAX_DEFAULTS,
  });
  const { control, setValue } = form;
  const rows = useFieldArray({ control, name: 'brackets' });
  const type = useWatch({ control, name: 'type' });
  const bracketsError = form.formState.errors.brackets;
  const bracketsMessage = bracketsError?.root?.message ?? bracketsError?.message;

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      one="statutory table"
      size="large"
      title={item ? 'Edit Statutory Tax' : 'Add Statutory Tax'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.description}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={{ code: item.code, name: item.description, active: item.isActive }}
            one="statutory table"
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <PayrollCodeFields control={control} one="statutory table" />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="type"
          render={({ onChange, ...field }) => (
            <ChoiceRadios
              {...field}
              label="Type"
              choices={TAX_TABLE_TYPES}
              description="Other: a table a contribution uses, such as a tiered pension."
              onChange={(chosen) => {
                onChange(chosen);
                // Only a PAYE table takes a relief; a relief left behind would be refused.
                if (chosen === 'Other') setValue('reliefPerMonth', '');
              }}
            />
          )}
        />
        <ControlledField
          control={control}
          name="basis"
          render={(field) => (
            <ChoiceRadios
              {...field}
              label="Brackets are per"
              choices={TAX_TABLE_BASES}
              description="Pay of another period is carried through the year, taxed and divided back."
            />
          )}
        />
      </FieldGroup>
      {type === 'PAYE Tax' ? (
        <ControlledField
          control={control}
          name="reliefPerMonth"
          render={(field) => (
            <TextField
              {...field}
              label="Relief per month"
              description={`A tax credit in ${currency}, taken from the tax but never below 0. Blank for none.`}
              inputMode={digits === 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
            />
          )}
        />
      ) : null}
      <TaxBracketRows control={control} rows={rows} digits={digits} />
      {bracketsMessage ? (
        <p role="alert" className={styles.tableMessage}>
          {bracketsMessage}
        </p>
      ) : null}
    </ItemFormDialog>
  );
}
