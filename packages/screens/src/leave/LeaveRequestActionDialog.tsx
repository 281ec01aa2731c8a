import type { FormSubmitResult } from '../forms/index.ts';
import { ConfirmActionDialog } from '../layout/ConfirmActionDialog.tsx';
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
  const words = WORDS[action];
  return (
    <ConfirmActionDialog
      title={words.title}
      keepLabel={words.keep}
      confirmLabel={words.verb}
      description={
        <>
          {request.leaveTypeCode}, {format.dates(request)} ({format.amount(request.amount, request.unit)}).{' '}
          {words.explanation}
        </>
      }
      onConfirm={onConfirm}
      onClose={onClose}
      onDone={() => onDone(words.done)}
    />
  );
}
