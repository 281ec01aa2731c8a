import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  LEAVE_DAY_COUNTS,
  LEAVE_TYPE_DEFAULTS,
  LEAVE_TYPE_LABELS,
  LEAVE_TYPE_LIMITS,
  LEAVE_UNITS,
  type LeaveTypeInput,
  LeaveTypeSchema,
  type LeaveTypeValues,
} from '@hr/domain';
import { ColorPicker, ControlledField, FieldGroup, FormSection, Switch, TextField } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { ChoiceRadios } from '../employees/employeeFormFields.tsx';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { LeaveTypeRules } from './LeaveTypeRules.tsx';
import styles from './leaveForms.module.css';
import { type LeaveType, type LeaveTypeCallbacks, type LeaveTypeField, leaveTypeName } from './leaveType.ts';

export interface LeaveTypeDialogProps extends EditableListDialogProps<LeaveType>, LeaveTypeCallbacks {
  /** Every leave type of the employer, so a code already on screen is refused before sending. */
  items: readonly LeaveType[];
}

/** The form of an existing leave type: its rule numbers as the text they are typed as. */
function toInput(item: LeaveType): LeaveTypeInput {
  const { id: _id, description, rules, ...rest } = item;
  return {
    ...rest,
    description: description ?? '',
    rules: rules.map(({ isEnabled, minDays, advanceWorkdays }) => ({
      isEnabled,
      minDays: minDays === null ? '' : String(minDays),
      advanceWorkdays: advanceWorkdays === null ? '' : String(advanceWorkdays),
    })) as LeaveTypeInput['rules'],
  };
}

/** The fields that show the server's feedback on themselves; anything else goes to the banner. */
const FIELDS: readonly LeaveTypeField[] = [
  'code',
  'description',
  'color',
  'rules.1.minDays',
  'rules.1.advanceWorkdays',
  'rules.2.minDays',
  'rules.2.advanceWorkdays',
];

/**
 * Adds or edits a leave type (§2.8): Code, Description, Active, Leave Unit, Day Count, the colour
 * with its hex, Paid Leave, and the Application Policy with its three rules. A new one starts from
 * §3's defaults. A refused save (a code taken, 409) shows on its field and keeps everything typed.
 * Editing adds Deactivate/Activate and Delete, as the employer's lists have them.
 */
export function LeaveTypeDialog({
  item,
  items,
  isOpen,
  onOpenChange,
  onDone,
  onSave,
  onDelete,
  onSetActive,
}: LeaveTypeDialogProps) {
  const form = useForm<LeaveTypeInput, unknown, LeaveTypeValues>({
    resolver: valibotResolver(LeaveTypeSchema),
    mode: 'onTouched',
    defaultValues: item ? toInput(item) : LEAVE_TYPE_DEFAULTS,
  });
  const { control } = form;

  return (
    <ItemFormDialog
      form={form}
      item={item}
      items={items}
      one="leave type"
      size="large"
      title={item ? 'Edit leave type' : 'Add Leave Type'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={leaveTypeName}
      onSave={onSave}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onDone={onDone}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={{ code: item.code, name: leaveTypeName(item), active: item.isActive }}
            one="leave type"
            onDelete={onDelete}
            onSetActive={onSetActive}
            onDone={onDone}
          />
        ) : null
      }
    >
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="code"
          render={(field) => (
            <TextField
              {...field}
              label={LEAVE_TYPE_LABELS.code}
              description="Not used by another leave type."
              maxLength={LEAVE_TYPE_LIMITS.codeMaxLength}
              autoComplete="off"
              isRequired
            />
          )}
        />
        <ControlledField
          control={control}
          name="description"
          render={(field) => (
            <TextField
              {...field}
              label={LEAVE_TYPE_LABELS.description}
              maxLength={LEAVE_TYPE_LIMITS.descriptionMaxLength}
              autoComplete="off"
            />
          )}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="isActive"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value}>
            {LEAVE_TYPE_LABELS.isActive}
          </Switch>
        )}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="leaveUnit"
          render={(field) => (
            <ChoiceRadios {...field} label={LEAVE_TYPE_LABELS.leaveUnit} choices={LEAVE_UNITS} />
          )}
        />
        <ControlledField
          control={control}
          name="dayCount"
          render={(field) => (
            <ChoiceRadios {...field} label={LEAVE_TYPE_LABELS.dayCount} choices={LEAVE_DAY_COUNTS} />
          )}
        />
      </FieldGroup>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="color"
          render={({ value, onChange }) => (
            <ColorPicker label={LEAVE_TYPE_LABELS.color} value={value} onChange={onChange} />
          )}
        />
        <ControlledField
          control={control}
          name="isPaidLeave"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value} className={styles.paidLeave}>
              {LEAVE_TYPE_LABELS.isPaidLeave}
            </Switch>
          )}
        />
      </FieldGroup>
      <FormSection title={LEAVE_TYPE_LABELS.applicationPolicy} headingLevel={3} className={styles.policy}>
        {(['allowNegativeBalance', 'requireReason', 'requireAttachment'] as const).map((name) => (
          <ControlledField
            key={name}
            control={control}
            name={name}
            render={({ value, ...field }) => (
              <Switch {...field} isSelected={value}>
                {LEAVE_TYPE_LABELS[name]}
              </Switch>
            )}
          />
        ))}
        <LeaveTypeRules
          control={control}
          onRuleDisabled={(index) =>
            form.clearErrors([`rules.${index}.minDays`, `rules.${index}.advanceWorkdays`])
          }
        />
      </FormSection>
    </ItemFormDialog>
  );
}
