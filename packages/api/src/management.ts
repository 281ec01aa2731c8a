import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type EmployeeRow = Schemas['EmployeeRow'];
export type EmployeePage = Schemas['EmployeePage'];
export type Employee = Schemas['Employee'];
export type QuickEntry = Schemas['QuickEntry'];

export type GetAllEmployeesOnUserRequest = Schemas['UserIdRequest'];
export type GetAllEmployeesOnUserResult = Schemas['EmployeeListEnvelope'];
export type SearchEmployeesRequest = Schemas['EmployeeSearchRequest'];
export type SearchEmployeesResult = Schemas['EmployeePageEnvelope'];
export type CreateEmployeeRequest = Schemas['CreateEmployeeRequest'];
export type CreateEmployeeResult = Schemas['EmployeeEnvelope'];
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

/** Create an employee from the Employee form's sections; answers with the employee as stored. */
export function createEmployee(
  client: ApiClient,
  body: CreateEmployeeRequest,
  options?: RequestOptions,
): Promise<CreateEmployeeResult> {
  return client.postAuthenticated('/management/create-employee', body, options);
}

/** The employer's figures for the administrator's dashboard. */
export function getDashboard(client: ApiClient, options?: RequestOptions): Promise<DashboardResult> {
  return client.postAuthenticated('/management/get-dashboard', {}, options);
}
