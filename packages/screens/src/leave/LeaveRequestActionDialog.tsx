import { Banner, Dialog } from '@hr/ui';
import { useId, useState } from 'react';
import { DialogContext } from 'react-aria-components';
import type { FormSubmitResult } from '../forms/index.ts';
import styles from './LeaveSchedule.module.css';
import { useLeaveFormat } from './leaveFormat.ts';
import type { LeaveRequest } from './leaveRequests.ts';

export type LeaveRequestAction = 'withdraw' | 'cancel';

export interface LeaveRequestActionDialogProps {
  request: LeaveRequest;
  action: LeaveRequestAction;
  onClose: () => void;
  /** Withdraws or cancels the request; feedback is a refusal, shown in the dialog. */
  onConfirm: () => Promise<FormSubmitResult>;
  onDone: (announcement: string) => void;
}

const WORDS = {
  withdraw: {
    title: 'Withdraw this request?',
    verb: 'Withdraw request',
    keep: 'Keep it',
    explanation: 'It no longer waits for approval and its days stop counting as pending.',
    done: 'Request withdrawn.',
  },
  cancel: {
    title: 'Cancel this leave?',
    verb: 'Cancel leave',
    keep: 'Keep the leave',
    explanation: 'Its days go back to your balance.',
    done: 'Leave cancelled.',
  },
} as const;

/** Asks before a request is withdrawn or approved leave cancelled; a refusal keeps the dialog open. */
export function LeaveRequestActionDialog({
  request,
  action,
  onClose,
  onConfirm,
  onDone,
}: LeaveRequestActionDialogProps) {
  const format = useLeaveFormat();
  const descriptionId = useId();
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const words = WORDS[action];
  return (
    // An alertdialog: it interrupts to ask before something that cannot be undone.
    <DialogContext.Provider value={{ role: 'alertdialog', 'aria-describedby': descriptionId }}>
      <Dialog
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
        size="small"
        title={words.title}
        cancelLabel={words.keep}
        primaryActionLabel={words.verb}
        primaryVariant="danger"
        isPrimaryPending={isPending}
        onPrimaryAction={(close) => {
          setPending(true);
          setRefusal(null);
          void onConfirm().then((feedback) => {
            setPending(false);
            if (feedback) {
              setRefusal(feedback.message);
              return;
            }
            onDone(words.done);
            close();
          });
        }}
      >
        {refusal ? (
          <Banner variant="danger" isUrgent>
            {refusal}
          </Banner>
        ) : null}
        <p id={descriptionId} className={styles.confirmText}>
          {request.leaveTypeCode}, {format.dates(request)} ({format.amount(request.amount, request.unit)}).{' '}
          {words.explanation}
        </p>
      </Dialog>
    </DialogContext.Provider>
  );
}
