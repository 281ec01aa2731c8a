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
import { IncidentSetupDialog, type IncidentSetupDialogContext } from './IncidentSetupList.tsx';
import type { IncidentCategory, IncidentType, IncidentTypeField } from './incidentSetup.ts';

export type IncidentTypeDialogProps = IncidentSetupDialogContext<
  IncidentType,
  IncidentTypeValues,
  IncidentTypeField
> & {
  categories: readonly IncidentCategory[];
};

const FIELDS: readonly IncidentTypeField[] = ['code', 'description', 'categoryId', 'rule', 'defaultSeverity'];

/**
 * Adds or edits an incident type: Code, Description, Active, its Category (the active ones, and the
 * type's own even once deactivated), the Rule or policy it concerns (the case dialog's read-only Rule)
 * and its default severity.
 */
export function IncidentTypeDialog({ categories, ...props }: IncidentTypeDialogProps) {
  const { item } = props;
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
    <IncidentSetupDialog
      {...props}
      form={form}
      one="incident type"
      short="type"
      addTitle="Add Type"
      fields={FIELDS}
      size="large"
    >
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
    </IncidentSetupDialog>
  );
}
