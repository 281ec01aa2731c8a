export { type Bank, BanksScreen, type BanksScreenProps } from './BanksScreen.tsx';
export { type Branch, BranchesScreen, type BranchesScreenProps } from './BranchesScreen.tsx';
export { type Department, DepartmentsScreen, type DepartmentsScreenProps } from './DepartmentsScreen.tsx';
export {
  EmployerInformationScreen,
  type EmployerInformationScreenProps,
} from './EmployerInformationScreen.tsx';
export { type JobPosition, JobPositionsScreen, type JobPositionsScreenProps } from './JobPositionsScreen.tsx';
export { type Level, LevelsScreen, type LevelsScreenProps } from './LevelsScreen.tsx';
export {
  type ModuleAccess,
  ModuleAccessScreen,
  type ModuleAccessScreenProps,
} from './ModuleAccessScreen.tsx';
export type { EmployeeChoice, ReferenceDataProps, ReferenceItem } from './referenceData.ts';
