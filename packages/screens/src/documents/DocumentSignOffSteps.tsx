import { Badge, type BadgeVariant } from '@hr/ui';
import { useMemo } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import { useAuditTime } from '../audit/auditFormat.ts';
import styles from './Documents.module.css';
import {
  type DocumentSignOff,
  type DocumentSignOffStep,
  SHORT_HASH_LENGTH,
  signOffSummary,
} from './documentRequests.ts';

export interface DocumentSignOffStepsProps {
  signOff: DocumentSignOff;
  /** Whose document it is, to name the list ("Sign-off of Amina Mwangi’s Staff handbook policy"). */
  'aria-label': string;
  timeZone?: string;
}

/** A step's standing: the one waiting is the first undecided step of a sign-off under way. */
function standingOf(
  step: DocumentSignOffStep,
  signOff: DocumentSignOff,
): { label: string; variant: BadgeVariant } {
  if (step.decision === 'signed') return { label: 'Signed', variant: 'success' };
  if (step.decision === 'rejected') return { label: 'Rejected', variant: 'danger' };
  const waiting = signOff.steps.find((other) => other.decision === null);
  return signOff.status === 'waiting' && waiting === step
    ? { label: 'Waiting', variant: 'warning' }
    : { label: 'Not yet', variant: 'neutral' };
}

/**
 * The first 12 characters of a SHA-256 on screen, the rest visually hidden: a screen reader (and a
 * search of the page) reads the whole, as the tooltip shows it.
 */
function Hash({ hash }: { hash: string }) {
  return (
    <span className={styles.hash} title={hash}>
      {hash.slice(0, SHORT_HASH_LENGTH)}
      <VisuallyHidden>{hash.slice(SHORT_HASH_LENGTH)}</VisuallyHidden>
    </span>
  );
}

/**
 * A document's sign-off, step by step (issue 31 item 4): each signed step with who signed, when and
 * the SHA-256 of the version they signed; the waiting step with whom it waits on; a rejected step with
 * its reason; the steps still to come with whom they name.
 */
export function DocumentSignOffSteps({
  signOff,
  'aria-label': ariaLabel,
  timeZone,
}: DocumentSignOffStepsProps) {
  const time = useAuditTime(timeZone);
  const { locale } = useLocale();
  // "Ama Mensah or Kwame Asante": any one of a step's approvers signs it.
  const either = useMemo(() => new Intl.ListFormat(locale, { type: 'disjunction' }), [locale]);
  const approversText = (approvers: readonly string[]) =>
    approvers.length === 0 ? 'nobody yet' : either.format(approvers);
  return (
    <div className={styles.section}>
      <p className={styles.signOffSummary}>
        {signOffSummary(signOff)}
        {signOff.version === null ? null : ` (version ${signOff.version})`}
      </p>
      <ol className={styles.steps} aria-label={ariaLabel}>
        {signOff.steps.map((step) => {
          const standing = standingOf(step, signOff);
          return (
            <li key={step.position} className={styles.step}>
              <span className={styles.stepHeader}>
                <strong>Step {step.position}</strong>
                <Badge variant={standing.variant}>{standing.label}</Badge>
              </span>
              {step.decision && step.decidedAt ? (
                <span>
                  {step.decision === 'signed' ? 'Signed' : 'Rejected'} by {step.decidedBy ?? 'an approver'} on{' '}
                  {time(step.decidedAt)}
                  {step.hash ? (
                    <>
                      , SHA-256 <Hash hash={step.hash} />
                    </>
                  ) : null}
                </span>
              ) : (
                <span>
                  {standing.label === 'Waiting' ? 'Waiting for' : 'To be signed by'}{' '}
                  {approversText(step.approvers)}
                </span>
              )}
              {step.decision === 'rejected' && step.comment ? (
                <span className={styles.reason}>Reason: {step.comment}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
