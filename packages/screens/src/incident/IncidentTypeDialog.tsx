import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  INCIDENT_SETUP_LIMITS,
  INCIDENT_SEVERITIES,
  INCIDENT_TYPE_DEFAULTS,
  type IncidentTypeInput,
  IncidentTypeSchema,
  type IncidentTypeValues,
} from '@hr/domain';
import { ControlledField, FieldGroup, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceRadios, RequiredSelect } from '../employees/employeeFormFields.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { PayrollCodeFields } from '../payroll/PayrollCodeFields.tsx';
import {
  type IncidentCategory,
  type IncidentSetupCallbacks,
  type IncidentType,
  type IncidentTypeField,
  setupRowName,
} from './incidentSetup.ts';
import { SetupRowActions } from './SetupFields.tsx';

export interface IncidentTypeDialogProps
  extends EditableListDialogProps<IncidentType>,
    IncidentSetupCallbacks<IncidentType, IncidentTypeValues, IncidentTypeField> {
  items: readonly IncidentType[];
  categories: readonly IncidentCategory[];
}

const FIELDS: readonly IncidentTypeField[] = ['code', 'description', 'categoryId', 'rule', 'defaultSeverity'];

/**
 * Adds or edits an incident type: Code, Description, Active, its Category (the active ones, and the
 * type's own even once deactivated), the Rule or policy it concerns (the case dialog's read-only Rule)
 * and its default severity.
 */
export function IncidentTypeDialog({
  item,
  items,
  categories,
  isOpen,
  onOpenChange,
  onDone,
  onSave,
  onDelete,
  onSetActive,
}: IncidentTypeDialogProps) {
  const form = useForm<IncidentTypeInput, unknown, IncidentTypeValues>({
    resolver: valibotResolver(IncidentTypeSchema),
    mode: 'onTouched',
    defaultValues: item ?? INCIDENT_TYPE_DEFAULTS,
  });
  const { control } = form;
  const choices = useMemo(
    () =>
      categories
        .filter((category) => category.isActive || category.id === item?.categoryId)
        .map((category) => ({
          id: category.id,
          name: `${category.code} — ${category.description}${category.isActive ? '' : ' (inactive)'}`,
        })),
    [categories, item?.categoryId],
  );

  return (
    <ItemFormDialog
      form={form}
      item={item}
      items={items}
      one="incident type"
      size="large"
      title={item ? 'Edit incident type' : 'Add Type'}
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
            one="incident type"
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={onDone}
          />
        ) : null
      }
    >
      <PayrollCodeFields control={control} one="type" descriptionHint="As lists and cases name it." />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="categoryId"
          render={(field) => (
            <RequiredSelect {...field} label="Category" placeholder="Choose a category" options={choices} />
          )}
        />
        <ControlledField
          control={control}
          name="defaultSeverity"
          render={(field) => (
            <ChoiceRadios {...field} label="Default severity" choices={INCIDENT_SEVERITIES} />
          )}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="rule"
        render={(field) => (
          <TextField
            {...field}
            label="Rule"
            description="The rule or policy this type concerns; a case of this type shows it."
            maxLength={INCIDENT_SETUP_LIMITS.ruleMaxLength}
            multiline
            rows={3}
            isRequired
          />
        )}
      />
    </ItemFormDialog>
  );
}
