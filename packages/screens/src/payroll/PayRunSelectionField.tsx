import { Button, Checkbox, CheckboxGroup, ControlledField, Icon } from '@hr/ui';
import { useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { ChoiceRadios } from '../employees/employeeFormFields.tsx';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import styles from './PayRuns.module.css';
import type { PayRunSelectionChoices } from './payRuns.ts';
import { PAY_RUN_SCOPES } from './payRuns.ts';
import { PAY_RUN_SCOPE_LABELS, type ProcessPayrollForm } from './processPayrollForm.ts';

export interface PayRunSelectionFieldProps extends PayRunSelectionChoices {
  control: Control<ProcessPayrollForm>;
  /** Names of employees already picked (a re-run's), shown before the picker has offered them. */
  selectedEmployees?: readonly EmployeeChoice[];
}

/** The picked employees: a combo box that adds one at a time, and the list with a Remove each. */
function EmployeePicker({
  control,
  employees,
  onEmployeeSearch,
  selectedEmployees = [],
}: Omit<PayRunSelectionFieldProps, 'departments' | 'branches'>) {
  const { field, fieldState } = useController({ control, name: 'ids' });
  const [known, setKnown] = useState<readonly EmployeeChoice[]>(selectedEmployees);
  // A fresh combo box after each pick: empty, closed and focused, ready for the next name.
  const [picks, setPicks] = useState(0);
  const nameOf = (id: string) => [...known, ...employees].find((employee) => employee.id === id)?.name ?? id;
  const picked: string[] = field.value;
  return (
    <div className={styles.picker}>
      <EmployeeComboBox
        key={picks}
        autoFocus={picks > 0}
        label="Add employee"
        description="Start typing a name; each one picked is added to the list below."
        employees={employees.filter((employee) => !picked.includes(employee.id))}
        {...(onEmployeeSearch ? { onSearch: onEmployeeSearch } : {})}
        value={null}
        onChange={(id) => {
          const employee = employees.find((candidate) => candidate.id === id);
          if (!employee || picked.includes(employee.id)) return;
          setKnown((current) => [...current, employee]);
          setPicks((current) => current + 1);
          field.onChange([...picked, employee.id]);
        }}
        allowsCustomValue={false}
        isInvalid={fieldState.invalid}
        errorMessage={fieldState.error?.message}
      />
      {picked.length > 0 ? (
        <ul className={styles.pickedList} aria-label="Picked employees">
          {picked.map((id) => (
            <li key={id} className={styles.picked}>
              <span className={styles.pickedName}>{nameOf(id)}</span>
              <Button
                variant="quiet"
                size="small"
                aria-label={`Remove ${nameOf(id)}`}
                onPress={() => field.onChange(picked.filter((other) => other !== id))}
              >
                <Icon name="close" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * "Employees": everyone of the pay period, or by department, by branch or picked one by one. A
 * change of scope starts its list afresh, so ids of one kind are never sent as another.
 */
export function PayRunSelectionField({
  control,
  departments,
  branches,
  ...pickerProps
}: PayRunSelectionFieldProps) {
  const scope = useWatch({ control, name: 'scope' });
  const ids = useController({ control, name: 'ids' });
  const groups = scope === 'department' ? departments : scope === 'branch' ? branches : null;
  return (
    <div className={styles.selection}>
      <ControlledField
        control={control}
        name="scope"
        render={({ onChange, ...field }) => (
          <ChoiceRadios
            {...field}
            label="Employees"
            choices={PAY_RUN_SCOPES}
            choiceLabels={PAY_RUN_SCOPE_LABELS}
            onChange={(next) => {
              if (next !== field.value) ids.field.onChange([]);
              onChange(next);
            }}
          />
        )}
      />
      {groups ? (
        <CheckboxGroup
          label={scope === 'department' ? 'Departments' : 'Branches'}
          orientation="horizontal"
          value={ids.field.value}
          onChange={ids.field.onChange}
          isInvalid={ids.fieldState.invalid}
          errorMessage={ids.fieldState.error?.message}
          validationBehavior="aria"
        >
          {groups.map((group) => (
            <Checkbox key={group.id} value={group.id}>
              {group.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : null}
      {scope === 'employees' ? <EmployeePicker control={control} {...pickerProps} /> : null}
    </div>
  );
}
