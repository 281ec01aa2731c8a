import type { ControlledFieldRenderProps } from '@hr/ui';
import { EmployeeComboBox } from './EmployeeComboBox.tsx';
import type { EmployeeChoice, EmployeeOptions } from './referenceData.ts';

export interface HeadFieldProps extends ControlledFieldRenderProps<string | null> {
  employees: EmployeeOptions;
  /** The head the row has now, offered even when `employees` does not list them. */
  currentHead?: EmployeeChoice | null;
}

/** "Head": the employee who heads a department or a branch, chosen from the employees, or nobody. */
export function HeadField({ employees, currentHead, value, onChange, ...field }: HeadFieldProps) {
  return (
    <EmployeeComboBox
      {...field}
      label="Head"
      description="Optional. Start typing an employee’s name."
      employees={employees.items}
      {...(employees.onSearch ? { onSearch: employees.onSearch } : {})}
      selected={currentHead ?? null}
      value={value}
      onChange={onChange}
      allowsCustomValue={false}
    />
  );
}
