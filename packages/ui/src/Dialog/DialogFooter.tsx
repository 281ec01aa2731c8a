import { Button, type ButtonVariant } from '../Button/index.ts';
import styles from './Dialog.module.css';

export interface DialogFooterProps {
  cancelLabel: string;
  onCancel: () => void;
  primaryActionLabel?: string;
  /** Pressed when the primary button is not a form's submit button. */
  onPrimaryAction?: () => void;
  primaryVariant: Extract<ButtonVariant, 'primary' | 'danger' | 'submit'>;
  /** The primary button submits the dialog's form (Enter in a field submits too). */
  isSubmit: boolean;
  isPrimaryPending?: boolean;
  isPrimaryDisabled?: boolean;
}

/** Cancel, then the primary action, aligned to the end of the dialog. */
export function DialogFooter({
  cancelLabel,
  onCancel,
  primaryActionLabel,
  onPrimaryAction,
  primaryVariant,
  isSubmit,
  isPrimaryPending,
  isPrimaryDisabled,
}: DialogFooterProps) {
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onPress={onCancel}>
        {cancelLabel}
      </Button>
      {primaryActionLabel ? (
        <Button
          variant={primaryVariant}
          type={isSubmit ? 'submit' : 'button'}
          onPress={isSubmit ? undefined : onPrimaryAction}
          isPending={isPrimaryPending}
          isDisabled={isPrimaryDisabled}
        >
          {primaryActionLabel}
        </Button>
      ) : null}
    </div>
  );
}
