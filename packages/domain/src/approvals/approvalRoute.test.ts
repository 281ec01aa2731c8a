import { describe, expect, it } from 'vitest';
import { type ApprovalOrgFacts, type ApprovalWorkflow, resolveApprovalRoute } from './approvalRoute.ts';

/** Ann asks; Ben is her line manager, Cal heads her department, Dee her branch; Ada and Al administer. */
const facts: ApprovalOrgFacts = {
  requesterId: 'ann',
  lineManagerId: 'ben',
  departmentHeadId: 'cal',
  branchHeadId: 'dee',
  activePersonIds: new Set(['ann', 'ben', 'cal', 'dee', 'eve', 'ada', 'al']),
  administratorIds: ['ada', 'al'],
};

const managerThenDepartment: ApprovalWorkflow = {
  steps: [{ approver: 'line-manager' }, { approver: 'head-of-department' }],
  escalateAfterDays: null,
};

function approvers(workflow: ApprovalWorkflow, orgFacts: ApprovalOrgFacts) {
  return resolveApprovalRoute(workflow, orgFacts).steps.map((step) => [step.stepIndex, step.approverIds]);
}

describe('resolveApprovalRoute', () => {
  it('names each step’s approver in order', () => {
    const everyKind: ApprovalWorkflow = {
      steps: [
        { approver: 'line-manager' },
        { approver: 'head-of-department' },
        { approver: 'head-of-branch' },
        { approver: 'named-employee', employeeId: 'eve' },
        { approver: 'administrator' },
      ],
      escalateAfterDays: null,
    };
    expect(approvers(everyKind, facts)).toEqual([
      [0, ['ben']],
      [1, ['cal']],
      [2, ['dee']],
      [3, ['eve']],
      [4, ['ada', 'al']],
    ]);
  });

  it('passes a step with no approver set to the next step', () => {
    const route = resolveApprovalRoute(managerThenDepartment, { ...facts, lineManagerId: null });
    expect(route.steps.map((step) => step.approverIds)).toEqual([['cal']]);
    expect(route.skipped).toEqual([{ stepIndex: 0, rule: { approver: 'line-manager' }, reason: 'not-set' }]);
  });

  it('passes the last step to the administrators, and an inactive approver’s too', () => {
    const route = resolveApprovalRoute(managerThenDepartment, {
      ...facts,
      activePersonIds: new Set(['ann', 'ben', 'ada', 'al']),
    });
    expect(route.steps.map((step) => [step.stepIndex, step.isFallback, step.approverIds])).toEqual([
      [0, false, ['ben']],
      [2, true, ['ada', 'al']],
    ]);
    expect(route.skipped.map((step) => step.reason)).toEqual(['not-active']);
  });

  it('never lets the requester decide: a manager asking for leave skips their own step', () => {
    // Cal heads the department and asks; nobody else is their line manager.
    const route = resolveApprovalRoute(managerThenDepartment, {
      ...facts,
      requesterId: 'cal',
      lineManagerId: null,
    });
    expect(route.skipped.map((step) => step.reason)).toEqual(['not-set', 'is-requester']);
    expect(route.steps.map((step) => [step.isFallback, step.approverIds])).toEqual([[true, ['ada', 'al']]]);
  });

  it('leaves an administrator who asks out of the administrators', () => {
    const adminAsks = { ...facts, requesterId: 'ada', lineManagerId: null };
    expect(approvers({ steps: [{ approver: 'administrator' }], escalateAfterDays: null }, adminAsks)).toEqual(
      [[0, ['al']]],
    );
    expect(approvers(managerThenDepartment, adminAsks)).toEqual([[1, ['cal']]]);
  });

  it('has nobody to decide when the only administrator asks and no step names anyone else', () => {
    const soleAdministrator = {
      ...facts,
      requesterId: 'ada',
      lineManagerId: null,
      administratorIds: ['ada'],
    };
    const route = resolveApprovalRoute(
      { steps: [{ approver: 'administrator' }], escalateAfterDays: null },
      soleAdministrator,
    );
    expect(route.skipped.map((step) => step.reason)).toEqual(['no-other-administrator']);
    expect(route.steps).toEqual([
      { stepIndex: 1, rule: { approver: 'administrator' }, isFallback: true, approverIds: [] },
    ]);
  });

  it('sends a request with no workflow steps to the administrators', () => {
    expect(approvers({ steps: [], escalateAfterDays: null }, facts)).toEqual([[0, ['ada', 'al']]]);
  });

  it('adds no fallback after an administrators’ step, and none when the last step has an approver', () => {
    const adminThenMissing: ApprovalWorkflow = {
      steps: [{ approver: 'administrator' }, { approver: 'named-employee', employeeId: 'gone' }],
      escalateAfterDays: null,
    };
    expect(approvers(adminThenMissing, facts)).toEqual([[0, ['ada', 'al']]]);
    expect(approvers(managerThenDepartment, facts)).toEqual([
      [0, ['ben']],
      [1, ['cal']],
    ]);
  });
});
