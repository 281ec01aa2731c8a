import { Button, Dialog, Icon } from '@hr/ui';
import { useId, useState } from 'react';
import { DialogContext } from 'react-aria-components';
import type { FormFeedback, FormSubmitResult } from '../forms/index.ts';
import styles from './ReferenceItemDialog.module.css';
import type { ReferenceItem } from './referenceData.ts';

export interface ReferenceItemActionsProps<TItem> {
  item: TItem;
  /**
   * How sentences name the row, and whether it is active: the row itself for reference data. A row
   * with no active flag (a work week, a holiday calendar) leaves `active` out and has only Delete.
   */
  label: Pick<ReferenceItem, 'code' | 'name'> & Partial<Pick<ReferenceItem, 'active'>>;
  /** Deletes the row; a refusal (something still uses it) is answered as feedback. */
  onDelete: (item: TItem) => Promise<FormSubmitResult>;
  /** Activates or deactivates the row at once; rows without an active flag have none. */
  onSetActive?: (item: TItem, active: boolean) => Promise<FormSubmitResult>;
  /** One row, in a sentence ("department"). */
  one: string;
  /** While the dialog saves, the row is not changed another way. */
  isDisabled: boolean;
  onPendingChange: (isPending: boolean) => void;
  /** A refusal, shown by the dialog; null clears the last one. */
  onFeedback: (feedback: FormFeedback | null) => void;
  onDone: (announcement: string) => void;
}

type Action = 'setActive' | 'delete';

/**
 * What the edit dialog can do to a row besides saving it: deactivate or activate it at once, and
 * delete it once confirmed. A refusal (the server answers with feedback, e.g. because employees
 * still refer to the row) goes to the dialog's error banner and the dialog stays open.
 */
export function ReferenceItemActions<TItem>({
  item,
  label,
  one,
  isDisabled,
  onPendingChange,
  onFeedback,
  onDelete,
  onSetActive,
  onDone,
}: ReferenceItemActionsProps<TItem>) {
  const [pending, setPending] = useState<Action | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const hintId = useId();
  const confirmId = useId();

  const run = async (action: Action, call: () => Promise<FormSubmitResult>, announcement: string) => {
    setPending(action);
    onPendingChange(true);
    onFeedback(null);
    const feedback = await call();
    setPending(null);
    onPendingChange(false);
    if (feedback) onFeedback(feedback);
    else onDone(announcement);
  };

  return (
    <div className={styles.actions}>
      {onSetActive && label.active !== undefined ? (
        <p id={hintId} className={styles.hint}>
          {label.active
            ? `A deactivated ${one} stays on the records that use it but can no longer be chosen.`
            : `This ${one} is inactive: activate it to offer it again.`}
        </p>
      ) : null}
      <div className={styles.actionButtons}>
        {onSetActive && label.active !== undefined ? (
          <Button
            variant="secondary"
            size="small"
            aria-describedby={hintId}
            isPending={pending === 'setActive'}
            isDisabled={isDisabled || pending === 'delete'}
            onPress={() =>
              void run(
                'setActive',
                () => onSetActive(item, !label.active),
                `${label.name} ${label.active ? 'deactivated' : 'activated'}.`,
              )
            }
          >
            {label.active ? 'Deactivate' : 'Activate'}
          </Button>
        ) : null}
        <Button
          variant="danger"
          size="small"
          isDisabled={isDisabled || pending !== null}
          onPress={() => setConfirming(true)}
        >
          <Icon name="trash" /> Delete
        </Button>
      </div>
      {/* An alertdialog: it interrupts to ask before something that cannot be undone. */}
      <DialogContext.Provider value={{ role: 'alertdialog', 'aria-describedby': confirmId }}>
        <Dialog
          isOpen={isConfirming}
          onOpenChange={setConfirming}
          size="small"
          title={`Delete ${one}?`}
          primaryActionLabel="Delete"
          primaryVariant="danger"
          isPrimaryPending={pending === 'delete'}
          onPrimaryAction={(close) =>
            void run('delete', () => onDelete(item), `${label.name} deleted.`).then(close)
          }
        >
          <p id={confirmId} className={styles.confirmText}>
            {label.name} ({label.code}) will be deleted for good.
            {onSetActive ? ' To keep it on the records that use it, deactivate it instead.' : null}
          </p>
        </Dialog>
      </DialogContext.Provider>
    </div>
  );
}
