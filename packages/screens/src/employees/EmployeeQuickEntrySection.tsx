import { QUICK_ENTRY_BANNER } from '@hr/domain';
import { Banner, ControlledField, FieldGroup, FormSection, TextField } from '@hr/ui';
import { addOptionProps, CountryField, DateField, OptionSelect } from './employeeFormFields.tsx';
import type { EmployeeFormControl, EmployeeFormOptions, RequestAddOption } from './employeeFormSections.ts';

export interface EmployeeQuickEntrySectionProps {
  control: EmployeeFormControl;
  options: Pick<EmployeeFormOptions, 'jobPositions' | 'departments'>;
  /** Gives the position and department selects an Add button. */
  onAddOption?: RequestAddOption;
}

/** §2.6 Quick entry: enough on its own to place an employee (§5 marks what is required). */
export function EmployeeQuickEntrySection({ control, options, onAddOption }: EmployeeQuickEntrySectionProps) {
  return (
    <FormSection title="Quick entry">
      <Banner variant="info">{QUICK_ENTRY_BANNER}</Banner>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="quickEntry.employeeNo"
          render={(field) => <TextField {...field} label="Employee ID" autoComplete="off" isRequired />}
        />
        <ControlledField
          control={control}
          name="quickEntry.firstName"
          render={(field) => <TextField {...field} label="First Name" autoComplete="off" isRequired />}
        />
        <ControlledField
          control={control}
          name="quickEntry.lastName"
          render={(field) => <TextField {...field} label="Last Name" autoComplete="off" isRequired />}
        />
        <ControlledField
          control={control}
          name="quickEntry.dob"
          render={(field) => <DateField {...field} label="Date of Birth" isRequired />}
        />
        <ControlledField
          control={control}
          name="quickEntry.country"
          render={(field) => <CountryField {...field} label="Nationality" isRequired />}
        />
        <ControlledField
          control={control}
          name="quickEntry.ninId"
          render={(field) => <TextField {...field} label="National ID" autoComplete="off" isRequired />}
        />
        <ControlledField
          control={control}
          name="quickEntry.passport"
          render={(field) => <TextField {...field} label="Passport (optional)" autoComplete="off" />}
        />
        <ControlledField
          control={control}
          name="quickEntry.position"
          render={(field) => (
            <OptionSelect
              {...field}
              label="Job Position (optional)"
              options={options.jobPositions}
              {...addOptionProps(onAddOption, 'jobPositions', 'quickEntry.position')}
            />
          )}
        />
        <ControlledField
          control={control}
          name="quickEntry.email"
          render={(field) => (
            <TextField {...field} label="Email Address" type="email" autoComplete="off" isRequired />
          )}
        />
        <ControlledField
          control={control}
          name="quickEntry.phoneNumber"
          render={(field) => (
            <TextField {...field} label="Phone Number (optional)" type="tel" autoComplete="off" />
          )}
        />
        <ControlledField
          control={control}
          name="quickEntry.department"
          render={(field) => (
            <OptionSelect
              {...field}
              label="Department (optional)"
              options={options.departments}
              {...addOptionProps(onAddOption, 'departments', 'quickEntry.department')}
            />
          )}
        />
        <ControlledField
          control={control}
          name="quickEntry.startDate"
          render={(field) => <DateField {...field} label="Start Date (optional)" />}
        />
      </FieldGroup>
    </FormSection>
  );
}
