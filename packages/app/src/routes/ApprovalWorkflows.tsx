import {
  createDelegation,
  createWorkflow,
  deleteDelegation,
  deleteWorkflow,
  listDelegations,
  listWorkflows,
  updateWorkflow,
  type Workflow,
  type WorkflowKind,
} from '@hr/api';
import type { WorkflowFormValues } from '@hr/domain';
import {
  ApprovalWorkflowsScreen,
  type DelegationsProps,
  type WorkflowField,
  type WorkflowItem,
} from '@hr/screens';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { delegateChoices, lineManagerChoices, useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { type EditableListApi, useEditableList } from '../employer/useReferenceList.ts';
import { userAtom } from '../session/sessionAtom.ts';

type WorkflowsApi = EditableListApi<Workflow, WorkflowItem, WorkflowFormValues, WorkflowField>;

/** The workflows of one kind, listed and added as that kind (a workflow's kind never changes after). */
const workflowsApiOf = (kind: WorkflowKind): WorkflowsApi => ({
  list: async (signal) =>
    (await listWorkflows(apiClient, { includeInactive: true, kind }, { signal })).returnObject,
  create: (values) => createWorkflow(apiClient, { ...values, kind }),
  update: (id, values) => updateWorkflow(apiClient, { id, ...values }),
  remove: (id) => deleteWorkflow(apiClient, { id }),
  toItem: (row) => row,
  // The dialog shows a named step's refusal (`steps.1.employeeId`) on that step, the rest above the fields.
  fields: 'any-field',
});

/** The delegations the reader may see (every one for an administrator, their own otherwise), taken and handed out. */
function useDelegations(): Omit<DelegationsProps, 'employees' | 'canChooseApprover'> {
  const list = useLoad(async (signal) => (await listDelegations(apiClient, {}, { signal })).returnObject);
  return {
    status: list.status,
    errorMessage: list.errorMessage,
    onRetry: list.retry,
    items: list.data ?? [],
    today: today(getLocalTimeZone()).toString(),
    onAdd: async (values) => {
      try {
        await createDelegation(apiClient, values);
      } catch (error) {
        return feedbackFor(error, ['approverEmployeeId', 'delegateEmployeeId', 'from', 'to']);
      }
      await list.reload();
    },
    onDelete: async (item) => {
      try {
        await deleteDelegation(apiClient, { id: item.id });
      } catch (error) {
        return feedbackFor(error);
      }
      await list.reload();
    },
  };
}

/** The administrators' workflows; mounted for them only, as the server answers employees 403. */
function AdministratorPage({ kind, delegations }: { kind: WorkflowKind; delegations: DelegationsProps }) {
  // One set of calls per kind, kept while the page shows that kind; every kind the contract has works.
  const api = useMemo(() => workflowsApiOf(kind), [kind]);
  const workflows = useEditableList(api);
  return (
    <ApprovalWorkflowsScreen
      kind={kind}
      workflows={{
        ...workflows,
        employees: delegations.employees,
        ...(delegations.onEmployeeSearch ? { onEmployeeSearch: delegations.onEmployeeSearch } : {}),
      }}
      delegations={delegations}
    />
  );
}

/**
 * An Approval WorkFlow page: administrators keep the employer's workflows of the kind and every
 * delegation; anyone else hands their own approvals to a colleague for a span of days.
 */
function ApprovalWorkflowsPage({ kind }: { kind: WorkflowKind }) {
  const isAdministrator = useAtomValue(userAtom)?.role === 'admin';
  // An employee hands approvals to a colleague: names only, from the approvals' own list.
  const employees = useEmployeeChoices(isAdministrator ? lineManagerChoices : delegateChoices);
  const delegations = { ...useDelegations(), ...employees, canChooseApprover: isAdministrator };
  return isAdministrator ? (
    <AdministratorPage kind={kind} delegations={delegations} />
  ) : (
    <ApprovalWorkflowsScreen kind={kind} delegations={delegations} />
  );
}

/** Leave Management › Approval WorkFlow: the workflows that decide leave. */
export function Component() {
  return <ApprovalWorkflowsPage kind="leave" />;
}

/** Document WorkFlow › Approval WorkFlow (issue 31 item 4): the workflows that sign documents off. */
export function DocumentApprovalWorkflows() {
  return <ApprovalWorkflowsPage kind="document" />;
}

/** Expense Claims › Approval WorkFlow (issue 32 item 1): the workflows that decide expense claims. */
export function ExpenseApprovalWorkflows() {
  return <ApprovalWorkflowsPage kind="expense" />;
}
