import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type EmployeeImportPreviewRequest = Schemas['EmployeeImportPreviewRequest'];
export type ImportEmployeesRequest = Schemas['ImportEmployeesRequest'];

/** Employees from a spreadsheet (issue 34): every row's problems, nothing written. */
export function previewEmployeeImport(
  client: ApiClient,
  body: EmployeeImportPreviewRequest,
  options?: RequestOptions,
): Promise<Schemas['EmployeeImportPreviewEnvelope']> {
  return client.postAuthenticated('/management/preview-employee-import', body, options);
}

/** Creates an employee for every row without a problem, in one transaction; answers the refused rows. */
export function importEmployees(
  client: ApiClient,
  body: ImportEmployeesRequest,
  options?: RequestOptions,
): Promise<Schemas['EmployeeImportResultEnvelope']> {
  return client.postAuthenticated('/management/import-employees', body, options);
}

/** The columns the employer mapped at its last import. */
export function getEmployeeImportMapping(
  client: ApiClient,
  options?: RequestOptions,
): Promise<Schemas['EmployeeImportMappingEnvelope']> {
  return client.postAuthenticated('/management/get-employee-import-mapping', {}, options);
}
