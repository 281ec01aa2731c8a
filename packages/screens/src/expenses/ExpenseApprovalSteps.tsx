import { Badge, type BadgeVariant } from '@hr/ui';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { useAuditTime } from '../audit/auditFormat.ts';
import styles from './Expenses.module.css';
import type { ExpenseApprovalStep } from './expenseClaims.ts';

export interface ExpenseApprovalStepsProps {
  steps: readonly ExpenseApprovalStep[];
  /** Whether the claim is waiting on a decision (submitted): its first undecided step is then the one waiting. */
  isWaiting: boolean;
  timeZone?: string | undefined;
}

function standingOf(
  step: ExpenseApprovalStep,
  isWaitingStep: boolean,
): { label: string; variant: BadgeVariant } {
  if (step.decision === 'approved') return { label: 'Approved', variant: 'success' };
  if (step.decision === 'rejected') return { label: 'Rejected', variant: 'danger' };
  return isWaitingStep ? { label: 'Waiting', variant: 'warning' } : { label: 'Not yet', variant: 'neutral' };
}

/** A claim's approval, step by step: who decided, when and their comment; whom the waiting and later steps name. */
export function ExpenseApprovalSteps({ steps, isWaiting, timeZone }: ExpenseApprovalStepsProps) {
  const time = useAuditTime(timeZone);
  const { locale } = useLocale();
  // "Efua Boateng or Yaw Darko": any one of a step's approvers decides it.
  const either = useMemo(() => new Intl.ListFormat(locale, { type: 'disjunction' }), [locale]);
  const waiting = isWaiting ? steps.find((step) => step.decision === null) : undefined;
  if (steps.length === 0) return <p>Not submitted yet.</p>;
  return (
    <ol className={styles.steps} aria-label="Approval steps">
      {steps.map((step) => {
        const standing = standingOf(step, step === waiting);
        return (
          <li key={step.position} className={styles.step}>
            <span className={styles.stepHeader}>
              <strong>Step {step.position}</strong>
              <Badge variant={standing.variant}>{standing.label}</Badge>
            </span>
            {step.decision && step.decidedAt ? (
              <span>
                {standing.label} by {step.decidedBy ?? 'an approver'} on {time(step.decidedAt)}
              </span>
            ) : (
              <span>
                {step === waiting ? 'Waiting for' : 'To be decided by'}{' '}
                {step.approvers.length === 0 ? 'nobody yet' : either.format(step.approvers)}
              </span>
            )}
            {step.comment ? <span>Comment: {step.comment}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
