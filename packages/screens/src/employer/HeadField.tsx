import { ComboBox, type ControlledFieldRenderProps } from '@hr/ui';
import { useMemo } from 'react';
import type { EmployeeChoice } from './referenceData.ts';

export interface HeadFieldProps extends ControlledFieldRenderProps<string | null> {
  employees: readonly EmployeeChoice[];
  /** The head the row has now, offered even when `employees` does not list them. */
  currentHead?: EmployeeChoice | null;
}

/** "Head": the employee who heads a department or a branch, chosen from the employees, or nobody. */
export function HeadField({ employees, currentHead, value, onChange, ...field }: HeadFieldProps) {
  const choices = useMemo(
    () =>
      currentHead && !employees.some((employee) => employee.id === currentHead.id)
        ? [currentHead, ...employees]
        : employees,
    [employees, currentHead],
  );
  return (
    <ComboBox
      {...field}
      label="Head"
      description="Optional. Start typing an employee’s name."
      items={choices}
      value={value}
      onChange={(id) => onChange(typeof id === 'string' ? id : null)}
      allowsCustomValue={false}
      emptyMessage="No employee has that name"
    />
  );
}
