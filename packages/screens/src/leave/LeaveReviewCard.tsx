import { Badge, Banner, Button, Card } from '@hr/ui';
import { LeaveAttachmentLinks } from './LeaveAttachmentLinks.tsx';
import styles from './LeaveReview.module.css';
import { LeaveTypeTag } from './LeaveTypeTag.tsx';
import { useLeaveFormat } from './leaveFormat.ts';
import type { LeaveAttachment, LeaveDecision, LeaveToReview } from './leaveRequests.ts';

export interface LeaveReviewCardProps {
  item: LeaveToReview;
  /** Why the last decision on it was refused ("already decided"); the card stays. */
  refusal?: string;
  onDismissRefusal: () => void;
  onDecide: (decision: LeaveDecision) => void;
  onDownload: (file: LeaveAttachment) => void;
}

/** One request waiting for the reader: who, what, when, what it leaves, who else is away then. */
export function LeaveReviewCard({
  item,
  refusal,
  onDismissRefusal,
  onDecide,
  onDownload,
}: LeaveReviewCardProps) {
  const format = useLeaveFormat();
  return (
    <Card
      as="article"
      title={item.employeeName}
      actions={item.escalated ? <Badge variant="warning">Escalated</Badge> : undefined}
      footer={
        <div className={styles.decisions}>
          <Button
            variant="danger"
            aria-label={`Reject ${item.employeeName}’s leave`}
            onPress={() => onDecide('reject')}
          >
            Reject
          </Button>
          <Button
            variant="submit"
            aria-label={`Approve ${item.employeeName}’s leave`}
            onPress={() => onDecide('approve')}
          >
            Approve
          </Button>
        </div>
      }
    >
      {refusal ? (
        <Banner variant="danger" isUrgent onDismiss={onDismissRefusal}>
          {refusal}
        </Banner>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Leave</dt>
          <dd>
            <LeaveTypeTag code={item.leaveTypeCode} color={item.color} />
            {item.leaveTypeDescription ? (
              <span className={styles.leaveDescription}>{item.leaveTypeDescription}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{format.dates(item)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{format.amount(item.amount, item.unit)}</dd>
        </div>
        <div>
          <dt>Available now</dt>
          <dd>{format.amount(item.balance, item.unit)}</dd>
        </div>
        <div>
          <dt>After booked leave</dt>
          <dd>{format.amount(item.afterBookedLeave, item.unit)}</dd>
        </div>
        <div>
          <dt>Waiting since</dt>
          <dd>{format.day(item.waitingSince)}</dd>
        </div>
        <div>
          <dt>Applied on</dt>
          <dd>{format.day(item.submittedOn)}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Reason</dt>
          <dd>{item.reason ?? 'None given'}</dd>
        </div>
        <div className={styles.wide}>
          <dt>Files</dt>
          <dd>
            <LeaveAttachmentLinks files={item.attachments} onDownload={onDownload} />
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>Also away</dt>
          <dd>
            {item.alsoAway.length === 0 ? (
              'Nobody'
            ) : (
              <ul className={styles.alsoAway}>
                {item.alsoAway.map((away) => (
                  <li key={`${away.employeeName}:${away.from}`}>
                    {away.employeeName}, {format.range(away.from, away.to)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
