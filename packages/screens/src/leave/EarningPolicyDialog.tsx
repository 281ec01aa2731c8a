import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  EARNING_FREQUENCIES,
  EARNING_FREQUENCY_LABELS,
  EARNING_POLICY_FORM_DEFAULTS,
  EARNING_POLICY_NAME_MAX_LENGTH,
  EARNING_POLICY_TARGET_LABELS,
  EARNING_POLICY_TARGETS,
  type EarningPolicyFormInput,
  EarningPolicyFormSchema,
  type EarningPolicyFormValues,
  LEAVE_ROUNDING_LABELS,
  LEAVE_ROUNDINGS,
} from '@hr/domain';
import {
  Checkbox,
  CheckboxGroup,
  ControlledField,
  type ControlledFieldRenderProps,
  FieldGroup,
  Select,
  TextField,
} from '@hr/ui';
import { useForm, useWatch } from 'react-hook-form';
import { ChoiceRadios } from '../employees/employeeFormFields.tsx';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import {
  type EarningPolicyCallbacks,
  type EarningPolicyChoices,
  type EarningPolicyField,
  type EarningPolicyItem,
  optionsFor,
  toFormInput,
} from './earningPolicy.ts';

export interface EarningPolicyDialogProps
  extends EditableListDialogProps<EarningPolicyItem>,
    EarningPolicyCallbacks {
  /** Every policy of the employer, so a name already on screen is refused before sending. */
  items: readonly EarningPolicyItem[];
  choices: EarningPolicyChoices;
}

const FIELDS: readonly EarningPolicyField[] = [
  'name',
  'leaveTypeId',
  'entitlement',
  'waitingPeriodMonths',
  'carryOverCap',
  'carryOverExpiresAfterMonths',
  'appliesToIds',
];

/** A number typed as text: the form holds what was typed, the schema reads it. */
function TypedNumber({
  value,
  ...props
}: ControlledFieldRenderProps<string | number | null> & { label: string; description?: string }) {
  return (
    <TextField
      {...props}
      value={value === null ? '' : String(value)}
      inputMode="decimal"
      autoComplete="off"
    />
  );
}

/**
 * Adds or edits an earning policy (issue 12 item 3): its name and leave type, the yearly
 * entitlement, earned at the start of the leave year or each month (joiners get their share), the
 * rounding, the months a new employee waits before using it, what carries into the next year and
 * when that expires, and whom it applies to. A name already used (409) shows on Name.
 */
export function EarningPolicyDialog({
  item,
  items,
  choices,
  onSave,
  onDelete,
  ...dialog
}: EarningPolicyDialogProps) {
  const form = useForm<EarningPolicyFormInput, unknown, EarningPolicyFormValues>({
    resolver: valibotResolver(EarningPolicyFormSchema),
    mode: 'onTouched',
    defaultValues: item ? toFormInput(item) : EARNING_POLICY_FORM_DEFAULTS,
  });
  const { control, setValue } = form;
  const appliesTo = useWatch({ control, name: 'appliesTo' });

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      clashOf={(values) => {
        const taken = items.find(
          (other) =>
            other.id !== item?.id && other.name.toLocaleLowerCase() === values.name.toLocaleLowerCase(),
        );
        return taken
          ? { field: 'name', message: `Another earning policy is already called ${taken.name}.` }
          : null;
      }}
      one="earning policy"
      size="large"
      title={item ? 'Edit earning policy' : 'Add Earning Policy'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.name}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={{ code: item.leaveTypeCode, name: item.name }}
            one="earning policy"
            onDelete={onDelete}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="name"
          render={(field) => (
            <TextField
              {...field}
              label="Name"
              description="Not used by another policy."
              maxLength={EARNING_POLICY_NAME_MAX_LENGTH}
              autoComplete="off"
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="leaveTypeId"
          render={({ value, onChange, ...field }) => (
            <Select
              {...field}
              label="Leave type"
              placeholder="Choose a leave type"
              items={choices.leaveTypes}
              value={value === '' ? null : value}
              onChange={(id) => onChange(id === null ? '' : String(id))}
              isRequired
            />
          )}
        />
      </FieldGroup>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="entitlement"
          render={(field) => (
            <TypedNumber
              {...field}
              label="Yearly entitlement"
              description="Days, or hours for an Hour type."
            />
          )}
        />
        <ControlledField
          control={control}
          name="waitingPeriodMonths"
          render={(field) => (
            <TypedNumber
              {...field}
              label="Waiting period (months)"
              description="Before a new employee may use it."
            />
          )}
        />
      </FieldGroup>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="frequency"
          render={(field) => (
            <ChoiceRadios
              {...field}
              label="Earned"
              choices={EARNING_FREQUENCIES}
              choiceLabels={EARNING_FREQUENCY_LABELS}
              description="Joiners get their share of the year."
            />
          )}
        />
        <ControlledField
          control={control}
          name="rounding"
          render={(field) => (
            <ChoiceRadios
              {...field}
              label="Round to"
              choices={LEAVE_ROUNDINGS}
              choiceLabels={LEAVE_ROUNDING_LABELS}
            />
          )}
        />
      </FieldGroup>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="carryOverCap"
          render={(field) => (
            <TypedNumber
              {...field}
              label="Carry-over cap"
              description="0 carries nothing; empty has no cap."
            />
          )}
        />
        <ControlledField
          control={control}
          name="carryOverExpiresAfterMonths"
          render={(field) => (
            <TypedNumber
              {...field}
              label="Carried-over leave expires after (months)"
              description="Into the new leave year; empty never."
            />
          )}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="appliesTo"
        render={({ onChange, ...field }) => (
          <ChoiceRadios
            {...field}
            label="Applies to"
            choices={EARNING_POLICY_TARGETS}
            choiceLabels={EARNING_POLICY_TARGET_LABELS}
            onChange={(chosen) => {
              onChange(chosen);
              setValue('appliesToIds', []);
            }}
          />
        )}
      />
      {appliesTo === 'everyone' ? null : (
        <ControlledField
          control={control}
          name="appliesToIds"
          render={({ value, ...field }) => (
            <CheckboxGroup
              {...field}
              label={EARNING_POLICY_TARGET_LABELS[appliesTo]}
              orientation="horizontal"
              value={[...value]}
            >
              {optionsFor(appliesTo, choices).map((option) => (
                <Checkbox key={option.id} value={option.id}>
                  {option.name}
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
        />
      )}
    </ItemFormDialog>
  );
}
