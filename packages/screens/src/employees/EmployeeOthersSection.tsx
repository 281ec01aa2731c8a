import { EMPLOYEE_LIMITS } from '@hr/domain';
import { ControlledField, FormSection, TextField } from '@hr/ui';
import type { EmployeeFormControl } from './employeeFormSections.ts';

export interface EmployeeOthersSectionProps {
  control: EmployeeFormControl;
}

/** §2.6 "Others": anything about the employee that has no field of its own. */
export function EmployeeOthersSection({ control }: EmployeeOthersSectionProps) {
  return (
    <FormSection title="Others">
      <ControlledField
        control={control}
        name="others.notes"
        render={(field) => (
          <TextField
            {...field}
            label="Notes"
            multiline
            rows={8}
            maxLength={EMPLOYEE_LIMITS.notesMaxLength}
            placeholder={`Notes (${EMPLOYEE_LIMITS.notesMaxLength} characters max)`}
          />
        )}
      />
    </FormSection>
  );
}
