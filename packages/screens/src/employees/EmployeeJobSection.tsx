import { EMPLOYMENT_TYPES } from '@hr/domain';
import { ControlledField, FieldGroup, FormSection, TextField } from '@hr/ui';
import { ChoiceSelect, OptionSelect } from './employeeFormFields.tsx';
import type { EmployeeFormControl, EmployeeFormOptions } from './employeeFormSections.ts';

export interface EmployeeJobSectionProps {
  control: EmployeeFormControl;
  options: Pick<EmployeeFormOptions, 'lineManagers'>;
}

/** The job the employee does: title, kind of employment, where, and who they report to. */
export function EmployeeJobSection({ control, options }: EmployeeJobSectionProps) {
  return (
    <FormSection title="Job">
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="job.title"
          render={(field) => <TextField {...field} label="Job Title" autoComplete="off" />}
        />
        <ControlledField
          control={control}
          name="job.employmentType"
          render={(field) => <ChoiceSelect {...field} label="Employment Type" choices={EMPLOYMENT_TYPES} />}
        />
        <ControlledField
          control={control}
          name="job.workLocation"
          render={(field) => (
            <TextField {...field} label="Work Location" description="An office, a site or Remote." />
          )}
        />
        <ControlledField
          control={control}
          name="job.lineManagerId"
          render={(field) => <OptionSelect {...field} label="Line Manager" options={options.lineManagers} />}
        />
      </FieldGroup>
    </FormSection>
  );
}
