import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  countryNames,
  EMPLOYER_LIMITS,
  type EmployerInformationInput,
  EmployerInformationSchema,
  type EmployerInformationValues,
  LARGEST_UPLOAD_MIB,
  PAY_PERIODS,
} from '@hr/domain';
import { ComboBox, ControlledField, FieldGroup, FormSection, NumberField, Select, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type FormSubmitResult, SaveForm } from '../forms/index.ts';
import { currencyOptions, monthOptions, payPeriodOptions } from './employerOptions.ts';
import { LogoField } from './LogoField.tsx';

export interface EmployerInformationFormProps {
  information: EmployerInformationInput;
  onSave: (values: EmployerInformationValues) => Promise<FormSubmitResult<keyof EmployerInformationValues>>;
  locale: string;
}

const FIELDS = [
  'legalName',
  'registrationNumber',
  'taxNumber',
  'address',
  'country',
  'baseCurrency',
  'logo',
  'fiscalYearStartMonth',
  'defaultPayPeriod',
  'largestUploadMiB',
] as const satisfies readonly (keyof EmployerInformationInput)[];

/** The employer's details as one form; after a save the fields keep what was saved. */
export function EmployerInformationForm({ information, onSave, locale }: EmployerInformationFormProps) {
  const countries = useMemo(() => countryNames(locale), [locale]);
  const countryIds = useMemo(
    () => new Map(countries.map((country) => [country.name, country.id])),
    [countries],
  );
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const months = useMemo(() => monthOptions(locale), [locale]);
  const form = useForm<EmployerInformationInput, unknown, EmployerInformationValues>({
    resolver: valibotResolver(EmployerInformationSchema),
    mode: 'onTouched',
    defaultValues: information,
  });
  const { control } = form;

  return (
    <SaveForm form={form} onSave={onSave} fields={FIELDS} savedMessage="Employer information saved.">
      <FormSection title="Legal details">
        <ControlledField
          control={control}
          name="legalName"
          render={(field) => (
            <TextField {...field} label="Legal name" autoComplete="organization" isRequired />
          )}
        />
        <FieldGroup columns={2}>
          <ControlledField
            control={control}
            name="registrationNumber"
            render={(field) => <TextField {...field} label="Registration number" autoComplete="off" />}
          />
          <ControlledField
            control={control}
            name="taxNumber"
            render={(field) => <TextField {...field} label="Tax number" autoComplete="off" />}
          />
        </FieldGroup>
        <ControlledField
          control={control}
          name="address"
          render={(field) => (
            <TextField
              {...field}
              label="Address"
              multiline
              rows={3}
              maxLength={EMPLOYER_LIMITS.addressMaxLength}
              autoComplete="street-address"
            />
          )}
        />
        <ControlledField
          control={control}
          name="country"
          render={({ value, onChange, ...field }) => (
            <ComboBox
              {...field}
              label="Country"
              items={countries}
              value={countryIds.get(value) ?? null}
              // The name is stored, as on the sign-up form.
              onChange={(id) => onChange(countries.find((country) => country.id === id)?.name ?? '')}
              placeholder="Start typing the country"
              allowsCustomValue={false}
            />
          )}
        />
      </FormSection>
      <FormSection title="Logo" description="Shown on payslips and at the top of the app.">
        <ControlledField control={control} name="logo" render={(field) => <LogoField {...field} />} />
      </FormSection>
      <FormSection title="Payroll">
        <FieldGroup columns={3}>
          <ControlledField
            control={control}
            name="baseCurrency"
            render={({ value, onChange, ...field }) => (
              <Select
                {...field}
                label="Base currency"
                items={currencies}
                value={value || null}
                onChange={(code) => onChange(typeof code === 'string' ? code : '')}
                placeholder="Choose a currency"
                isRequired
              />
            )}
          />
          <ControlledField
            control={control}
            name="fiscalYearStartMonth"
            render={({ onChange, ...field }) => (
              <Select
                {...field}
                label="Fiscal year starts"
                items={months}
                onChange={(month) => onChange(Number(month))}
                isRequired
              />
            )}
          />
          <ControlledField
            control={control}
            name="defaultPayPeriod"
            render={({ onChange, ...field }) => (
              <Select
                {...field}
                label="Default pay period"
                items={payPeriodOptions}
                onChange={(key) => {
                  const period = PAY_PERIODS.find((candidate) => candidate === key);
                  if (period) onChange(period);
                }}
                isRequired
              />
            )}
          />
        </FieldGroup>
      </FormSection>
      <FormSection title="Files">
        <ControlledField
          control={control}
          name="largestUploadMiB"
          render={(field) => (
            <NumberField
              {...field}
              label="Largest upload (MiB)"
              description={`The largest file anyone at the employer may attach (leave requests, announcements and the like), from ${LARGEST_UPLOAD_MIB.min} to ${LARGEST_UPLOAD_MIB.max} MiB. A larger one is refused, saying this limit.`}
              minValue={LARGEST_UPLOAD_MIB.min}
              maxValue={LARGEST_UPLOAD_MIB.max}
              step={1}
              formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
              isRequired
            />
          )}
        />
      </FormSection>
    </SaveForm>
  );
}
