import { Dialog, TextField } from '@hr/ui';
import { useState } from 'react';

export interface RejectRequestDialogProps {
  /** The request being rejected, as its heading names it ("Kofi Boateng: Employment confirmation"); null when closed. */
  subject: string | null;
  onClose: () => void;
  /** Rejects with the reason; answers null when done, or the refusal to show on the reason. */
  onReject: (reason: string) => Promise<string | null>;
}

/** Asks for the reason a request is rejected (the employee reads it), then rejects it. */
export function RejectRequestDialog({ subject, onClose, onReject }: RejectRequestDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(subject);
  // A new request to reject starts with an empty reason.
  if (subject !== shown) {
    setShown(subject);
    setReason('');
    setError(null);
  }

  async function reject(close: () => void) {
    if (!reason.trim()) {
      setError('Give the reason for rejecting.');
      return;
    }
    const refused = await onReject(reason.trim());
    if (refused) setError(refused);
    else close();
  }

  return (
    <Dialog
      title={subject ? `Reject ${subject}` : 'Reject'}
      isOpen={subject !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      primaryActionLabel="Reject"
      primaryVariant="danger"
      onPrimaryAction={reject}
    >
      <TextField
        label="Reason"
        description="The employee reads it with their request."
        value={reason}
        onChange={setReason}
        maxLength={500}
        multiline
        isRequired
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
    </Dialog>
  );
}
