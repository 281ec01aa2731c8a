import * as v from 'valibot';
import { LEAVE_SETUP_LIMITS } from '../leave/workWeekSchema.ts';
import { ENTER_A_CODE, ENTER_A_NAME } from '../schemas/employer.ts';
import { isIsoDate, requiredText } from '../schemas/fieldRules.ts';
import { APPROVER_KINDS } from './approvalRoute.ts';

/**
 * The Approval WorkFlow page's forms (issue 12 item 5): a workflow of 1 to 10 ordered steps, a
 * named-employee step naming its employee, an optional escalation after 1 to 365 days, and the
 * default one active; a delegation from one day to another, not ending before it starts. The server
 * holds the same rules in the contract.
 */

export const WORKFLOW_LIMITS = { maxSteps: 10, minEscalationDays: 1, maxEscalationDays: 365 } as const;

export const WORKFLOW_MESSAGES = {
  approver: 'Choose who decides this step.',
  namedEmployee: 'Choose the employee who decides this step.',
  noStep: 'Add at least one step.',
  tooManySteps: `A workflow has at most ${WORKFLOW_LIMITS.maxSteps} steps.`,
  escalation: `Enter whole days from ${WORKFLOW_LIMITS.minEscalationDays} to ${WORKFLOW_LIMITS.maxEscalationDays}, or leave it empty for never.`,
  inactiveDefault: 'The default workflow must be active.',
} as const;

const step = v.pipe(
  v.object({
    approver: v.picklist(APPROVER_KINDS, WORKFLOW_MESSAGES.approver),
    employeeId: v.nullable(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['approver'], ['employeeId']],
      ({ approver, employeeId }) => approver !== 'named-employee' || Boolean(employeeId),
      WORKFLOW_MESSAGES.namedEmployee,
    ),
    ['employeeId'],
  ),
  // Only a named employee's step names someone.
  v.transform(({ approver, employeeId }) => ({
    approver,
    employeeId: approver === 'named-employee' ? employeeId : null,
  })),
);

const escalateAfterDays = v.pipe(
  v.nullable(v.union([v.string(), v.number()])),
  v.transform((typed) => (typed === null ? '' : String(typed).trim())),
  v.check(
    (text) =>
      text === '' ||
      (/^\d+$/.test(text) &&
        Number(text) >= WORKFLOW_LIMITS.minEscalationDays &&
        Number(text) <= WORKFLOW_LIMITS.maxEscalationDays),
    WORKFLOW_MESSAGES.escalation,
  ),
  v.transform((text) => (text === '' ? null : Number(text))),
);

export const WorkflowFormSchema = v.pipe(
  v.object({
    code: requiredText(LEAVE_SETUP_LIMITS.codeMaxLength, ENTER_A_CODE),
    name: requiredText(LEAVE_SETUP_LIMITS.nameMaxLength, ENTER_A_NAME),
    steps: v.pipe(
      v.array(step),
      v.minLength(1, WORKFLOW_MESSAGES.noStep),
      v.maxLength(WORKFLOW_LIMITS.maxSteps, WORKFLOW_MESSAGES.tooManySteps),
    ),
    escalateAfterDays,
    isDefault: v.boolean(),
    active: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['isDefault'], ['active']],
      ({ isDefault, active }) => !isDefault || active,
      WORKFLOW_MESSAGES.inactiveDefault,
    ),
    ['active'],
  ),
);

export type WorkflowFormInput = v.InferInput<typeof WorkflowFormSchema>;
export type WorkflowFormValues = v.InferOutput<typeof WorkflowFormSchema>;

/** A new workflow: the line manager decides, active, not the default. */
export const NEW_WORKFLOW: WorkflowFormInput = {
  code: '',
  name: '',
  steps: [{ approver: 'line-manager', employeeId: null }],
  escalateAfterDays: '',
  isDefault: false,
  active: true,
};

export const DELEGATION_MESSAGES = {
  delegate: 'Choose the employee who decides in the approver’s place.',
  sameAsApprover: 'Choose someone other than the approver.',
  from: 'Enter the first day of the delegation.',
  to: 'Enter the last day of the delegation.',
  backwards: 'The last day cannot be before the first day.',
} as const;

/** `approverEmployeeId` '' is the caller's own approvals. */
export const DelegationFormSchema = v.pipe(
  v.object({
    approverEmployeeId: v.pipe(
      v.string(),
      v.transform((id) => (id === '' ? null : id)),
    ),
    delegateEmployeeId: v.pipe(v.string(), v.nonEmpty(DELEGATION_MESSAGES.delegate)),
    from: v.pipe(v.string(), v.check(isIsoDate, DELEGATION_MESSAGES.from)),
    to: v.pipe(v.string(), v.check(isIsoDate, DELEGATION_MESSAGES.to)),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => to >= from, DELEGATION_MESSAGES.backwards),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['approverEmployeeId'], ['delegateEmployeeId']],
      ({ approverEmployeeId, delegateEmployeeId }) => approverEmployeeId !== delegateEmployeeId,
      DELEGATION_MESSAGES.sameAsApprover,
    ),
    ['delegateEmployeeId'],
  ),
);

export type DelegationFormInput = v.InferInput<typeof DelegationFormSchema>;
export type DelegationFormValues = v.InferOutput<typeof DelegationFormSchema>;

export const NEW_DELEGATION: DelegationFormInput = {
  approverEmployeeId: '',
  delegateEmployeeId: '',
  from: '',
  to: '',
};
