import { currencyMinorDigits, isCurrencyCode, PAY_PERIODS, PAYMENT_METHODS } from '@hr/domain';
import { ControlledField, FieldGroup, FormSection, TextField } from '@hr/ui';
import { useWatch } from 'react-hook-form';
import styles from './EmployeeFormPanel.module.css';
import {
  addOptionProps,
  ChoiceRadios,
  CurrencyField,
  DateField,
  OptionSelect,
} from './employeeFormFields.tsx';
import type { EmployeeFormControl, EmployeeFormOptions, RequestAddOption } from './employeeFormSections.ts';

export interface EmployeeSalarySectionProps {
  control: EmployeeFormControl;
  options: Pick<EmployeeFormOptions, 'banks'>;
  /** Gives the Bank select an Add button. */
  onAddOption?: RequestAddOption;
}

function basicSalaryHint(currency: string) {
  if (!isCurrencyCode(currency)) return 'Digits and a decimal point, like 4250.00.';
  const digits = currencyMinorDigits(currency);
  if (digits === 0) return `Whole ${currency}, like 4250.`;
  return `In ${currency}, with up to ${digits} decimal ${digits === 1 ? 'place' : 'places'}, like 4250.${'0'.repeat(digits)}.`;
}

/**
 * §2.6 Salary: the basic salary and how it is paid. The employee's pay items (the spec's groups here)
 * are assigned on their record, whose Salary section has them with their Add buttons.
 */
export function EmployeeSalarySection({ control, options, onAddOption }: EmployeeSalarySectionProps) {
  const currency = useWatch({ control, name: 'salary.currency' });
  return (
    <FormSection title="Salary">
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="salary.effectiveDate"
          render={(field) => <DateField {...field} label="Effective Date" />}
        />
        <ControlledField
          control={control}
          name="salary.basicSalary"
          render={(field) => (
            <TextField
              {...field}
              label="Basic Salary"
              inputMode="decimal"
              autoComplete="off"
              description={basicSalaryHint(currency)}
            />
          )}
        />
        <ControlledField
          control={control}
          name="salary.currency"
          render={(field) => <CurrencyField {...field} label="Currency" />}
        />
        <ControlledField
          control={control}
          name="salary.nextReviewDate"
          render={(field) => <DateField {...field} label="Next Review Date" />}
        />
      </FieldGroup>
      <p className={styles.muted}>
        Earnings, deductions, bonuses and statutory contributions are assigned in the Salary section of the
        employee’s record.
      </p>
      <FormSection title="Payment" headingLevel={3}>
        <FieldGroup columns={2}>
          <ControlledField
            control={control}
            name="salary.bankId"
            render={(field) => (
              <OptionSelect
                {...field}
                label="Bank"
                options={options.banks}
                {...addOptionProps(onAddOption, 'banks', 'salary.bankId')}
              />
            )}
          />
          <ControlledField
            control={control}
            name="salary.bankAccount"
            render={(field) => <TextField {...field} label="Bank Account" autoComplete="off" />}
          />
        </FieldGroup>
        <ControlledField
          control={control}
          name="salary.payPeriod"
          render={(field) => <ChoiceRadios {...field} label="Pay Period" choices={PAY_PERIODS} />}
        />
        <ControlledField
          control={control}
          name="salary.paymentMethod"
          render={(field) => <ChoiceRadios {...field} label="Method" choices={PAYMENT_METHODS} />}
        />
      </FormSection>
    </FormSection>
  );
}
