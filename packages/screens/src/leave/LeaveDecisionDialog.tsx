import { Dialog, TextField } from '@hr/ui';
import { useState } from 'react';
import type { FormFeedback, FormSubmitResult } from '../forms/index.ts';
import styles from './LeaveReview.module.css';
import { LEAVE_REASON_MAX_LENGTH } from './leaveApplicationSchema.ts';
import { useLeaveFormat } from './leaveFormat.ts';
import type { LeaveDecision, LeaveToReview } from './leaveRequests.ts';

export interface LeaveDecisionDialogProps {
  item: LeaveToReview;
  decision: LeaveDecision;
  onClose: () => void;
  /** Decides; feedback on 'comment' shows on the comment, any other closes the dialog and goes to `onRefused`. */
  onDecide: (comment: string | null) => Promise<FormSubmitResult<'comment'>>;
  onDecided: (announcement: string) => void;
  onRefused: (feedback: FormFeedback) => void;
}

const WORDS = {
  approve: { title: 'Approve leave', verb: 'Approve', variant: 'submit', done: 'Approved' },
  reject: { title: 'Reject leave', verb: 'Reject', variant: 'danger', done: 'Rejected' },
} as const;

/** Approve or reject one request, with a comment for the applicant if the approver wants one. */
export function LeaveDecisionDialog({
  item,
  decision,
  onClose,
  onDecide,
  onDecided,
  onRefused,
}: LeaveDecisionDialogProps) {
  const format = useLeaveFormat();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);
  const words = WORDS[decision];
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={`${words.title} for ${item.employeeName}?`}
      primaryActionLabel={words.verb}
      primaryVariant={words.variant}
      isPrimaryPending={isPending}
      onSubmit={(_event, close) => {
        if (isPending) return;
        setPending(true);
        setCommentError(undefined);
        const text = comment.trim();
        void onDecide(text === '' ? null : text).then((feedback) => {
          setPending(false);
          if (feedback?.field === 'comment') {
            setCommentError(feedback.message);
            return;
          }
          if (feedback) onRefused(feedback);
          else onDecided(`${words.done} ${item.employeeName}’s leave.`);
          close();
        });
      }}
    >
      <p className={styles.summary}>
        {item.leaveTypeCode}, {format.dates(item)} ({format.amount(item.amount, item.unit)}).
      </p>
      <TextField
        label="Comment"
        description={`Optional. ${item.employeeName} sees it with the decision.`}
        multiline
        rows={3}
        maxLength={LEAVE_REASON_MAX_LENGTH}
        value={comment}
        onChange={setComment}
        isInvalid={commentError !== undefined}
        errorMessage={commentError}
        validationBehavior="aria"
      />
    </Dialog>
  );
}
