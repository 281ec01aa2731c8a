import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  INCIDENT_CATEGORY_DEFAULTS,
  type IncidentCategoryInput,
  IncidentCategorySchema,
  type IncidentCategoryValues,
} from '@hr/domain';
import { ColorPicker, ControlledField, FieldGroup } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { IncidentSetupDialog, type IncidentSetupDialogContext } from './IncidentSetupList.tsx';
import type { IncidentCategory, IncidentCategoryField } from './incidentSetup.ts';

export type IncidentCategoryDialogProps = IncidentSetupDialogContext<
  IncidentCategory,
  IncidentCategoryValues,
  IncidentCategoryField
>;

const FIELDS: readonly IncidentCategoryField[] = ['code', 'description', 'color'];

/**
 * The Incident category dialog (§2.10): Code, Description, Active and the colour, #F50000 for a new
 * one. A refused save (a code taken, 409) shows on its field and keeps everything typed.
 */
export function IncidentCategoryDialog(props: IncidentCategoryDialogProps) {
  const form = useForm<IncidentCategoryInput, unknown, IncidentCategoryValues>({
    resolver: valibotResolver(IncidentCategorySchema),
    mode: 'onTouched',
    defaultValues: props.item ?? INCIDENT_CATEGORY_DEFAULTS,
  });

  return (
    <IncidentSetupDialog
      {...props}
      form={form}
      one="incident category"
      short="category"
      addTitle="Add Category"
      fields={FIELDS}
    >
      <FieldGroup columns={2}>
        <ControlledField
          control={form.control}
          name="color"
          render={({ value, onChange }) => <ColorPicker label="Colour" value={value} onChange={onChange} />}
        />
      </FieldGroup>
    </IncidentSetupDialog>
  );
}
