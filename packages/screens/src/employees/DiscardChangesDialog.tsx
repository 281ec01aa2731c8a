import { Dialog } from '@hr/ui';
import { useId } from 'react';
import { DialogContext } from 'react-aria-components';
import styles from './EmployeeFormPanel.module.css';

export interface DiscardChangesDialogProps {
  isOpen: boolean;
  /** Cancel, Escape: back to the form, everything typed still there. */
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asked before a form with unsaved changes closes, so a stray press of Close loses nothing. */
export function DiscardChangesDialog({ isOpen, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const descriptionId = useId();
  return (
    // An alertdialog: it interrupts to ask before something that cannot be undone.
    <DialogContext.Provider value={{ role: 'alertdialog', 'aria-describedby': descriptionId }}>
      <Dialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) onKeepEditing();
        }}
        size="small"
        title="Discard changes?"
        cancelLabel="Keep editing"
        primaryActionLabel="Discard"
        primaryVariant="danger"
        onPrimaryAction={onDiscard}
      >
        <p id={descriptionId} className={styles.confirmText}>
          What you entered for this employee has not been saved and will be lost.
        </p>
      </Dialog>
    </DialogContext.Provider>
  );
}
