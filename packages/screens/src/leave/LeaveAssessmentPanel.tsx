import { Banner, Spinner } from '@hr/ui';
import { useId } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import styles from './LeaveSchedule.module.css';
import { useLeaveFormat } from './leaveFormat.ts';
import type { LeaveAssessment, LeaveAssessmentDay, LeaveFinding } from './leaveRequests.ts';
import type { LeavePreview } from './useLeavePreview.ts';

export interface LeaveAssessmentPanelProps {
  preview: LeavePreview;
  /** The refusals the form shows on a field of its own; the others show here. */
  isShownOnField: (finding: LeaveFinding) => boolean;
}

function Findings({
  assessment,
  isShownOnField,
}: { assessment: LeaveAssessment } & Pick<LeaveAssessmentPanelProps, 'isShownOnField'>) {
  const refusals = assessment.refusals.filter((finding) => !isShownOnField(finding));
  return (
    <>
      {refusals.length > 0 ? (
        <Banner variant="danger" title="This leave cannot be applied for">
          <FindingList findings={refusals} />
        </Banner>
      ) : null}
      {assessment.warnings.length > 0 ? (
        <Banner variant="warning" title="The leave policy would refuse this for the employee">
          <FindingList findings={assessment.warnings} />
          <p className={styles.findingNote}>As an administrator you may still apply for them.</p>
        </Banner>
      ) : null}
    </>
  );
}

function FindingList({ findings }: { findings: readonly LeaveFinding[] }) {
  if (findings.length === 1) return <p className={styles.finding}>{findings[0]?.message}</p>;
  return (
    <ul className={styles.findingList}>
      {findings.map((finding) => (
        <li key={`${finding.rule}:${finding.message}`}>{finding.message}</li>
      ))}
    </ul>
  );
}

const PART_WORKED = { morning: 'Only the morning is worked', afternoon: 'Only the afternoon is worked' };

/** Why a day counts what it does, when its calendar says something: its holidays, a day not worked. */
function dayNote(day: LeaveAssessmentDay): string | null {
  const notes: string[] = [];
  if (day.holidays.length > 0) notes.push(`Holiday: ${day.holidays.join(', ')}`);
  if (day.worked === 'none') notes.push('Weekly day off');
  else if (day.worked !== 'whole') notes.push(PART_WORKED[day.worked]);
  return notes.length > 0 ? notes.join('; ') : null;
}

function Assessment({
  assessment,
  isShownOnField,
}: { assessment: LeaveAssessment } & Pick<LeaveAssessmentPanelProps, 'isShownOnField'>) {
  const format = useLeaveFormat();
  const daysId = useId();
  return (
    <>
      <p role="status" className={styles.total}>
        Total: {format.amount(assessment.total, assessment.unit)}
      </p>
      <h3 id={daysId} className={styles.subTitle}>
        Days counted
      </h3>
      <ol aria-labelledby={daysId} className={styles.dayList}>
        {assessment.days.map((day) => {
          const note = dayNote(day);
          return (
            <li key={day.date} data-zero={/^0(\.0+)?$/.test(day.amount) || undefined}>
              <span>{format.dayOfWeek(day.date)}</span>
              <span>{format.amount(day.amount, assessment.unit)}</span>
              {note ? <span className={styles.dayNote}>{note}</span> : null}
            </li>
          );
        })}
      </ol>
      {assessment.charges.length > 0 ? (
        <ul aria-label="Balance by leave year" className={styles.chargeList}>
          {assessment.charges.map((charge) => (
            <li key={charge.leaveYearStart}>
              Leave year from {format.day(charge.leaveYearStart)}:{' '}
              {format.amount(charge.available, assessment.unit)} available
              <span aria-hidden="true"> → </span>
              <VisuallyHidden>, after this leave </VisuallyHidden>
              {format.amount(charge.after, assessment.unit)}
            </li>
          ))}
        </ul>
      ) : null}
      <Findings assessment={assessment} isShownOnField={isShownOnField} />
    </>
  );
}

/** What the application would take, as the server counts it while the form is filled in. */
export function LeaveAssessmentPanel({ preview, isShownOnField }: LeaveAssessmentPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={styles.assessment}
      aria-busy={preview.status === 'counting' || undefined}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        What this leave takes
      </h2>
      {preview.status === 'ready' ? (
        <Assessment assessment={preview.assessment} isShownOnField={isShownOnField} />
      ) : (
        <div role="status" className={styles.muted}>
          {preview.status === 'counting' ? (
            <span className={styles.counting}>
              <Spinner size="small" aria-label="Counting" /> Counting the days…
            </span>
          ) : preview.status === 'error' ? (
            'The days could not be counted just now. They are counted again when you change the form.'
          ) : (
            'Choose a leave type and the days to see what they count.'
          )}
        </div>
      )}
    </section>
  );
}
