import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { FormSubmitResult } from '../forms/index.ts';
import type { ItemFormActionsContext } from '../layout/ItemFormDialog.tsx';

/** Deactivate/Activate and Delete of an edited row, named by its code and description. */
export function SetupRowActions<TItem extends { code: string; description: string; isActive: boolean }>({
  item,
  one,
  onDelete,
  onSetActive,
  onDone,
  ...actions
}: ItemFormActionsContext & {
  item: TItem;
  one: string;
  onDelete: (item: TItem) => Promise<FormSubmitResult>;
  onSetActive: (item: TItem, active: boolean) => Promise<FormSubmitResult>;
  onDone: (announcement: string) => void;
}) {
  return (
    <ReferenceItemActions
      {...actions}
      item={item}
      label={{ code: item.code, name: item.description, active: item.isActive }}
      one={one}
      onDelete={onDelete}
      onSetActive={onSetActive}
      onDone={onDone}
    />
  );
}
