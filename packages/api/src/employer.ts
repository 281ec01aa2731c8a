import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type Department = Schemas['Department'];
export type JobPosition = Schemas['JobPosition'];
export type Level = Schemas['Level'];
export type Branch = Schemas['Branch'];
export type Bank = Schemas['Bank'];
export type EmployerInformation = Schemas['EmployerInformation'];
export type ModuleId = Schemas['ModuleId'];
export type ModuleAccessItem = Schemas['ModuleAccessItem'];
export type PayPeriod = Schemas['PayPeriod'];

export type ReferenceListRequest = Schemas['ReferenceListRequest'];
export type ReferenceIdRequest = Schemas['ReferenceIdRequest'];
export type SetActiveRequest = Schemas['SetActiveRequest'];
export type DeleteReferenceResult = Schemas['MessageEnvelope'];

export type CreateDepartmentRequest = Schemas['CreateDepartmentRequest'];
export type UpdateDepartmentRequest = Schemas['UpdateDepartmentRequest'];
export type DepartmentResult = Schemas['DepartmentEnvelope'];
export type DepartmentListResult = Schemas['DepartmentListEnvelope'];

export type CreateJobPositionRequest = Schemas['CreateJobPositionRequest'];
export type UpdateJobPositionRequest = Schemas['UpdateJobPositionRequest'];
export type JobPositionResult = Schemas['JobPositionEnvelope'];
export type JobPositionListResult = Schemas['JobPositionListEnvelope'];

export type CreateLevelRequest = Schemas['CreateLevelRequest'];
export type UpdateLevelRequest = Schemas['UpdateLevelRequest'];
export type LevelResult = Schemas['LevelEnvelope'];
export type LevelListResult = Schemas['LevelListEnvelope'];

export type CreateBranchRequest = Schemas['CreateBranchRequest'];
export type UpdateBranchRequest = Schemas['UpdateBranchRequest'];
export type BranchResult = Schemas['BranchEnvelope'];
export type BranchListResult = Schemas['BranchListEnvelope'];

export type CreateBankRequest = Schemas['CreateBankRequest'];
export type UpdateBankRequest = Schemas['UpdateBankRequest'];
export type BankResult = Schemas['BankEnvelope'];
export type BankListResult = Schemas['BankListEnvelope'];

export type UpdateEmployerInformationRequest = Schemas['UpdateEmployerInformationRequest'];
export type EmployerInformationResult = Schemas['EmployerInformationEnvelope'];
// Issue 28 item 5: Employer › Setting.
export type EmployerSettings = Schemas['EmployerSettings'];
export type UpdateEmployerSettingsRequest = Schemas['UpdateEmployerSettingsRequest'];
export type EmployerSettingsResult = Schemas['EmployerSettingsEnvelope'];
export type SetModuleAccessRequest = Schemas['SetModuleAccessRequest'];
export type ModuleAccessResult = Schemas['ModuleAccessEnvelope'];

