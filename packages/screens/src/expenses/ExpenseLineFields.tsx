import { Button, ControlledField, Icon, Radio, RadioGroup, TextField } from '@hr/ui';
import { useEffect, useMemo } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { CurrencyField, DateField, RequiredSelect } from '../employees/employeeFormFields.tsx';
import { AttachmentField } from '../files/AttachmentField.tsx';
import type { UploadResult } from '../files/StoredFile.ts';
import styles from './Expenses.module.css';
import type { ExpenseClaimInput, ExpenseClaimValues } from './expenseClaimForm.ts';
import {
  type ExchangeRateEntry,
  type ExpenseCategoryChoice,
  type MileageRateChoice,
  tableRateOn,
} from './expenseClaims.ts';
import type { ExpenseFormat } from './expenseFormat.ts';
import { linePreview, type PayrollMoney } from './expenseLinePreview.ts';

/** As many receipts as a line takes. */
export const RECEIPTS_PER_LINE = 5;

export interface ExpenseLineFieldsProps {
  control: Control<ExpenseClaimInput, unknown, ExpenseClaimValues>;
  setValue: UseFormSetValue<ExpenseClaimInput>;
  index: number;
  money: PayrollMoney;
  categories: readonly ExpenseCategoryChoice[];
  mileageRates: readonly MileageRateChoice[];
  exchangeRates: readonly ExchangeRateEntry[];
  format: ExpenseFormat;
  onUpload: (file: File) => Promise<UploadResult>;
  /** Takes the line off; absent for the only line. */
  onRemove?: () => void;
}

/** "Hotel needs a receipt above GHS 500.00.": the category's rule, before the server checks it. */
function receiptHint(
  category: ExpenseCategoryChoice | undefined,
  money: PayrollMoney,
  format: ExpenseFormat,
) {
  if (!category || category.receiptRequiredAbove === null) return null;
  return /^0*(\.0*)?$/.test(category.receiptRequiredAbove)
    ? `${category.description} needs a receipt.`
    : `${category.description} needs a receipt above ${format.money(category.receiptRequiredAbove, money.currency)}.`;
}

/**
 * One line of a claim in the editor: day, category, description, and either an amount in a currency
 * (a foreign one converted at the employer's table rate for the day, prefilled, or at a rate typed,
 * the source said) or a distance and vehicle type; its amount in the payroll currency as the domain
 * works it out; its receipts, with the category's receipt rule.
 */
