import { ComboBox, type ComboBoxProps } from '@hr/ui';
import { useMemo, useState } from 'react';
import type { EmployeeChoice } from './referenceData.ts';

export interface EmployeeComboBoxProps
  extends Omit<ComboBoxProps<EmployeeChoice>, 'items' | 'value' | 'onChange' | 'onInputChange'> {
  employees: readonly EmployeeChoice[];
  /**
   * Called with the text as it is typed. The caller answers with the employees that text matches
   * (`employees`): a large employer's list comes from the server a page at a time, so a name not in
   * the first page is still found by typing it.
   */
  onSearch?: (text: string) => void;
  /** The employee chosen before `employees` was known, offered even when the list leaves them out. */
  selected?: EmployeeChoice | null;
  value: string | null;
  onChange: (id: string | null) => void;
}

/**
 * Chooses one of the employer's employees by typing part of a name. The chosen employee stays
 * offered (and their name shown) when a later search answers a list without them.
 */
export function EmployeeComboBox({
  employees,
  onSearch,
  selected,
  value,
  onChange,
  emptyMessage = 'No employee has that name',
  ...props
}: EmployeeComboBoxProps) {
  const [chosen, setChosen] = useState<EmployeeChoice | null>(selected ?? null);
  const items = useMemo(() => {
    const kept = [chosen, selected].find((employee) => employee && employee.id === value);
    return kept && !employees.some((employee) => employee.id === kept.id) ? [kept, ...employees] : employees;
  }, [employees, chosen, selected, value]);
  return (
    <ComboBox
      {...props}
      items={items}
      value={value}
      onChange={(id) => {
        const next = typeof id === 'string' ? id : null;
        setChosen(items.find((employee) => employee.id === next) ?? null);
        onChange(next);
      }}
      {...(onSearch ? { onInputChange: onSearch } : {})}
      emptyMessage={emptyMessage}
    />
  );
}
