import { BottomTabBarPanel } from '@hr/ui';
import { EmployeeContactSection } from './EmployeeContactSection.tsx';
import { EmployeeDirectorySection } from './EmployeeDirectorySection.tsx';
import { EmployeeFamilySection } from './EmployeeFamilySection.tsx';
import styles from './EmployeeFormPanel.module.css';
import { EmployeeHealthSection } from './EmployeeHealthSection.tsx';
import { EmployeeJobSection } from './EmployeeJobSection.tsx';
import { EmployeeOthersSection } from './EmployeeOthersSection.tsx';
import { EmployeePersonalSection } from './EmployeePersonalSection.tsx';
import { EmployeeQuickEntrySection } from './EmployeeQuickEntrySection.tsx';
import { type EmployeeSalaryItems, EmployeeSalarySection } from './EmployeeSalarySection.tsx';
import type { EmployeeFormControl, EmployeeFormOptions, RequestAddOption } from './employeeFormSections.ts';

export interface EmployeeSectionsProps {
  control: EmployeeFormControl;
  options: EmployeeFormOptions;
  canSeeHealth: boolean;
  salaryItems: EmployeeSalaryItems;
  areSalaryItemsExpanded: boolean;
  onSalaryItemsExpandedChange: (isExpanded: boolean) => void;
  /** Opens the add dialog of a select's kind; without it the selects have no Add buttons. */
  onAddOption?: RequestAddOption;
}

/** One tab panel per section of the Employee form; only the selected one is mounted. */
export function EmployeeSections({
  control,
  options,
  canSeeHealth,
  salaryItems,
  areSalaryItemsExpanded,
  onSalaryItemsExpandedChange,
  onAddOption,
}: EmployeeSectionsProps) {
  return (
    <>
      <BottomTabBarPanel id="quickEntry" className={styles.panel}>
        <EmployeeQuickEntrySection control={control} options={options} onAddOption={onAddOption} />
      </BottomTabBarPanel>
      <BottomTabBarPanel id="personal" className={styles.panel}>
        <EmployeePersonalSection control={control} options={options} onAddOption={onAddOption} />
      </BottomTabBarPanel>
      <BottomTabBarPanel id="job" className={styles.panel}>
        <EmployeeJobSection control={control} options={options} />
      </BottomTabBarPanel>
      <BottomTabBarPanel id="salary" className={styles.panel}>
        <EmployeeSalarySection
          control={control}
          options={options}
          items={salaryItems}
          areItemsExpanded={areSalaryItemsExpanded}
          onItemsExpandedChange={onSalaryItemsExpandedChange}
          onAddOption={onAddOption}
        />
      </BottomTabBarPanel>
      <BottomTabBarPanel id="family" className={styles.panel}>
        <EmployeeFamilySection control={control} />
      </BottomTabBarPanel>
      <BottomTabBarPanel id="contact" className={styles.panel}>
        <EmployeeContactSection control={control} />
      </BottomTabBarPanel>
      {canSeeHealth ? (
        <BottomTabBarPanel id="health" className={styles.panel}>
          <EmployeeHealthSection control={control} />
        </BottomTabBarPanel>
      ) : null}
      <BottomTabBarPanel id="directory" className={styles.panel}>
        <EmployeeDirectorySection control={control} />
      </BottomTabBarPanel>
      <BottomTabBarPanel id="others" className={styles.panel}>
        <EmployeeOthersSection control={control} />
      </BottomTabBarPanel>
    </>
  );
}
