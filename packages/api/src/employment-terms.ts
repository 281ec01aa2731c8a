import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type EmploymentTermsRow = Schemas['EmploymentTermsRow'];
export type EmploymentTermsListItem = Schemas['EmploymentTermsListItem'];
export type ListEmploymentTermsRequest = Schemas['ListEmploymentTermsRequest'];
export type EmploymentTermsPageResult = Schemas['EmploymentTermsPageEnvelope'];
export type RecordEmploymentTermsRequest = Schemas['RecordEmploymentTermsRequest'];
export type CancelEmploymentTermsRequest = Schemas['CancelEmploymentTermsRequest'];
export type EmploymentTermsHistoryResult = Schemas['EmploymentTermsHistoryEnvelope'];

/** One page of the people the caller reaches, each with the terms in effect and the next ones. */
export function listEmploymentTerms(
  client: ApiClient,
  body: ListEmploymentTermsRequest,
  options?: RequestOptions,
): Promise<EmploymentTermsPageResult> {
  return client.postAuthenticated('/management/list-employment-terms', body, options);
}

/** Every terms row of one employee, newest first. */
export function getEmploymentTermsHistory(
  client: ApiClient,
  body: Schemas['EmploymentTermsEmployeeRequest'],
  options?: RequestOptions,
): Promise<EmploymentTermsHistoryResult> {
  return client.postAuthenticated('/management/get-employment-terms-history', body, options);
}

/** Record an employee's terms from a date; a row of that date is corrected. */
export function recordEmploymentTerms(
  client: ApiClient,
  body: RecordEmploymentTermsRequest,
  options?: RequestOptions,
): Promise<EmploymentTermsHistoryResult> {
  return client.postAuthenticated('/management/record-employment-terms', body, options);
}

/** Cancel terms scheduled after today. */
export function cancelEmploymentTerms(
  client: ApiClient,
  body: CancelEmploymentTermsRequest,
  options?: RequestOptions,
): Promise<EmploymentTermsHistoryResult> {
  return client.postAuthenticated('/management/cancel-employment-terms', body, options);
}
