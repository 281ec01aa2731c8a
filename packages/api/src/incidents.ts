import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest, ReferenceListRequest } from './employer.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

/** Incident set-up (issue 30): the employer's categories, types and decisions (outcomes). */
export type DeleteIncidentSetupResult = Schemas['MessageEnvelope'];
export type IncidentCategory = Schemas['IncidentCategory'];
export type CreateIncidentCategoryRequest = Schemas['CreateIncidentCategoryRequest'];
export type UpdateIncidentCategoryRequest = Schemas['UpdateIncidentCategoryRequest'];
export type IncidentCategoryResult = Schemas['IncidentCategoryEnvelope'];
export type IncidentCategoryListResult = Schemas['IncidentCategoryListEnvelope'];
export type IncidentType = Schemas['IncidentType'];
export type CreateIncidentTypeRequest = Schemas['CreateIncidentTypeRequest'];
export type UpdateIncidentTypeRequest = Schemas['UpdateIncidentTypeRequest'];
export type IncidentTypeResult = Schemas['IncidentTypeEnvelope'];
export type IncidentTypeListResult = Schemas['IncidentTypeListEnvelope'];
export type IncidentDecision = Schemas['IncidentDecision'];
export type CreateIncidentDecisionRequest = Schemas['CreateIncidentDecisionRequest'];
export type UpdateIncidentDecisionRequest = Schemas['UpdateIncidentDecisionRequest'];
export type IncidentDecisionResult = Schemas['IncidentDecisionEnvelope'];
export type IncidentDecisionListResult = Schemas['IncidentDecisionListEnvelope'];

/** The employer's incident categories by code; the deactivated ones too for whole-employer readers who ask. */
export function listIncidentCategories(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<IncidentCategoryListResult> {
  return client.postAuthenticated('/incidents/list-incident-categories', body, options);
}

/** Add an incident category; 409 on `code` when another category has the code. */
export function createIncidentCategory(
  client: ApiClient,
  body: CreateIncidentCategoryRequest,
  options?: RequestOptions,
): Promise<IncidentCategoryResult> {
  return client.postAuthenticated('/incidents/create-incident-category', body, options);
}

/** Change the fields sent of an incident category (its `isActive` too); the others keep their value. */
export function updateIncidentCategory(
  client: ApiClient,
  body: UpdateIncidentCategoryRequest,
  options?: RequestOptions,
): Promise<IncidentCategoryResult> {
  return client.postAuthenticated('/incidents/update-incident-category', body, options);
}

/** Delete an incident category no type has; otherwise 409 naming the types. */
export function deleteIncidentCategory(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteIncidentSetupResult> {
  return client.postAuthenticated('/incidents/delete-incident-category', body, options);
}

/** The employer's incident types by code. */
export function listIncidentTypes(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<IncidentTypeListResult> {
  return client.postAuthenticated('/incidents/list-incident-types', body, options);
}

/** Add an incident type of an active category; 409 on `code` when another type has the code. */
export function createIncidentType(
  client: ApiClient,
  body: CreateIncidentTypeRequest,
  options?: RequestOptions,
): Promise<IncidentTypeResult> {
  return client.postAuthenticated('/incidents/create-incident-type', body, options);
}

/** Change the fields sent of an incident type; the others keep their value. */
export function updateIncidentType(
  client: ApiClient,
  body: UpdateIncidentTypeRequest,
  options?: RequestOptions,
): Promise<IncidentTypeResult> {
  return client.postAuthenticated('/incidents/update-incident-type', body, options);
}

/** Delete an incident type no case has; otherwise 409. */
export function deleteIncidentType(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteIncidentSetupResult> {
  return client.postAuthenticated('/incidents/delete-incident-type', body, options);
}

/** The employer's incident decisions (outcomes) by code. */
export function listIncidentDecisions(
  client: ApiClient,
  body: ReferenceListRequest = {},
  options?: RequestOptions,
): Promise<IncidentDecisionListResult> {
  return client.postAuthenticated('/incidents/list-incident-decisions', body, options);
}

/** Add a decision of one of the kinds; 409 on `code` when another decision has the code. */
export function createIncidentDecision(
  client: ApiClient,
  body: CreateIncidentDecisionRequest,
  options?: RequestOptions,
): Promise<IncidentDecisionResult> {
  return client.postAuthenticated('/incidents/create-incident-decision', body, options);
}

/** Change the fields sent of a decision (never its kind); the others keep their value. */
export function updateIncidentDecision(
  client: ApiClient,
  body: UpdateIncidentDecisionRequest,
  options?: RequestOptions,
): Promise<IncidentDecisionResult> {
  return client.postAuthenticated('/incidents/update-incident-decision', body, options);
}

/** Delete a decision no case has; otherwise 409. */
export function deleteIncidentDecision(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteIncidentSetupResult> {
  return client.postAuthenticated('/incidents/delete-incident-decision', body, options);
}
