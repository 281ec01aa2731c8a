import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  currencyMinorDigits,
  DEFAULT_ROUNDING_RULE,
  type RoundingRule,
  STATUTORY_CONTRIBUTION_DEFAULTS,
  type StatutoryContributionFormInput,
  type StatutoryContributionValues,
  statutoryContributionSchema,
} from '@hr/domain';
import { ControlledField, Switch } from '@hr/ui';
import { useMemo } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { ContributionPreview } from './ContributionPreview.tsx';
import { ContributionSideFields } from './ContributionSideFields.tsx';
import { PayrollCodeFields } from './PayrollCodeFields.tsx';
import styles from './payrollSetup.module.css';
import {
  type StatutoryContribution,
  type StatutoryContributionCallbacks,
  type StatutoryContributionField,
  toContributionInput,
} from './statutoryContribution.ts';
import type { StatutoryTax } from './statutoryTax.ts';

export interface StatutoryContributionDialogProps
  extends EditableListDialogProps<StatutoryContribution>,
    StatutoryContributionCallbacks {
  /** The payroll currency: amounts take its digits (none for JPY). */
  currency: string;
  rounding?: RoundingRule;
  /** The statutory tables of type Other a Statutory Table side may use. */
  tables: readonly StatutoryTax[];
  /** Every contribution of the employer, so a code already on screen is refused before sending. */
  items: readonly StatutoryContribution[];
}

const FIELDS: readonly StatutoryContributionField[] = [
  'code',
  'description',
  'employer.amount',
  'employer.cappedAmount',
  'employer.tableId',
  'employee.amount',
  'employee.cappedAmount',
  'employee.tableId',
];

/** A check of the whole form (neither side applies) reports no field: the resolver keeps it on ''. */
function wholeFormMessage(errors: FieldErrors<StatutoryContributionFormInput>): string | undefined {
  return (errors as Record<string, { message?: string } | undefined>)['']?.message;
}

/**
 * Adds or edits a statutory contribution (§2.9, with the Employee section beside the spec's
 * Employer one): Code, Description, Active, what each side pays, whether the employee's share is
 * deducted before tax, and a preview of what each side takes from earnings typed for the purpose.
 */
export function StatutoryContributionDialog({
  currency,
  rounding = DEFAULT_ROUNDING_RULE,
  tables,
  item,
  items,
  onSave,
  onDelete,
  onSetActive,
  ...dialog
}: StatutoryContributionDialogProps) {
  const digits = currencyMinorDigits(currency);
  const schema = useMemo(() => statutoryContributionSchema(digits), [digits]);
  const otherTables = useMemo(() => tables.filter((table) => table.type === 'Other'), [tables]);
  const form = useForm<StatutoryContributionFormInput, unknown, StatutoryContributionValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: item ? toContributionInput(item) : STATUTORY_CONTRIBUTION_DEFAULTS,
  });
  const { control } = form;
  const formMessage = wholeFormMessage(form.formState.errors);
  const sideProps = { control, tables: otherTables, currency, digits };

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      one="statutory contribution"
      size="large"
      title={item ? 'Edit Statutory Contribution' : 'Add Statutory Contribution'}
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
            one="statutory contribution"
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <PayrollCodeFields control={control} one="statutory contribution" />
      <div className={styles.sides}>
        <ContributionSideFields {...sideProps} side="employer" title="Employer" />
        <ContributionSideFields {...sideProps} side="employee" title="Employee" />
      </div>
      {formMessage ? (
        <p role="alert" className={styles.tableMessage}>
          {formMessage}
        </p>
      ) : null}
      <ControlledField
        control={control}
        name="employeeBeforeTax"
        render={({ value, ...field }) => (
          <Switch
            {...field}
            isSelected={value}
            description="The employee's share lowers taxable income. Off: taken from pay after tax."
          >
            Deducted before tax
          </Switch>
        )}
      />
      <ContributionPreview
        control={control}
        tables={otherTables}
        currency={currency}
        money={{ digits, rounding }}
      />
    </ItemFormDialog>
  );
}
