import { EMPLOYEE_LIMITS } from '@hr/domain';
import { ControlledField, FieldGroup, FormSection, TextField } from '@hr/ui';
import type { EmployeeFormControl } from './employeeFormSections.ts';

export interface EmployeeContactSectionProps {
  control: EmployeeFormControl;
}

/** How to reach the employee outside work, and whom to call in an emergency. */
export function EmployeeContactSection({ control }: EmployeeContactSectionProps) {
  return (
    <FormSection title="Contact">
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="contact.phone"
          render={(field) => <TextField {...field} label="Phone" type="tel" autoComplete="off" />}
        />
        <ControlledField
          control={control}
          name="contact.personalEmail"
          render={(field) => <TextField {...field} label="Personal Email" type="email" autoComplete="off" />}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="contact.address"
        render={(field) => (
          <TextField
            {...field}
            label="Address"
            multiline
            rows={3}
            maxLength={EMPLOYEE_LIMITS.addressMaxLength}
            autoComplete="off"
          />
        )}
      />
      <FormSection title="Emergency contact" headingLevel={3}>
        <FieldGroup columns={3}>
          <ControlledField
            control={control}
            name="contact.emergencyContact.name"
            render={(field) => <TextField {...field} label="Name" autoComplete="off" />}
          />
          <ControlledField
            control={control}
            name="contact.emergencyContact.relationship"
            render={(field) => <TextField {...field} label="Relationship" autoComplete="off" />}
          />
          <ControlledField
            control={control}
            name="contact.emergencyContact.phone"
            render={(field) => <TextField {...field} label="Phone" type="tel" autoComplete="off" />}
          />
        </FieldGroup>
      </FormSection>
    </FormSection>
  );
}
