import { Banner, Dialog } from '@hr/ui';
import { type ReactNode, useId, useState } from 'react';
import { DialogContext } from 'react-aria-components';
import styles from '../employer/ReferenceItemDialog.module.css';
import type { FormSubmitResult } from '../forms/index.ts';

export interface ConfirmActionDialogProps {
  title: string;
  /** What will happen, read out with the question. */
  description: ReactNode;
  /** The action's button ("Withdraw request", "Delete"). */
  confirmLabel: string;
  /** The button that changes nothing; "Cancel" by default. */
  keepLabel?: string;
  /** Does it; feedback is a refusal, shown in the dialog, which stays open. */
  onConfirm: () => Promise<FormSubmitResult>;
  onClose: () => void;
  /** Called once it was done, before the dialog closes. */
  onDone: () => void;
}

/**
 * Asks before something that cannot be undone (withdrawing a request, taking a delegation back),
 * as an alertdialog; a refusal keeps it open with its reason.
 */
export function ConfirmActionDialog({
  title,
  description,
  confirmLabel,
  keepLabel,
  onConfirm,
  onClose,
  onDone,
}: ConfirmActionDialogProps) {
  const descriptionId = useId();
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <DialogContext.Provider value={{ role: 'alertdialog', 'aria-describedby': descriptionId }}>
      <Dialog
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) onClose();
        }}
        size="small"
        title={title}
        cancelLabel={keepLabel}
        primaryActionLabel={confirmLabel}
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
            onDone();
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
          {description}
        </p>
      </Dialog>
    </DialogContext.Provider>
  );
}
