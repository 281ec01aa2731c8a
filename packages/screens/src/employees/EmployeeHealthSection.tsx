import { BLOOD_GROUPS, EMPLOYEE_LIMITS } from '@hr/domain';
import { ControlledField, FieldGroup, FormSection, TextField } from '@hr/ui';
import { ChoiceSelect } from './employeeFormFields.tsx';
import type { EmployeeFormControl } from './employeeFormSections.ts';

export interface EmployeeHealthSectionProps {
  control: EmployeeFormControl;
}

/** Health details an employer may need in an emergency; only administrators see them. */
export function EmployeeHealthSection({ control }: EmployeeHealthSectionProps) {
  return (
    <FormSection title="Health" description="Only administrators can see this page.">
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="health.bloodGroup"
          render={(field) => <ChoiceSelect {...field} label="Blood Group" choices={BLOOD_GROUPS} />}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="health.allergies"
        render={(field) => (
          <TextField
            {...field}
            label="Allergies"
            multiline
            rows={3}
            maxLength={EMPLOYEE_LIMITS.allergiesMaxLength}
          />
        )}
      />
      <ControlledField
        control={control}
        name="health.conditions"
        render={(field) => (
          <TextField
            {...field}
            label="Medical Conditions"
            multiline
            rows={3}
            maxLength={EMPLOYEE_LIMITS.conditionsMaxLength}
          />
        )}
      />
    </FormSection>
  );
}
