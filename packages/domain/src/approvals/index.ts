/**
 * Approval routing (issue 12 item 5), the pure part every area that asks for approval shares: leave
 * first, then documents, incidents and pay runs. The server's approvals/ stores and enforces it.
 */

export {
  type ApprovalDelegation,
  type DeciderContext,
  decidersOf,
  isEscalated,
  type StepDeciders,
} from './approvalDeciders.ts';
export {
  APPROVER_KIND_LABELS,
  APPROVER_KINDS,
  type ApprovalOrgFacts,
  type ApprovalRoute,
  type ApprovalSkipReason,
  type ApprovalStepRule,
  type ApprovalWorkflow,
  type ApproverKind,
  otherAdministrators,
  type ResolvedApprovalStep,
  resolveApprovalRoute,
  type SkippedApprovalStep,
} from './approvalRoute.ts';
export * from './workflowSchema.ts';
