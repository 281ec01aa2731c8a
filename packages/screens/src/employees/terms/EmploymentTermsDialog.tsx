import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CONTRACT_TYPES,
  type ContractType,
  type EmploymentTermsInput,
  type EmploymentTermsValues,
  employmentTermsFormSchema,
  NOTICE_PERIOD_UNITS,
  PAY_PERIODS,
} from '@hr/domain';
import { ControlledField, FieldGroup, Select, TextField } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { ItemFormDialog } from '../../layout/ItemFormDialog.tsx';
import { ChoiceRadios, ChoiceSelect, DateField, OptionSelect } from '../employeeFormFields.tsx';
import {
  type EmploymentTermsField,
  type EmploymentTermsItem,
  type EmploymentTermsScreenProps,
  termsFormInput,
} from './employmentTerms.ts';

export interface EmploymentTermsDialogProps extends Pick<EmploymentTermsScreenProps, 'choices' | 'onRecord'> {
  /** The person the dialog opened from; undefined when Record terms chooses one. */
  item?: EmploymentTermsItem;
  /** The people to choose from. */
  items: readonly EmploymentTermsItem[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
}

/** The fields a refusal may name: the app's route passes them to the feedback of a failed save. */
export const EMPLOYMENT_TERMS_FIELDS = [
  'employeeId',
  'effectiveDate',
  'contractType',
  'startDate',
  'endDate',
  'probationEndDate',
  'confirmationDate',
  'noticePeriod',
  'noticePeriodUnit',
  'hoursPerWeek',
  'workWeekId',
  'holidayCalendarId',
  'leaveWorkflowId',
  'payFrequency',
] as const satisfies readonly EmploymentTermsField[];

/**
 * Records an employee's Employment Terms from a date (issue 28 item 2): opened from a person, it
 * starts from their terms in effect. A date already recorded corrects those terms. The rules are the
 * server's (packages/domain), so a refusal is told before sending and the server's shows on its field.
 */
export function EmploymentTermsDialog({
  item,
  items,
  choices,
  onRecord,
  ...dialog
}: EmploymentTermsDialogProps) {
  const form = useForm<EmploymentTermsInput, unknown, EmploymentTermsValues>({
    resolver: valibotResolver(employmentTermsFormSchema),
    mode: 'onTouched',
    defaultValues: termsFormInput(item),
  });
  const { control } = form;
  const people = items.map((person) => ({
    id: person.id,
    name: `${person.employeeName} (${person.employeeNo})`,
  }));
  const nameOf = (values: EmploymentTermsValues) =>
    `${items.find((person) => person.id === values.employeeId)?.employeeName ?? 'The employee'}’s terms`;

  return (
    <ItemFormDialog<{ id: string }, EmploymentTermsInput, EmploymentTermsValues>
      {...dialog}
      form={form}
      items={[]}
      clashOf={() => null}
      one="employment terms"
      size="large"
      title={item ? `Record terms: ${item.employeeName}` : 'Record Employment Terms'}
      primaryActionLabel="Record terms"
      fields={EMPLOYMENT_TERMS_FIELDS}
      nameOf={nameOf}
      onSave={(values) => onRecord(values)}
      onDone={(announcement) => dialog.onDone(announcement.replace(/ added\.$/, ' recorded.'))}
    >
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="employeeId"
          render={({ value, onChange, ...field }) => (
            <Select
              {...field}
              label="Employee"
              placeholder="Choose the employee"
              items={people}
              value={value === '' ? null : value}
              onChange={(id) => onChange(id === null ? '' : String(id))}
              isDisabled={item !== undefined}
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="effectiveDate"
          render={(field) => (
            <DateField
              {...field}
              label="Effective date"
              description="The day these terms apply from."
              isRequired
            />
          )}
        />
      </FieldGroup>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="contractType"
          render={({ value, onChange, ...field }) => (
            <Select
              {...field}
              label="Contract type"
              items={CONTRACT_TYPES.map((type) => ({ id: type, name: type }))}
              value={value}
              onChange={(id) => onChange(String(id) as ContractType)}
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="payFrequency"
          render={(field) => <ChoiceRadios {...field} label="Pay frequency" choices={PAY_PERIODS} />}
        />
      </FieldGroup>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="startDate"
          render={(field) => <DateField {...field} label="Start date" isRequired />}
        />
        <ControlledField
          control={control}
          name="endDate"
          render={(field) => (
            <DateField
              {...field}
              label="End date"
              description="Required for a fixed term; after the start."
            />
          )}
        />
        <ControlledField
          control={control}
          name="probationEndDate"
          render={(field) => <DateField {...field} label="Probation end date" />}
        />
        <ControlledField
          control={control}
          name="confirmationDate"
          render={(field) => <DateField {...field} label="Confirmation date" />}
        />
      </FieldGroup>
      <FieldGroup columns={3}>
        <ControlledField
          control={control}
          name="noticePeriod"
          render={(field) => (
            <TextField {...field} label="Notice period" inputMode="numeric" autoComplete="off" />
          )}
        />
        <ControlledField
          control={control}
          name="noticePeriodUnit"
          render={(field) => (
            <ChoiceSelect {...field} label="Notice period unit" choices={NOTICE_PERIOD_UNITS} />
          )}
        />
        <ControlledField
          control={control}
          name="hoursPerWeek"
          render={(field) => (
            <TextField
              {...field}
              label="Hours per week"
              description="Above 0, at most 168."
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        />
      </FieldGroup>
      <FieldGroup columns={3}>
        <ControlledField
          control={control}
          name="workWeekId"
          render={(field) => <OptionSelect {...field} label="Work week" options={choices.workWeeks} />}
        />
        <ControlledField
          control={control}
          name="holidayCalendarId"
          render={(field) => (
            <OptionSelect {...field} label="Holiday calendar" options={choices.holidayCalendars} />
          )}
        />
        <ControlledField
          control={control}
          name="leaveWorkflowId"
          render={(field) => (
            <OptionSelect {...field} label="Leave workflow" options={choices.leaveWorkflows} />
          )}
        />
      </FieldGroup>
    </ItemFormDialog>
  );
}
