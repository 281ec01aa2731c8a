import type { Context } from 'hono';
import type {
  ApprovalIdRequest,
  CreateDelegationRequest,
  CreateWorkflowRequest,
  DelegationListRequest,
  LineManagerSearchRequest,
  ListWorkflowsRequest,
  ReferenceIdRequest,
  UpdateWorkflowRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { listDelegateChoices } from './delegate-choices.ts';
import { createDelegation, deleteDelegation, listDelegations } from './delegations.ts';
import { getApprovalHistory } from './history.ts';
import { createWorkflow, deleteWorkflow, listWorkflows, updateWorkflow } from './workflows.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/**
 * The approvals operations: workflows, delegations and an approval's history. Deciding and
 * withdrawing belong to the areas that ask for approval (leave first), which call the service
 * functions of approval-requests.ts in their own transaction.
 */
export function approvalHandlers(deps: ServiceDeps): Record<string, Handler> {
  const answer = (c: Context<ApiEnv>, returnObject: unknown) => success(c, 200, { returnObject });
  return {
    listWorkflows: async (c) =>
      answer(c, await listWorkflows(deps, c.get('caller'), c.get('body') as ListWorkflowsRequest)),
    createWorkflow: async (c) =>
      answer(c, await createWorkflow(deps, c.get('caller'), c.get('body') as CreateWorkflowRequest)),
    updateWorkflow: async (c) =>
      answer(c, await updateWorkflow(deps, c.get('caller'), c.get('body') as UpdateWorkflowRequest)),
    deleteWorkflow: async (c) =>
      success(c, 200, {
        returnMessage: await deleteWorkflow(deps, c.get('caller'), c.get('body') as ReferenceIdRequest),
      }),
    listDelegateChoices: async (c) =>
      answer(c, await listDelegateChoices(deps, c.get('caller'), c.get('body') as LineManagerSearchRequest)),
    listDelegations: async (c) =>
      answer(c, await listDelegations(deps, c.get('caller'), c.get('body') as DelegationListRequest)),
    createDelegation: async (c) =>
      answer(c, await createDelegation(deps, c.get('caller'), c.get('body') as CreateDelegationRequest)),
    deleteDelegation: async (c) =>
      success(c, 200, {
        returnMessage: await deleteDelegation(deps, c.get('caller'), c.get('body') as ReferenceIdRequest),
      }),
    getApprovalHistory: async (c) =>
      answer(c, await getApprovalHistory(deps, c.get('caller'), c.get('body') as ApprovalIdRequest)),
  };
}
