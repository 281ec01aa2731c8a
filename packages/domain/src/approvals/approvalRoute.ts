/**
 * Approval routing, the pure part: which people a workflow's steps name for one request. Nothing
 * here is about leave, so documents, incidents and pay runs route the same way.
 *
 * - A workflow is ordered steps, each decided by the requester's line manager, head of department or
 *   head of branch, a named employee, or any administrator.
 * - A step whose approver is not set, not active, or is the requester passes to the next step;
 *   when the last step passes (or there are no steps), the administrators decide instead.
 * - Nobody decides their own request, administrators included: a requester who is an administrator
 *   is left out of every step, so with no other active administrator a request can be undecidable
 *   (a step with no approvers); the caller says so rather than letting it approve itself.
 */

export const APPROVER_KINDS = [
  'line-manager',
  'head-of-department',
  'head-of-branch',
  'named-employee',
  'administrator',
] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

/** The names of the kinds as the Approval WorkFlow page offers and lists them. */
export const APPROVER_KIND_LABELS: Record<ApproverKind, string> = {
  'line-manager': 'Line manager',
  'head-of-department': 'Head of department',
  'head-of-branch': 'Head of branch',
  'named-employee': 'Named employee',
  administrator: 'Administrator',
};

export type ApprovalStepRule =
  | { approver: Exclude<ApproverKind, 'named-employee'> }
  | { approver: 'named-employee'; employeeId: string };

export interface ApprovalWorkflow {
  steps: readonly ApprovalStepRule[];
  /** Calendar days a step may wait for a decision before the administrators may decide it; null: never. */
  escalateAfterDays: number | null;
}

/** The organisation as it stands for one request, read by the caller. */
export interface ApprovalOrgFacts {
  requesterId: string;
  lineManagerId: string | null;
  departmentHeadId: string | null;
  branchHeadId: string | null;
  /** Everyone named here who may act now: their record exists and they are active and employed. */
  activePersonIds: ReadonlySet<string>;
  administratorIds: readonly string[];
}

export type ApprovalSkipReason = 'not-set' | 'not-active' | 'is-requester' | 'no-other-administrator';

export interface ResolvedApprovalStep {
  /** The workflow step, by index; the administrators' fallback after the last step is `steps.length`. */
  stepIndex: number;
  rule: ApprovalStepRule;
  isFallback: boolean;
  /** Who the step names, before delegation and escalation: never the requester. */
  approverIds: string[];
}

export interface SkippedApprovalStep {
  stepIndex: number;
  rule: ApprovalStepRule;
  reason: ApprovalSkipReason;
}

export interface ApprovalRoute {
  steps: ResolvedApprovalStep[];
  skipped: SkippedApprovalStep[];
}

/** The active administrators other than the requester. */
export function otherAdministrators(facts: ApprovalOrgFacts): string[] {
  return [...new Set(facts.administratorIds)].filter(
    (id) => id !== facts.requesterId && facts.activePersonIds.has(id),
  );
}

function namedPerson(rule: ApprovalStepRule, facts: ApprovalOrgFacts): string | null {
  switch (rule.approver) {
    case 'line-manager':
      return facts.lineManagerId;
    case 'head-of-department':
      return facts.departmentHeadId;
    case 'head-of-branch':
      return facts.branchHeadId;
    case 'named-employee':
      return rule.employeeId;
    case 'administrator':
      return null;
  }
}

function approversOf(rule: ApprovalStepRule, facts: ApprovalOrgFacts): string[] | ApprovalSkipReason {
  if (rule.approver === 'administrator') {
    const administrators = otherAdministrators(facts);
    return administrators.length > 0 ? administrators : 'no-other-administrator';
  }
  const person = namedPerson(rule, facts);
  if (person === null) return 'not-set';
  if (person === facts.requesterId) return 'is-requester';
  if (!facts.activePersonIds.has(person)) return 'not-active';
  return [person];
}

/** The steps a request goes through, in order, and the steps that passed on and why. */
export function resolveApprovalRoute(workflow: ApprovalWorkflow, facts: ApprovalOrgFacts): ApprovalRoute {
  const route: ApprovalRoute = { steps: [], skipped: [] };
  workflow.steps.forEach((rule, stepIndex) => {
    const approvers = approversOf(rule, facts);
    if (typeof approvers === 'string') route.skipped.push({ stepIndex, rule, reason: approvers });
    else route.steps.push({ stepIndex, rule, isFallback: false, approverIds: approvers });
  });
  const lastStepIndex = workflow.steps.length - 1;
  const lastStepPassed = lastStepIndex < 0 || route.steps.at(-1)?.stepIndex !== lastStepIndex;
  const lastDecidedByAdministrators = route.steps.at(-1)?.rule.approver === 'administrator';
  if (lastStepPassed && !lastDecidedByAdministrators) {
    route.steps.push({
      stepIndex: workflow.steps.length,
      rule: { approver: 'administrator' },
      isFallback: true,
      approverIds: otherAdministrators(facts),
    });
  }
  return route;
}
