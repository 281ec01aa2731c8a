import { type EmployerInformationValues, MODULE_NAMES } from '@hr/domain';
import { fn } from 'storybook/test';
import type { Bank } from './BanksScreen.tsx';
import type { Branch } from './BranchesScreen.tsx';
import type { Department } from './DepartmentsScreen.tsx';
import type { JobPosition } from './JobPositionsScreen.tsx';
import type { Level } from './LevelsScreen.tsx';

import type { ModuleAccess } from './ModuleAccessScreen.tsx';

import type { EmployeeChoice } from './referenceData.ts';

/** The stories' employer: a few employees, and in every list one inactive row and no FIN code. */
export const employees: EmployeeChoice[] = [
  { id: 'emp-1', name: 'Ama Mensah' },
  { id: 'emp-2', name: 'Kwame Asante' },
  { id: 'emp-3', name: 'Efua Owusu' },
];

const [ama, kwame] = employees as [EmployeeChoice, EmployeeChoice, EmployeeChoice];

export const departments: Department[] = [
  { id: 'dep-1', code: 'ENG', name: 'Engineering', active: true, head: ama },
  { id: 'dep-2', code: 'HR', name: 'People', active: true, head: null },
  { id: 'dep-3', code: 'OPS', name: 'Operations', active: false, head: kwame },
  { id: 'dep-4', code: 'SAL', name: 'Sales', active: true, head: null },
];

export const jobPositions: JobPosition[] = [
  {
    id: 'pos-1',
    code: 'ENG',
    name: 'Engineer',
    active: true,
    responsibilities: 'Builds and runs the payroll service.',
  },
  { id: 'pos-2', code: 'ACC', name: 'Accountant', active: true, responsibilities: '' },
  { id: 'pos-3', code: 'DRV', name: 'Driver', active: false, responsibilities: 'Drives the staff bus.' },
];

export const levels: Level[] = [
  {
    id: 'lvl-1',
    code: 'ENT',
    name: 'Entry',
    active: true,
    responsibilities: 'Learns the job under guidance.',
  },
  { id: 'lvl-2', code: 'SNR', name: 'Senior', active: true, responsibilities: '' },
  { id: 'lvl-3', code: 'APP', name: 'Apprentice', active: false, responsibilities: '' },
];

export const branches: Branch[] = [
  {
    id: 'br-1',
    code: 'ACC',
    name: 'Accra',
    active: true,
    address: '12 Independence Avenue, Accra',
    head: ama,
  },
  { id: 'br-2', code: 'KSI', name: 'Kumasi', active: true, address: '', head: null },
  { id: 'br-3', code: 'TKD', name: 'Takoradi', active: false, address: 'Harbour Road, Takoradi', head: null },
];

export const banks: Bank[] = [
  { id: 'bank-1', code: 'ECO', name: 'Ecobank', active: true, branchOrSortCode: '130101' },
  { id: 'bank-2', code: 'GCB', name: 'GCB Bank', active: true, branchOrSortCode: '' },
  { id: 'bank-3', code: 'UTB', name: 'UT Bank', active: false, branchOrSortCode: '' },
];

/** The callbacks every reference-data story starts with: each succeeds unless a story says otherwise. */
export function referenceArgs<TItem>(items: TItem[]) {
  return {
    status: 'ready' as const,
    items,
    onRetry: fn(),
    onSave: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onSetActive: fn(async () => undefined),
  };
}

export const employerInformation: EmployerInformationValues = {
  legalName: 'Acme Ghana Ltd',
  registrationNumber: 'CS123456789',
  taxNumber: 'C0001234567',
  address: '12 Independence Avenue, Accra',
  country: 'Ghana',
  baseCurrency: 'GHS',
  logo: null,
  fiscalYearStartMonth: 1,
  defaultPayPeriod: 'Monthly',
  largestUploadMiB: 10,
};

/** §2.7: every module starts off. */
export const modules: ModuleAccess[] = MODULE_NAMES.map((name) => ({
  id: name.toLowerCase().replace(' ', '-'),
  name,
  enabled: false,
}));
