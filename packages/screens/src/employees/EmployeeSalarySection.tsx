import { currencyMinorDigits, isCurrencyCode, PAY_PERIODS, PAYMENT_METHODS } from '@hr/domain';
import { ControlledField, Disclosure, DisclosureGroup, FieldGroup, FormSection, TextField } from '@hr/ui';
import { useLocale } from 'react-aria-components';
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

/** A pay item of the employee (an earning, a deduction...); `amount` is a decimal string. */
export interface EmployeeSalaryItem {
  id: string;
  name: string;
  amount: string;
}

export interface EmployeeSalaryItems {
  earnings: readonly EmployeeSalaryItem[];
  deductions: readonly EmployeeSalaryItem[];
  bonuses: readonly EmployeeSalaryItem[];
  statutoryContributions: readonly EmployeeSalaryItem[];
}

export interface EmployeeSalarySectionProps {
  control: EmployeeFormControl;
  options: Pick<EmployeeFormOptions, 'banks'>;
  items: EmployeeSalaryItems;
  /** The one open state of the four pay item groups (§2.6). */
  areItemsExpanded: boolean;
  onItemsExpandedChange: (isExpanded: boolean) => void;
  /** Gives the Bank select an Add button. */
  onAddOption?: RequestAddOption;
}

const ITEM_GROUPS: { key: keyof EmployeeSalaryItems; title: string }[] = [
  { key: 'earnings', title: 'Earning' },
  { key: 'deductions', title: 'Deductions' },
  { key: 'bonuses', title: 'Bonus' },
  { key: 'statutoryContributions', title: 'Statutory Contribution' },
];

function SalaryItemList({ items, currency }: { items: readonly EmployeeSalaryItem[]; currency: string }) {
  const { locale } = useLocale();
  if (items.length === 0) return <p className={styles.muted}>None yet</p>;
  // Intl formats the decimal string itself, so the amount never passes through a float.
  const format = isCurrencyCode(currency)
    ? (amount: string) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
          amount as Intl.StringNumericLiteral,
        )
    : (amount: string) => amount;
  return (
    <ul className={styles.itemList}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span>{item.name}</span>
          <span className={styles.amount}>{format(item.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

function basicSalaryHint(currency: string) {
  if (!isCurrencyCode(currency)) return 'Digits and a decimal point, like 4250.00.';
  const digits = currencyMinorDigits(currency);
  if (digits === 0) return `Whole ${currency}, like 4250.`;
  return `In ${currency}, with up to ${digits} decimal ${digits === 1 ? 'place' : 'places'}, like 4250.${'0'.repeat(digits)}.`;
}

/** §2.6 Salary: the basic salary, the pay items of the employee and how they are paid. */
export function EmployeeSalarySection({
  control,
  options,
  items,
  areItemsExpanded,
  onItemsExpandedChange,
  onAddOption,
}: EmployeeSalarySectionProps) {
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
      <DisclosureGroup mode="shared" isExpanded={areItemsExpanded} onExpandedChange={onItemsExpandedChange}>
        {ITEM_GROUPS.map((group) => (
          <Disclosure key={group.key} title={group.title}>
            <SalaryItemList items={items[group.key]} currency={currency} />
          </Disclosure>
        ))}
      </DisclosureGroup>
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
