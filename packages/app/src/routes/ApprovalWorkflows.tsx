import {
  createDelegation,
  createWorkflow,
  deleteDelegation,
  deleteWorkflow,
  listDelegations,
  listWorkflows,
  updateWorkflow,
  type Workflow,
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
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { delegateChoices, lineManagerChoices, useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { type EditableListApi, useEditableList } from '../employer/useReferenceList.ts';
import { userAtom } from '../session/sessionAtom.ts';

const workflowsApi: EditableListApi<Workflow, WorkflowItem, WorkflowFormValues, WorkflowField> = {
  list: async (signal) =>
    (await listWorkflows(apiClient, { includeInactive: true }, { signal })).returnObject,
  create: (values) => createWorkflow(apiClient, values),
  update: (id, values) => updateWorkflow(apiClient, { id, ...values }),
  remove: (id) => deleteWorkflow(apiClient, { id }),
  toItem: (row) => row,
  // The dialog shows a named step's refusal (`steps.1.employeeId`) on that step, the rest above the fields.
  fields: 'any-field',
};

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
function AdministratorPage({ delegations }: { delegations: DelegationsProps }) {
  const workflows = useEditableList(workflowsApi);
  return (
    <ApprovalWorkflowsScreen
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
 * Leave Management › Approval WorkFlow: administrators keep the employer's workflows and every
 * delegation; an employee hands their own approvals to a colleague for a span of days.
 */
export function Component() {
  const isAdministrator = useAtomValue(userAtom)?.role === 'admin';
  // An employee hands approvals to a colleague: names only, from the approvals' own list.
  const employees = useEmployeeChoices(isAdministrator ? lineManagerChoices : delegateChoices);
  const delegations = { ...useDelegations(), ...employees, canChooseApprover: isAdministrator };
  return isAdministrator ? (
    <AdministratorPage delegations={delegations} />
  ) : (
    <ApprovalWorkflowsScreen delegations={delegations} />
  );
}
