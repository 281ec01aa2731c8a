export { type Bank, BanksScreen, type BanksScreenProps, bankDialog } from './BanksScreen.tsx';
export { type Branch, BranchesScreen, type BranchesScreenProps, branchDialog } from './BranchesScreen.tsx';
export {
  type Department,
  DepartmentsScreen,
  type DepartmentsScreenProps,
  departmentDialog,
} from './DepartmentsScreen.tsx';
export { EmployeeComboBox, type EmployeeComboBoxProps } from './EmployeeComboBox.tsx';
export {
  EmployerInformationScreen,
  type EmployerInformationScreenProps,
} from './EmployerInformationScreen.tsx';
export { EmployerSettingsScreen, type EmployerSettingsScreenProps } from './EmployerSettingsScreen.tsx';
export {
  type JobPosition,
  JobPositionsScreen,
  type JobPositionsScreenProps,
  jobPositionDialog,
} from './JobPositionsScreen.tsx';
export { type Level, LevelsScreen, type LevelsScreenProps, levelDialog } from './LevelsScreen.tsx';
export {
  type ModuleAccess,
  ModuleAccessScreen,
  type ModuleAccessScreenProps,
} from './ModuleAccessScreen.tsx';
export { ReferenceItemDialog, type ReferenceItemDialogProps } from './ReferenceItemDialog.tsx';
export type {
  EmployeeChoice,
  EmployeeOptions,
  ReferenceDataProps,
  ReferenceDialogDefinition,
  ReferenceItem,
} from './referenceData.ts';
