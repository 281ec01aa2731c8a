import type { EmployeeFormSection } from '@hr/domain';
import { BottomTabBarPanel } from '@hr/ui';
import type { ReactNode } from 'react';
import { EmployeeContactSection } from './EmployeeContactSection.tsx';
import { EmployeeDirectorySection } from './EmployeeDirectorySection.tsx';
import { EmployeeFamilySection } from './EmployeeFamilySection.tsx';
import styles from './EmployeeFormPanel.module.css';
import { EmployeeHealthSection } from './EmployeeHealthSection.tsx';
import { EmployeeJobSection } from './EmployeeJobSection.tsx';
import { EmployeeOthersSection } from './EmployeeOthersSection.tsx';
import { EmployeePersonalSection } from './EmployeePersonalSection.tsx';
import { EmployeeQuickEntrySection } from './EmployeeQuickEntrySection.tsx';
import { EmployeeSalarySection } from './EmployeeSalarySection.tsx';
import type { EmployeeFormControl, EmployeeFormOptions, RequestAddOption } from './employeeFormSections.ts';

export interface EmployeeSectionsProps {
  control: EmployeeFormControl;
  options: EmployeeFormOptions;
  /** The sections on offer; only these have a panel. */
  sections: readonly EmployeeFormSection[];
  /** Opens the add dialog of a select's kind; without it the selects have no Add buttons. */
  onAddOption?: RequestAddOption;
  /** Asks for the employees a typed name matches; `options.lineManagers` answers. */
  onLineManagerSearch?: ((text: string) => void) | undefined;
}

/** One tab panel per section on offer; only the selected one is mounted. */
export function EmployeeSections({
  control,
  options,
  sections,
  onAddOption,
  onLineManagerSearch,
}: EmployeeSectionsProps) {
  const content: Record<EmployeeFormSection, () => ReactNode> = {
    quickEntry: () => (
      <EmployeeQuickEntrySection control={control} options={options} onAddOption={onAddOption} />
    ),
    personal: () => (
      <EmployeePersonalSection
        control={control}
        options={options}
        onAddOption={onAddOption}
        onLineManagerSearch={onLineManagerSearch}
      />
    ),
    job: () => (
      <EmployeeJobSection control={control} options={options} onLineManagerSearch={onLineManagerSearch} />
    ),
    salary: () => <EmployeeSalarySection control={control} options={options} onAddOption={onAddOption} />,
    family: () => <EmployeeFamilySection control={control} />,
    contact: () => <EmployeeContactSection control={control} />,
    health: () => <EmployeeHealthSection control={control} />,
    directory: () => <EmployeeDirectorySection control={control} />,
    others: () => <EmployeeOthersSection control={control} />,
  };
  return (
    <>
      {sections.map((section) => (
        <BottomTabBarPanel key={section} id={section} className={styles.panel}>
          {content[section]()}
        </BottomTabBarPanel>
      ))}
    </>
  );
}
