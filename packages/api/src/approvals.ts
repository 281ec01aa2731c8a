import type { ApiClient, RequestOptions } from './client.ts';
import type { ReferenceIdRequest } from './employer.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type Workflow = Schemas['Workflow'];
export type WorkflowStep = Schemas['WorkflowStep'];
export type ApproverKind = Schemas['ApproverKind'];
export type Delegation = Schemas['Delegation'];
export type ApprovalHistory = Schemas['ApprovalHistory'];

export type WorkflowKind = Schemas['WorkflowKind'];
export type ListWorkflowsRequest = Schemas['ListWorkflowsRequest'];
export type CreateWorkflowRequest = Schemas['CreateWorkflowRequest'];
export type UpdateWorkflowRequest = Schemas['UpdateWorkflowRequest'];
export type WorkflowResult = Schemas['WorkflowEnvelope'];
export type WorkflowListResult = Schemas['WorkflowListEnvelope'];
export type DelegationListRequest = Schemas['DelegationListRequest'];
export type CreateDelegationRequest = Schemas['CreateDelegationRequest'];
export type DelegationResult = Schemas['DelegationEnvelope'];
export type DelegationListResult = Schemas['DelegationListEnvelope'];
export type DelegateChoiceListResult = Schemas['DelegateChoiceListEnvelope'];
export type DelegateChoiceRequest = Schemas['DelegateChoiceRequest'];
export type ApprovalIdRequest = Schemas['ApprovalIdRequest'];
export type ApprovalHistoryResult = Schemas['ApprovalHistoryEnvelope'];
export type DeleteApprovalSetupResult = Schemas['MessageEnvelope'];

/** The employer's approval workflows of one kind (leave's unless told) by code, each with its steps (administrators). */
export function listWorkflows(
  client: ApiClient,
  body: ListWorkflowsRequest = {},
  options?: RequestOptions,
): Promise<WorkflowListResult> {
  return client.postAuthenticated('/approvals/list-workflows', body, options);
}

/** Add a workflow of 1 to 10 ordered steps (administrators). */
export function createWorkflow(
  client: ApiClient,
  body: CreateWorkflowRequest,
  options?: RequestOptions,
): Promise<WorkflowResult> {
  return client.postAuthenticated('/approvals/create-workflow', body, options);
}

/** Change the fields sent of a workflow; approvals already under way keep their route. */
export function updateWorkflow(
  client: ApiClient,
  body: UpdateWorkflowRequest,
  options?: RequestOptions,
): Promise<WorkflowResult> {
  return client.postAuthenticated('/approvals/update-workflow', body, options);
}

/** Delete a workflow nothing uses; otherwise 409 naming what does. */
export function deleteWorkflow(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteApprovalSetupResult> {
  return client.postAuthenticated('/approvals/delete-workflow', body, options);
}

/** Colleagues the caller may hand their approvals to (names only, at most 50), narrowed by `search`. */
export function listDelegateChoices(
  client: ApiClient,
  body: DelegateChoiceRequest = {},
  options?: RequestOptions,
): Promise<DelegateChoiceListResult> {
  return client.postAuthenticated('/approvals/list-delegate-choices', body, options);
}

/** The delegations the caller may see, by first day; ended ones only with `includeEnded`. */
export function listDelegations(
  client: ApiClient,
  body: DelegationListRequest = {},
  options?: RequestOptions,
): Promise<DelegationListResult> {
  return client.postAuthenticated('/approvals/list-delegations', body, options);
}

/** Hand one's approvals (an administrator: anyone's) to someone else from one day to another. */
export function createDelegation(
  client: ApiClient,
  body: CreateDelegationRequest,
  options?: RequestOptions,
): Promise<DelegationResult> {
  return client.postAuthenticated('/approvals/create-delegation', body, options);
}

/** Take a delegation back (its approver or an administrator). */
export function deleteDelegation(
  client: ApiClient,
  body: ReferenceIdRequest,
  options?: RequestOptions,
): Promise<DeleteApprovalSetupResult> {
  return client.postAuthenticated('/approvals/delete-delegation', body, options);
}

/** One approval's route, skipped steps and decisions, for those it concerns. */
export function getApprovalHistory(
  client: ApiClient,
  body: ApprovalIdRequest,
  options?: RequestOptions,
): Promise<ApprovalHistoryResult> {
  return client.postAuthenticated('/approvals/get-approval-history', body, options);
}
