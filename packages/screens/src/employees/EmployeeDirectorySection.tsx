import { ControlledField, FieldGroup, FormSection, Switch, TextField } from '@hr/ui';
import type { EmployeeFormControl } from './employeeFormSections.ts';

export interface EmployeeDirectorySectionProps {
  control: EmployeeFormControl;
}

/** §2.6 "Directories": how colleagues find the employee in the company directory. */
export function EmployeeDirectorySection({ control }: EmployeeDirectorySectionProps) {
  return (
    <FormSection title="Directories">
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="directory.extension"
          render={(field) => (
            <TextField
              {...field}
              label="Extension"
              description="The desk phone's extension."
              inputMode="tel"
            />
          )}
        />
        <ControlledField
          control={control}
          name="directory.office"
          render={(field) => <TextField {...field} label="Office" autoComplete="off" />}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="directory.shownInDirectory"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value} description="Colleagues can find the employee there.">
            Shown in the company directory
          </Switch>
        )}
      />
    </FormSection>
  );
}
