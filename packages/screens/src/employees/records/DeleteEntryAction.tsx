import { Button, Icon } from '@hr/ui';
import type { FormSubmitResult } from '../../forms/index.ts';
import type { ItemFormActionsContext } from '../../layout/ItemFormDialog.tsx';

/** The edit dialog's Delete: a refusal stays in the dialog's banner, a deletion closes it. */
export function DeleteEntryAction({
  isDisabled,
  onPendingChange,
  onFeedback,
  onDelete,
  onDone,
}: ItemFormActionsContext & { onDelete: () => Promise<FormSubmitResult>; onDone: () => void }) {
  return (
    <Button
      variant="danger"
      isDisabled={isDisabled}
      onPress={async () => {
        onFeedback(null);
        onPendingChange(true);
        const feedback = await onDelete();
        onPendingChange(false);
        if (feedback) onFeedback(feedback);
        else onDone();
      }}
    >
      <Icon name="trash" /> Delete entry
    </Button>
  );
}
