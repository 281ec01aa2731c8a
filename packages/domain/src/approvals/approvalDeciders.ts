import type { CalendarDate } from '@internationalized/date';
import { daysFrom, isWithin } from '../leave/calendarDays.ts';
import { type ApprovalOrgFacts, otherAdministrators, type ResolvedApprovalStep } from './approvalRoute.ts';

/**
 * Who may decide the step a request waits on today: its approvers, their delegates, and after the
 * escalation delay the administrators.
 *
 * - A delegation lets the delegate decide for the approver from its first to its last day, both
 *   included. The approver may still decide: a delegation adds a decider, it does not lock anyone
 *   out. A delegate who has delegated in turn passes it on (a chain is followed, never in circles).
 * - A step left undecided for the workflow's escalation days (calendar days since it started
 *   waiting) may also be decided by the administrators; a late decision by its approver still counts.
 * - The requester is never a decider, whoever delegated to them, and a chain does not pass through
 *   them (their own delegate would decide in their place); nor is anyone not active a decider.
 */

export interface ApprovalDelegation {
  approverId: string;
  delegateId: string;
  from: CalendarDate;
  to: CalendarDate;
}

export interface DeciderContext {
  facts: ApprovalOrgFacts;
  delegations: readonly ApprovalDelegation[];
  today: CalendarDate;
  /** The day the step became the one awaiting a decision. */
  waitingSince: CalendarDate;
  escalateAfterDays: number | null;
}

export interface StepDeciders {
  deciderIds: string[];
  escalated: boolean;
}

export function isEscalated(context: Omit<DeciderContext, 'facts' | 'delegations'>): boolean {
  return (
    context.escalateAfterDays !== null &&
    daysFrom(context.waitingSince, context.today) >= context.escalateAfterDays
  );
}

function withDelegates(approverIds: readonly string[], context: DeciderContext): string[] {
  const reached = new Set<string>();
  const waiting = [...approverIds];
  for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) {
    if (reached.has(id)) continue;
    reached.add(id);
    if (id === context.facts.requesterId) continue;
    for (const delegation of context.delegations) {
      if (delegation.approverId === id && isWithin(context.today, delegation.from, delegation.to)) {
        waiting.push(delegation.delegateId);
      }
    }
  }
  return [...reached];
}

export function decidersOf(step: ResolvedApprovalStep, context: DeciderContext): StepDeciders {
  const escalated = isEscalated(context);
  const named = escalated ? [...step.approverIds, ...otherAdministrators(context.facts)] : step.approverIds;
  const deciderIds = withDelegates(named, context).filter(
    (id) => id !== context.facts.requesterId && context.facts.activePersonIds.has(id),
  );
  return { deciderIds, escalated };
}
