import { EMPLOYMENT_TYPES } from '@hr/domain';
import { ControlledField, FieldGroup, FormSection, TextField } from '@hr/ui';
import { ChoiceSelect, EmployeeOptionField } from './employeeFormFields.tsx';
import type { EmployeeFormControl, EmployeeFormOptions } from './employeeFormSections.ts';

export interface EmployeeJobSectionProps {
  control: EmployeeFormControl;
  options: Pick<EmployeeFormOptions, 'lineManagers'>;
  /** Asks for the employees a typed name matches; `options.lineManagers` answers. */
  onLineManagerSearch?: ((text: string) => void) | undefined;
}

/** The job the employee does: title, kind of employment, where, and who they report to. */
export function EmployeeJobSection({ control, options, onLineManagerSearch }: EmployeeJobSectionProps) {
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
          render={(field) => (
            <EmployeeOptionField
              {...field}
              label="Line Manager"
              options={options.lineManagers}
              onSearch={onLineManagerSearch}
            />
          )}
        />
      </FieldGroup>
    </FormSection>
  );
}
