import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DELEGATION_MESSAGES,
  DelegationFormSchema,
  NEW_WORKFLOW,
  WORKFLOW_MESSAGES,
  WorkflowFormSchema,
} from './workflowSchema.ts';

const issuesOf = (result: { issues?: readonly v.BaseIssue<unknown>[] }) =>
  Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

const workflow = { ...NEW_WORKFLOW, code: 'LEAVE', name: 'Manager then HR' };

describe('WorkflowFormSchema', () => {
  it('reads days typed as text, none as null, and drops the employee of a step that names nobody', () => {
    const values = v.parse(WorkflowFormSchema, {
      ...workflow,
      steps: [
        { approver: 'line-manager', employeeId: 'emp-1' },
        { approver: 'named-employee', employeeId: 'emp-2' },
      ],
      escalateAfterDays: ' 3 ',
    });
    expect(values.steps).toEqual([
      { approver: 'line-manager', employeeId: null },
      { approver: 'named-employee', employeeId: 'emp-2' },
    ]);
    expect(values.escalateAfterDays).toBe(3);
    expect(v.parse(WorkflowFormSchema, workflow).escalateAfterDays).toBeNull();
  });

  it('asks for the employee of a named-employee step, on that step', () => {
    const result = v.safeParse(WorkflowFormSchema, {
      ...workflow,
      steps: [
        { approver: 'line-manager', employeeId: null },
        { approver: 'named-employee', employeeId: null },
      ],
    });
    expect(issuesOf(result)).toEqual({ 'steps.1.employeeId': WORKFLOW_MESSAGES.namedEmployee });
  });

  it('holds escalation to whole days from 1 to 365 and the steps to 1 to 10', () => {
    for (const days of ['0', '366', '1.5', 'x']) {
      expect(issuesOf(v.safeParse(WorkflowFormSchema, { ...workflow, escalateAfterDays: days }))).toEqual({
        escalateAfterDays: WORKFLOW_MESSAGES.escalation,
      });
    }
    expect(v.safeParse(WorkflowFormSchema, { ...workflow, escalateAfterDays: '365' }).success).toBe(true);
    expect(issuesOf(v.safeParse(WorkflowFormSchema, { ...workflow, steps: [] }))).toEqual({
      steps: WORKFLOW_MESSAGES.noStep,
    });
    const eleven = Array.from({ length: 11 }, () => ({ approver: 'administrator', employeeId: null }));
    expect(issuesOf(v.safeParse(WorkflowFormSchema, { ...workflow, steps: eleven }))).toEqual({
      steps: WORKFLOW_MESSAGES.tooManySteps,
    });
  });

  it('refuses an inactive default, on Active', () => {
    const result = v.safeParse(WorkflowFormSchema, { ...workflow, isDefault: true, active: false });
    expect(issuesOf(result)).toEqual({ active: WORKFLOW_MESSAGES.inactiveDefault });
    expect(v.safeParse(WorkflowFormSchema, { ...workflow, isDefault: false, active: false }).success).toBe(
      true,
    );
  });
});

describe('DelegationFormSchema', () => {
  const delegation = {
    approverEmployeeId: '',
    delegateEmployeeId: 'emp-2',
    from: '2026-03-10',
    to: '2026-03-10',
  };

  it('takes one day, and an empty approver as the caller’s own approvals', () => {
    expect(v.parse(DelegationFormSchema, delegation)).toEqual({ ...delegation, approverEmployeeId: null });
  });

  it('refuses a last day before the first, on To', () => {
    expect(issuesOf(v.safeParse(DelegationFormSchema, { ...delegation, to: '2026-03-09' }))).toEqual({
      to: DELEGATION_MESSAGES.backwards,
    });
  });

  it('refuses a delegate who is the approver, and a missing delegate or day', () => {
    expect(
      issuesOf(v.safeParse(DelegationFormSchema, { ...delegation, approverEmployeeId: 'emp-2' })),
    ).toEqual({ delegateEmployeeId: DELEGATION_MESSAGES.sameAsApprover });
    expect(
      issuesOf(v.safeParse(DelegationFormSchema, { ...delegation, delegateEmployeeId: '', from: '' })),
    ).toEqual({ delegateEmployeeId: DELEGATION_MESSAGES.delegate, from: DELEGATION_MESSAGES.from });
  });
});
