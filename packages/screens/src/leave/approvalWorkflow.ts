import {
  APPROVER_KIND_LABELS,
  type ApproverKind,
  type DelegationFormValues,
  type WorkflowFormInput,
  type WorkflowFormValues,
} from '@hr/domain';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import type { FormSubmitResult } from '../forms/index.ts';

/**
 * Approval WorkFlow (issue 12 item 5): named workflows of ordered steps, each decided by the
 * requester's line manager, the head of their department or branch, a named employee or any
 * administrator, with an optional escalation to the administrators after some days.
 */

/**
 * What a workflow decides: leave requests, a document's sign-off (issue 31 item 4) or an expense
 * claim (issue 32 item 3). Each kind has its own list, its own default and its own page; the editor
 * and the engine are the same.
 */
export type WorkflowKind = 'leave' | 'document' | 'expense';

/** The words of a kind's page and editor that say what its workflows decide. */
export interface WorkflowKindWords {
  /** The page heading, which also names the table. */
  title: string;
  /** Several workflows, in a sentence. */
  many: string;
  /** What being the default means for this kind. */
  defaultDescription: string;
}

export const WORKFLOW_KIND_WORDS: Record<WorkflowKind, WorkflowKindWords> = {
  leave: {
    title: 'Approval Workflows',
    many: 'approval workflows',
    defaultDescription: 'Decides the leave of employees whose Employment terms name no workflow.',
  },
  document: {
    title: 'Document Approval Workflows',
    many: 'document approval workflows',
    defaultDescription: 'Offered first when a document request is to be signed off step by step.',
  },
  expense: {
    title: 'Expense Approval Workflows',
    many: 'expense approval workflows',
    defaultDescription: 'Decides every expense claim submitted: each step approves, lowers or rejects it.',
  },
};

/** One step as the server lists it: a named employee's step carries the employee's name. */
export interface WorkflowStepItem {
  approver: ApproverKind;
  employeeId: string | null;
  employeeName: string | null;
}

/** A workflow as the list has it. */
export interface WorkflowItem {
  id: string;
  code: string;
  name: string;
  steps: readonly WorkflowStepItem[];
  /** Null: never escalated. */
  escalateAfterDays: number | null;
  isDefault: boolean;
  active: boolean;
}

export function toWorkflowInput(item: WorkflowItem): WorkflowFormInput {
  return {
    code: item.code,
    name: item.name,
    steps: item.steps.map(({ approver, employeeId }) => ({ approver, employeeId })),
    escalateAfterDays: item.escalateAfterDays === null ? '' : String(item.escalateAfterDays),
    isDefault: item.isDefault,
    active: item.active,
  };
}

/** "Line manager → Ama Mensah → Administrator": a named employee's step by their name. */
export function describeSteps(steps: readonly WorkflowStepItem[]): string {
  return steps
    .map((item) =>
      item.approver === 'named-employee' && item.employeeName
        ? item.employeeName
        : APPROVER_KIND_LABELS[item.approver],
    )
    .join(' → ');
}

/** The fields a refusal can name and have shown on the field itself. */
export type WorkflowField = 'code' | 'name' | 'escalateAfterDays' | 'active' | `steps.${number}.employeeId`;

export interface WorkflowCallbacks {
  /**
   * Adds a workflow (`existing` undefined) or saves the changes to `existing`. Answer
   * `{ field: 'code', message }` for a 409 and it shows on Code; `steps.N.employeeId` shows on that
   * step's employee, any other field above the fields. Making one the default takes it from the
   * previous one; the list that comes back shows it.
   */
  onSave: (values: WorkflowFormValues, existing?: WorkflowItem) => Promise<FormSubmitResult<WorkflowField>>;
  /** Deletes a workflow; while employees' terms or pending requests use it, answer the refusal. */
  onDelete: (item: WorkflowItem) => Promise<FormSubmitResult>;
}

/** A delegation as the server lists it: from `from` to `to`, both included. */
export interface DelegationItem {
  id: string;
  approverId: string;
  approverName: string;
  delegateEmployeeId: string;
  delegateName: string;
  from: string;
  to: string;
}

export type DelegationField = 'approverEmployeeId' | 'delegateEmployeeId' | 'from' | 'to';

export interface DelegationsProps {
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  /** The delegations the reader may see: every one for an administrator, their own for an employee. */
  items: readonly DelegationItem[];
  /** The employees a delegate (and, for administrators, an approver) is chosen from. */
  employees: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
  /**
   * Administrators choose whose approvals are handed over (nobody: their own); an employee always
   * delegates their own, and the dialog has no Approver.
   */
  canChooseApprover: boolean;
  /** Today, 'YYYY-MM-DD', where a new delegation starts. */
  today: string;
  onAdd: (values: DelegationFormValues) => Promise<FormSubmitResult<DelegationField>>;
  /** Takes a delegation back; a refusal shows in the confirmation. */
  onDelete: (item: DelegationItem) => Promise<FormSubmitResult>;
}
