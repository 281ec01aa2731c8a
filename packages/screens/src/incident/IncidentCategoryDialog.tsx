import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  INCIDENT_CATEGORY_DEFAULTS,
  type IncidentCategoryInput,
  IncidentCategorySchema,
  type IncidentCategoryValues,
} from '@hr/domain';
import { ColorPicker, ControlledField, FieldGroup } from '@hr/ui';
import { useForm } from 'react-hook-form';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { PayrollCodeFields } from '../payroll/PayrollCodeFields.tsx';
import {
  type IncidentCategory,
  type IncidentCategoryField,
  type IncidentSetupCallbacks,
  setupRowName,
} from './incidentSetup.ts';
import { SetupRowActions } from './SetupFields.tsx';

export interface IncidentCategoryDialogProps
  extends EditableListDialogProps<IncidentCategory>,
    IncidentSetupCallbacks<IncidentCategory, IncidentCategoryValues, IncidentCategoryField> {
  items: readonly IncidentCategory[];
}

const FIELDS: readonly IncidentCategoryField[] = ['code', 'description', 'color'];

/**
 * The Incident category dialog (§2.10): Code, Description, Active and the colour, #F50000 for a new
 * one. A refused save (a code taken, 409) shows on its field and keeps everything typed.
 */
export function IncidentCategoryDialog({
  item,
  items,
  isOpen,
  onOpenChange,
  onDone,
  onSave,
  onDelete,
  onSetActive,
}: IncidentCategoryDialogProps) {
  const form = useForm<IncidentCategoryInput, unknown, IncidentCategoryValues>({
    resolver: valibotResolver(IncidentCategorySchema),
    mode: 'onTouched',
    defaultValues: item ?? INCIDENT_CATEGORY_DEFAULTS,
  });
  const { control } = form;

  return (
    <ItemFormDialog
      form={form}
      item={item}
      items={items}
      one="incident category"
      title={item ? 'Edit incident category' : 'Add Category'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={setupRowName}
      onSave={onSave}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onDone={onDone}
      renderActions={(actions) =>
        item ? (
          <SetupRowActions
            {...actions}
            item={item}
            one="incident category"
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={onDone}
          />
        ) : null
      }
    >
      <PayrollCodeFields control={control} one="category" descriptionHint="As lists and cases name it." />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="color"
          render={({ value, onChange }) => <ColorPicker label="Colour" value={value} onChange={onChange} />}
        />
      </FieldGroup>
    </ItemFormDialog>
  );
}
