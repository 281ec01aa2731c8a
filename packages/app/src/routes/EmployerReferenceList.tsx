import {
  BanksScreen,
  BranchesScreen,
  DepartmentsScreen,
  JobPositionsScreen,
  LevelsScreen,
} from '@hr/screens';
import {
  banksApi,
  branchesApi,
  departmentsApi,
  jobPositionsApi,
  levelsApi,
} from '../employer/referenceKinds.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { useReferenceList } from '../employer/useReferenceList.ts';

/** §2.7 Departments, Job Positions, Level, and the menu's Branch and Bank: one pattern, five lists. */
export function Departments() {
  return <DepartmentsScreen {...useReferenceList(departmentsApi)} {...useEmployeeChoices()} />;
}

export function JobPositions() {
  return <JobPositionsScreen {...useReferenceList(jobPositionsApi)} />;
}

export function Levels() {
  return <LevelsScreen {...useReferenceList(levelsApi)} />;
}

export function Branches() {
  return <BranchesScreen {...useReferenceList(branchesApi)} {...useEmployeeChoices()} />;
}

export function Banks() {
  return <BanksScreen {...useReferenceList(banksApi)} />;
}