export function ExpenseLineFields({
  control,
  setValue,
  index,
  money,
  categories,
  mileageRates,
  exchangeRates,
  format,
  onUpload,
  onRemove,
}: ExpenseLineFieldsProps) {
  const line = useWatch({ control, name: `lines.${index}` });
  const name = `Line ${index + 1}`;
  const isForeign = line.kind === 'amount' && line.currency !== money.currency;
  const tableRate = isForeign ? tableRateOn(exchangeRates, line.currency, line.date) : null;

  // A foreign line takes the table's rate for its day until the claimant types one; the payroll
  // currency takes none.
  useEffect(() => {
    if (!isForeign) {
      if (line.rateSource !== null || line.exchangeRate !== '') {
        setValue(`lines.${index}.exchangeRate`, '');
        setValue(`lines.${index}.rateSource`, null);
      }
      return;
    }
    if (line.rateSource === 'entered') return;
    const rate = tableRate?.rate ?? '';
    if (line.exchangeRate !== rate) setValue(`lines.${index}.exchangeRate`, rate);
    const source = tableRate ? 'table' : null;
    if (line.rateSource !== source) setValue(`lines.${index}.rateSource`, source);
  }, [isForeign, tableRate, line.rateSource, line.exchangeRate, setValue, index]);

  const preview = useMemo(() => {
    try {
      return linePreview(line, money, mileageRates);
    } catch {
      return null;
    }
  }, [line, money, mileageRates]);
  const categoryOptions = useMemo(
    () =>
      categories.map((category) => ({ id: category.id, name: `${category.description} (${category.code})` })),
    [categories],
  );
  const vehicleOptions = useMemo(
    () =>
      mileageRates.map((rate) => ({
        id: rate.id,
        name: `${rate.vehicleType} (${format.money(rate.ratePerKm, money.currency)} per km)`,
      })),
    [mileageRates, format, money.currency],
  );
  const hint = receiptHint(
    categories.find((category) => category.id === line.categoryId),
    money,
    format,
  );

  const rateSourceText =
    line.rateSource === 'table' && tableRate
      ? `From the rate table (in effect from ${format.day(tableRate.effectiveFrom)}).`
      : line.rateSource === 'entered'
        ? 'Entered.'
        : `No rate in the table for ${line.currency} on this day: enter one.`;

  return (
    <li className={styles.line} aria-label={name}>
      <div className={styles.lineHeader}>
        <h3 className={styles.lineTitle}>{name}</h3>
        {onRemove ? (
          <Button variant="quiet" size="small" onPress={onRemove}>
            <Icon name="trash" />
            Remove {name.toLowerCase()}
          </Button>
        ) : null}
      </div>
      <div className={styles.lineFields}>
        <ControlledField
          control={control}
          name={`lines.${index}.date`}
          render={(field) => <DateField {...field} label="Date" isRequired />}
        />
        <ControlledField
          control={control}
          name={`lines.${index}.categoryId`}
          render={(field) => (
            <RequiredSelect
              {...field}
              label="Category"
              placeholder="Choose a category"
              options={categoryOptions}
            />
          )}
        />
        <ControlledField
          control={control}
          name={`lines.${index}.kind`}
          render={({ value, onChange, ...field }) => (
            <RadioGroup
              {...field}
              label="Kind"
              orientation="horizontal"
              value={value}
              onChange={(kind) => onChange(kind === 'mileage' ? 'mileage' : 'amount')}
            >
              <Radio value="amount">Amount</Radio>
              <Radio value="mileage">Mileage</Radio>
            </RadioGroup>
          )}
        />
      </div>
      <ControlledField
        control={control}
        name={`lines.${index}.description`}
        render={(field) => <TextField {...field} label="Description" maxLength={200} isRequired />}
      />
      {line.kind === 'amount' ? (
        <div className={styles.lineFields}>
          <ControlledField
            control={control}
            name={`lines.${index}.amount`}
            render={(field) => <TextField {...field} label="Amount" inputMode="decimal" isRequired />}
          />
          <ControlledField
            control={control}
            name={`lines.${index}.currency`}
            render={(field) => (
              <CurrencyField {...field} label="Currency" first={money.currency} isRequired />
            )}
          />
          {isForeign ? (
            <ControlledField
              control={control}
              name={`lines.${index}.exchangeRate`}
              render={({ onChange, ...field }) => (
                <TextField
                  {...field}
                  onChange={(rate) => {
                    onChange(rate);
                    setValue(`lines.${index}.rateSource`, 'entered');
                  }}
                  label={`Exchange rate (${money.currency} per 1 ${line.currency})`}
                  description={rateSourceText}
                  inputMode="decimal"
                  isRequired
                />
              )}
            />
          ) : null}
        </div>
      ) : (
        <div className={styles.lineFields}>
          <ControlledField
            control={control}
            name={`lines.${index}.distanceKm`}
            render={(field) => <TextField {...field} label="Distance (km)" inputMode="decimal" isRequired />}
          />
          <ControlledField
            control={control}
            name={`lines.${index}.mileageRateId`}
            render={(field) => (
              <RequiredSelect
                {...field}
                label="Vehicle type"
                placeholder="Choose a vehicle type"
                options={vehicleOptions}
              />
            )}
          />
        </div>
      )}
      <p className={styles.amount} aria-live="polite">
        {preview
          ? `In ${money.currency}: ${format.money(preview.amount.toFixed(money.digits), money.currency)} (${preview.explanation})`
          : `In ${money.currency}: complete the line to see its amount.`}
      </p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <ControlledField
        control={control}
        name={`lines.${index}.receipts`}
        render={({ value, onChange, errorMessage }) => (
          <AttachmentField
            label={`Receipts of ${name.toLowerCase()}`}
            files={value}
            onChange={onChange}
            onUpload={onUpload}
            maxFiles={RECEIPTS_PER_LINE}
            {...(errorMessage ? { refusal: errorMessage } : {})}
          />
        )}
      />
    </li>
  );
}
