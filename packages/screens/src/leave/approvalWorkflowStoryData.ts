import { fn } from 'storybook/test';
import { employees } from '../employer/employerStoryData.ts';
import type { ApprovalWorkflowsScreenProps, WorkflowsProps } from './ApprovalWorkflowsScreen.tsx';
import type { DelegationItem, DelegationsProps, WorkflowItem } from './approvalWorkflow.ts';

/** The stories' day: new delegations start on it. */
export const WORKFLOW_STORY_TODAY = '2026-03-10';

/** The stories' workflows: the default two-step one, one with a named employee, one inactive. */
export const workflows: WorkflowItem[] = [
  {
    id: 'wf-1',
    code: 'LEAVE',
    name: 'Manager then HR',
    steps: [
      { approver: 'line-manager', employeeId: null, employeeName: null },
      { approver: 'administrator', employeeId: null, employeeName: null },
    ],
    escalateAfterDays: 3,
    isDefault: true,
    active: true,
  },
  {
    id: 'wf-2',
    code: 'FIELD',
    name: 'Field staff',
    steps: [
      { approver: 'head-of-branch', employeeId: null, employeeName: null },
      { approver: 'named-employee', employeeId: 'emp-1', employeeName: 'Ama Mensah' },
    ],
    escalateAfterDays: null,
    isDefault: false,
    active: true,
  },
  {
    id: 'wf-3',
    code: 'OLD',
    name: 'Old department route',
    steps: [{ approver: 'head-of-department', employeeId: null, employeeName: null }],
    escalateAfterDays: 10,
    isDefault: false,
    active: false,
  },
];

export const delegations: DelegationItem[] = [
  {
    id: 'dl-1',
    approverId: 'emp-2',
    approverName: 'Kwame Asante',
    delegateEmployeeId: 'emp-3',
    delegateName: 'Efua Owusu',
    from: '2026-03-16',
    to: '2026-03-27',
  },
];

export function workflowsArgs(overrides: Partial<WorkflowsProps> = {}): WorkflowsProps {
  return {
    status: 'ready',
    items: workflows,
    employees,
    onRetry: fn(),
    onSave: fn<WorkflowsProps['onSave']>(async () => undefined),
    onDelete: fn<WorkflowsProps['onDelete']>(async () => undefined),
    ...overrides,
  };
}

export function delegationsArgs(overrides: Partial<DelegationsProps> = {}): DelegationsProps {
  return {
    status: 'ready',
    items: delegations,
    employees,
    canChooseApprover: true,
    today: WORKFLOW_STORY_TODAY,
    onRetry: fn(),
    onAdd: fn<DelegationsProps['onAdd']>(async () => undefined),
    onDelete: fn<DelegationsProps['onDelete']>(async () => undefined),
    ...overrides,
  };
}

/** An administrator's page: the workflows, then the delegations. */
export function screenArgs(
  workflowOverrides: Partial<WorkflowsProps> = {},
  delegationOverrides: Partial<DelegationsProps> = {},
): ApprovalWorkflowsScreenProps {
  return { workflows: workflowsArgs(workflowOverrides), delegations: delegationsArgs(delegationOverrides) };
}