/** The employer's departments by code; the deactivated ones only with `includeInactive`. */
export function listDepartments(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<DepartmentListResult> {
  return client.postAuthenticated('/employer/list-departments', body, options);
}

/** Add a department (administrators); 409 on `code` when another department has the code, whatever its case. */
export function createDepartment(
  client: ApiClient,
  body: CreateDepartmentRequest,
  options?: RequestOptions,
): Promise<DepartmentResult> {
  return client.postAuthenticated('/employer/create-department', body, options);
}

/** Change the fields sent of a department; the others keep their value. */
export function updateDepartment(
  client: ApiClient,
  body: UpdateDepartmentRequest,
  options?: RequestOptions,
): Promise<DepartmentResult> {
  return client.postAuthenticated('/employer/update-department', body, options);
}

/** Activate or deactivate a department. */
export function setDepartmentActive(
  client: ApiClient,
  body: SetActiveRequest,
  options?: RequestOptions,
): Promise<DepartmentResult> {
  return client.postAuthenticated('/employer/set-department-active', body, options);
}

/** Delete a department nothing refers to; otherwise 409 naming what does. */
export function deleteDepartment(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteReferenceResult> {
  return client.postAuthenticated('/employer/delete-department', body, options);
}

/** The employer's job positions by code; the deactivated ones only with `includeInactive`. */
export function listJobPositions(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<JobPositionListResult> {
  return client.postAuthenticated('/employer/list-job-positions', body, options);
}

/** Add a job position (administrators); 409 on `code` when another job position has the code, whatever its case. */
export function createJobPosition(
  client: ApiClient,
  body: CreateJobPositionRequest,
  options?: RequestOptions,
): Promise<JobPositionResult> {
  return client.postAuthenticated('/employer/create-job-position', body, options);
}

/** Change the fields sent of a job position; the others keep their value. */
export function updateJobPosition(
  client: ApiClient,
  body: UpdateJobPositionRequest,
  options?: RequestOptions,
): Promise<JobPositionResult> {
  return client.postAuthenticated('/employer/update-job-position', body, options);
}

/** Activate or deactivate a job position. */
export function setJobPositionActive(
  client: ApiClient,
  body: SetActiveRequest,
  options?: RequestOptions,
): Promise<JobPositionResult> {
  return client.postAuthenticated('/employer/set-job-position-active', body, options);
}

/** Delete a job position nothing refers to; otherwise 409 naming what does. */
export function deleteJobPosition(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteReferenceResult> {
  return client.postAuthenticated('/employer/delete-job-position', body, options);
}

/** The employer's levels by code; the deactivated ones only with `includeInactive`. */
export function listLevels(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<LevelListResult> {
  return client.postAuthenticated('/employer/list-levels', body, options);
}

/** Add a level (administrators); 409 on `code` when another level has the code, whatever its case. */
export function createLevel(
  client: ApiClient,
  body: CreateLevelRequest,
  options?: RequestOptions,
): Promise<LevelResult> {
  return client.postAuthenticated('/employer/create-level', body, options);
}

/** Change the fields sent of a level; the others keep their value. */
export function updateLevel(
  client: ApiClient,
  body: UpdateLevelRequest,
  options?: RequestOptions,
): Promise<LevelResult> {
  return client.postAuthenticated('/employer/update-level', body, options);
}

/** Activate or deactivate a level. */
export function setLevelActive(
  client: ApiClient,
  body: SetActiveRequest,
  options?: RequestOptions,
): Promise<LevelResult> {
  return client.postAuthenticated('/employer/set-level-active', body, options);
}

/** Delete a level nothing refers to; otherwise 409 naming what does. */
export function deleteLevel(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteReferenceResult> {
  return client.postAuthenticated('/employer/delete-level', body, options);
}

/** The employer's branches by code; the deactivated ones only with `includeInactive`. */
export function listBranches(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<BranchListResult> {
  return client.postAuthenticated('/employer/list-branches', body, options);
}

/** Add a branch (administrators); 409 on `code` when another branch has the code, whatever its case. */
export function createBranch(
  client: ApiClient,
  body: CreateBranchRequest,
  options?: RequestOptions,
): Promise<BranchResult> {
  return client.postAuthenticated('/employer/create-branch', body, options);
}

/** Change the fields sent of a branch; the others keep their value. */
export function updateBranch(
  client: ApiClient,
  body: UpdateBranchRequest,
  options?: RequestOptions,
): Promise<BranchResult> {
  return client.postAuthenticated('/employer/update-branch', body, options);
}

/** Activate or deactivate a branch. */
export function setBranchActive(
  client: ApiClient,
  body: SetActiveRequest,
  options?: RequestOptions,
): Promise<BranchResult> {
  return client.postAuthenticated('/employer/set-branch-active', body, options);
}

/** Delete a branch nothing refers to; otherwise 409 naming what does. */
export function deleteBranch(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteReferenceResult> {
  return client.postAuthenticated('/employer/delete-branch', body, options);
}

/** The employer's banks by code; the deactivated ones only with `includeInactive`. */
export function listBanks(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<BankListResult> {
  return client.postAuthenticated('/employer/list-banks', body, options);
}

/** Add a bank (administrators); 409 on `code` when another bank has the code, whatever its case. */
export function createBank(
  client: ApiClient,
  body: CreateBankRequest,
  options?: RequestOptions,
): Promise<BankResult> {
  return client.postAuthenticated('/employer/create-bank', body, options);
}

/** Change the fields sent of a bank; the others keep their value. */
export function updateBank(
  client: ApiClient,
  body: UpdateBankRequest,
  options?: RequestOptions,
): Promise<BankResult> {
  return client.postAuthenticated('/employer/update-bank', body, options);
}

/** Activate or deactivate a bank. */
export function setBankActive(
  client: ApiClient,
  body: SetActiveRequest,
  options?: RequestOptions,
): Promise<BankResult> {
  return client.postAuthenticated('/employer/set-bank-active', body, options);
}

/** Delete a bank nothing refers to; otherwise 409 naming what does. */
export function deleteBank(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteReferenceResult> {
  return client.postAuthenticated('/employer/delete-bank', body, options);
}

/** The employer's own details (administrators). */
export function getEmployerInformation(
  client: ApiClient,
  options?: RequestOptions,
): Promise<EmployerInformationResult> {
  return client.postAuthenticated('/employer/get-information', {}, options);
}

/** Change the employer's details sent; the others (the logo too) keep their value. */
export function updateEmployerInformation(
  client: ApiClient,
  body: UpdateEmployerInformationRequest,
  options?: RequestOptions,
): Promise<EmployerInformationResult> {
  return client.postAuthenticated('/employer/update-information', body, options);
}

/** The employer's settings (time zone, date format, password and session rules); any signed-in user reads them. */
export function getEmployerSettings(
  client: ApiClient,
  options?: RequestOptions,
): Promise<EmployerSettingsResult> {
  return client.postAuthenticated('/employer/get-settings', {}, options);
}

/** Change the settings sent; the others keep their value (administrators). */
export function updateEmployerSettings(
  client: ApiClient,
  body: UpdateEmployerSettingsRequest,
  options?: RequestOptions,
): Promise<EmployerSettingsResult> {
  return client.postAuthenticated('/employer/update-settings', body, options);
}

/** Every module and whether employees may use it; any signed-in user may read it. */
export function getModuleAccess(client: ApiClient, options?: RequestOptions): Promise<ModuleAccessResult> {
  return client.postAuthenticated('/employer/get-module-access', {}, options);
}

/** Switch one module for the employer's employees, saved at once; answers every module. */
export function setModuleAccess(
  client: ApiClient,
  body: SetModuleAccessRequest,
  options?: RequestOptions,
): Promise<ModuleAccessResult> {
  return client.postAuthenticated('/employer/set-module-access', body, options);
}

/** Whether Load demo data may run (the set-up checklist's `demoData`): only into an empty employer (issue 34). */
export type DemoDataStatus = Schemas['DemoDataStatus'];

/** Fills the empty employer with the demo company's story; a 409 names what it has once it is not empty. */
export async function loadDemoData(client: ApiClient, options?: RequestOptions): Promise<number> {
  const answer: Schemas['LoadedDemoDataEnvelope'] = await client.postAuthenticated(
    '/employer/load-demo-data',
    {},
    options,
  );
  return answer.returnObject.employees;
}

export type SetUpChecklistResult = Schemas['SetUpChecklistEnvelope'];

/** What is left to set up, as the employer's data ticks it (issue 34 item 4). */
export function getSetUpChecklist(
  client: ApiClient,
  options?: RequestOptions,
): Promise<SetUpChecklistResult> {
  return client.postAuthenticated('/employer/get-set-up-checklist', {}, options);
}

/** Hides the set-up checklist for the whole employer; answers the checklist, now dismissed. */
export function dismissSetUpChecklist(
  client: ApiClient,
  options?: RequestOptions,
): Promise<SetUpChecklistResult> {
  return client.postAuthenticated('/employer/dismiss-set-up-checklist', {}, options);
}
