import {
  type Bank,
  type Branch,
  createBank,
  createBranch,
  createDepartment,
  createJobPosition,
  createLevel,
  type Department,
  deleteBank,
  deleteBranch,
  deleteDepartment,
  deleteJobPosition,
  deleteLevel,
  type JobPosition,
  type Level,
  listBanks,
  listBranches,
  listDepartments,
  listJobPositions,
  listLevels,
  setBankActive,
  setBranchActive,
  setDepartmentActive,
  setJobPositionActive,
  setLevelActive,
  updateBank,
  updateBranch,
  updateDepartment,
  updateJobPosition,
  updateLevel,
} from '@hr/api';
import type { BankValues, BranchValues, DepartmentValues, JobPositionValues, LevelValues } from '@hr/domain';
import type * as Screens from '@hr/screens';
import { apiClient } from '../api/client.ts';
import type { ReferenceListApi } from './useReferenceList.ts';

const client = apiClient;
const everything = { includeInactive: true };
const head = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export const departmentsApi: ReferenceListApi<Department, Screens.Department, DepartmentValues> = {
  list: async (signal) => (await listDepartments(client, everything, { signal })).returnObject,
  create: ({ headId, ...values }) => createDepartment(client, { ...values, headEmployeeId: headId }),
  update: (id, { headId, ...values }) => updateDepartment(client, { id, ...values, headEmployeeId: headId }),
  setActive: (id, active) => setDepartmentActive(client, { id, active }),
  remove: (id) => deleteDepartment(client, { id }),
  toItem: ({ headEmployeeId, headName, ...row }) => ({ ...row, head: head(headEmployeeId, headName) }),
  fields: ['code', 'name', 'headId'],
};

export const jobPositionsApi: ReferenceListApi<JobPosition, Screens.JobPosition, JobPositionValues> = {
  list: async (signal) => (await listJobPositions(client, everything, { signal })).returnObject,
  create: (values) => createJobPosition(client, values),
  update: (id, values) => updateJobPosition(client, { id, ...values }),
  setActive: (id, active) => setJobPositionActive(client, { id, active }),
  remove: (id) => deleteJobPosition(client, { id }),
  toItem: (row) => row,
  fields: ['code', 'name', 'responsibilities'],
};

export const levelsApi: ReferenceListApi<Level, Screens.Level, LevelValues> = {
  list: async (signal) => (await listLevels(client, everything, { signal })).returnObject,
  create: (values) => createLevel(client, values),
  update: (id, values) => updateLevel(client, { id, ...values }),
  setActive: (id, active) => setLevelActive(client, { id, active }),
  remove: (id) => deleteLevel(client, { id }),
  toItem: (row) => row,
  fields: ['code', 'name', 'responsibilities'],
};

export const branchesApi: ReferenceListApi<Branch, Screens.Branch, BranchValues> = {
  list: async (signal) => (await listBranches(client, everything, { signal })).returnObject,
  create: ({ headId, ...values }) => createBranch(client, { ...values, headEmployeeId: headId }),
  update: (id, { headId, ...values }) => updateBranch(client, { id, ...values, headEmployeeId: headId }),
  setActive: (id, active) => setBranchActive(client, { id, active }),
  remove: (id) => deleteBranch(client, { id }),
  toItem: ({ headEmployeeId, headName, ...row }) => ({ ...row, head: head(headEmployeeId, headName) }),
  fields: ['code', 'name', 'address', 'headId'],
};

export const banksApi: ReferenceListApi<Bank, Screens.Bank, BankValues> = {
  list: async (signal) => (await listBanks(client, everything, { signal })).returnObject,
  create: (values) => createBank(client, values),
  update: (id, values) => updateBank(client, { id, ...values }),
  setActive: (id, active) => setBankActive(client, { id, active }),
  remove: (id) => deleteBank(client, { id }),
  toItem: (row) => row,
  fields: ['code', 'name', 'branchOrSortCode'],
};
