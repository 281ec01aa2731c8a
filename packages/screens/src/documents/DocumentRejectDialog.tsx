import { Dialog, TextField } from '@hr/ui';
import { useState } from 'react';
import type { FormFeedback, FormSubmitResult } from '../forms/index.ts';

export interface DocumentRejectDialogProps {
  /** Whose document, for the title ("Reject Amina Mwangi's document?"). */
  employeeName: string;
  onClose: () => void;
  /** Rejects; feedback on 'reason' shows on the reason, any other closes the dialog and goes to `onRefused`. */
  onReject: (reason: string) => Promise<FormSubmitResult<'reason'>>;
  onRejected: () => void;
  onRefused: (feedback: FormFeedback) => void;
  /** What is rejected, for the title ("Reject Amina Mwangi’s expense claim EC-0042?"); "document" unless given. */
  subject?: string;
  /** Why the reason is needed, said when it is left empty ("is told why the claim was rejected"). */
  reasonNeed?: string;
  /** What the employee is then asked to do, under the field; a new version unless given. */
  afterRejection?: string;
}

/**
 * Reject a document's latest version with the reason the employee is told; a reason is required. Its
 * longest length is the contract's: a longer one comes back as feedback on 'reason' and shows there.
 */
export function DocumentRejectDialog({
  employeeName,
  onClose,
  onReject,
  onRejected,
  onRefused,
  subject = 'document',
  reasonNeed = 'needs it to send the right document',
  afterRejection = 'is asked for a new version',
}: DocumentRejectDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [isPending, setPending] = useState(false);
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={`Reject ${employeeName}’s ${subject}?`}
      primaryActionLabel="Reject"
      primaryVariant="danger"
      isPrimaryPending={isPending}
      onSubmit={(_event, close) => {
        if (isPending) return;
        const text = reason.trim();
        if (text === '') {
          setReasonError(`Give a reason: ${employeeName} ${reasonNeed}.`);
          return;
        }
        setPending(true);
        setReasonError(undefined);
        void onReject(text).then((feedback) => {
          setPending(false);
          if (feedback?.field === 'reason') {
            setReasonError(feedback.message);
            return;
          }
          if (feedback) onRefused(feedback);
          else onRejected();
          close();
        });
      }}
    >
      <TextField
        label="Reason"
        description={`Required. ${employeeName} sees it and ${afterRejection}.`}
        multiline
        rows={3}
        isRequired
        value={reason}
        onChange={setReason}
        isInvalid={reasonError !== undefined}
        errorMessage={reasonError}
        validationBehavior="aria"
      />
    </Dialog>
  );
}
