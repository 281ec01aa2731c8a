import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';
import type { SectionsWithDefaults } from './with-defaults.ts';

type Schemas = components['schemas'];

export type EmployeeRow = Schemas['EmployeeRow'];
export type EmployeePage = Schemas['EmployeePage'];
export type QuickEntry = Schemas['QuickEntry'];
/** The server answers every field of every section (null for none). */
export type EmployeeValues = SectionsWithDefaults<Schemas['EmployeeValues']>;
export type EmployeeRecord = Omit<Schemas['EmployeeRecord'], 'values'> & { values: EmployeeValues };
export type PlacementChange = Schemas['PlacementChange'];
export type SalaryChange = Schemas['SalaryChange'];
export type EmployeeAccount = Schemas['EmployeeAccount'];
export type Employment = Schemas['Employment'];
export type LineManager = Schemas['LineManager'];

export type GetAllEmployeesOnUserRequest = Schemas['UserIdRequest'];
export type GetAllEmployeesOnUserResult = Schemas['EmployeeListEnvelope'];
export type SearchEmployeesRequest = Schemas['EmployeeSearchRequest'];
export type SearchEmployeesResult = Schemas['EmployeePageEnvelope'];
export type CreateEmployeeRequest = Schemas['CreateEmployeeRequest'];
export type EmployeeRecordResult = Omit<Schemas['EmployeeRecordEnvelope'], 'returnObject'> & {
  returnObject: EmployeeRecord;
};
export type GetEmployeeRequest = Schemas['EmployeeIdRequest'];
export type UpdateEmployeeRequest = Schemas['UpdateEmployeeRequest'];
export type EndEmploymentRequest = Schemas['EndEmploymentRequest'];
export type SendInvitationRequest = Schemas['EmployeeIdRequest'];
export type SendInvitationResult = Schemas['MessageEnvelope'];
export type ListLineManagersRequest = Schemas['LineManagerSearchRequest'];
export type ListLineManagersResult = Schemas['LineManagerListEnvelope'];
export type Dashboard = Schemas['Dashboard'];
export type DashboardResult = Schemas['DashboardEnvelope'];

/** Every employee of the caller's employer, as one array; `id` is the signed-in user's id. */
export function getAllEmployeesOnUser(
  client: ApiClient,
  body: GetAllEmployeesOnUserRequest,
  options?: RequestOptions,
): Promise<GetAllEmployeesOnUserResult> {
  return client.postAuthenticated('/management/get-all-employees-on-user', body, options);
}

/** One page of the caller's employees, searched and sorted, with the total number of matches. */
export function searchEmployees(
  client: ApiClient,
  body: SearchEmployeesRequest,
  options?: RequestOptions,
): Promise<SearchEmployeesResult> {
  return client.postAuthenticated('/management/search-employees', body, options);
}

/**
 * A record as the server answers it: every field of every section present (null for none). The
 * contract's section schemas let a client leave fields out, so the generated type cannot say it.
 */
function withEveryField(answer: Promise<Schemas['EmployeeRecordEnvelope']>): Promise<EmployeeRecordResult> {
  return answer as Promise<EmployeeRecordResult>;
}

/** Create an employee from the Employee form's sections; answers with their record as stored. */
export function createEmployee(
  client: ApiClient,
  body: CreateEmployeeRequest,
  options?: RequestOptions,
): Promise<EmployeeRecordResult> {
  return withEveryField(client.postAuthenticated('/management/create-employee', body, options));
}

/** One employee's record: any of the employer's for an administrator, their own for an employee. */
export function getEmployee(
  client: ApiClient,
  body: GetEmployeeRequest,
  options?: RequestOptions,
): Promise<EmployeeRecordResult> {
  return withEveryField(client.postAuthenticated('/management/get-employee', body, options));
}

/** Replace the sections sent of an employee's record; answers the record as stored. */
export function updateEmployee(
  client: ApiClient,
  body: UpdateEmployeeRequest,
  options?: RequestOptions,
): Promise<EmployeeRecordResult> {
  return withEveryField(client.postAuthenticated('/management/update-employee', body, options));
}

/** End an employee's employment with the last day and the reason; the record is kept. */
export function endEmployment(
  client: ApiClient,
  body: EndEmploymentRequest,
  options?: RequestOptions,
): Promise<EmployeeRecordResult> {
  return withEveryField(client.postAuthenticated('/management/end-employment', body, options));
}

/** E-mail the employee a one-time sign-up link; `returnMessage` says where it went. */
export function sendInvitation(
  client: ApiClient,
  body: SendInvitationRequest,
  options?: RequestOptions,
): Promise<SendInvitationResult> {
  return client.postAuthenticated('/management/send-invitation', body, options);
}

/** Current employees to choose a line manager from, at most 50, narrowed by `search`. */
export function listLineManagers(
  client: ApiClient,
  body: ListLineManagersRequest,
  options?: RequestOptions,
): Promise<ListLineManagersResult> {
  return client.postAuthenticated('/management/list-line-managers', body, options);
}

/** The employer's figures for the administrator's dashboard. */
export function getDashboard(client: ApiClient, options?: RequestOptions): Promise<DashboardResult> {
  return client.postAuthenticated('/management/get-dashboard', {}, options);
}
