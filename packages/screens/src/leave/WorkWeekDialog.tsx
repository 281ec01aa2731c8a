import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  WEEKDAYS,
  WORK_WEEK_DEFAULTS,
  WORKED_PART_LABELS,
  WORKED_PARTS,
  type WorkWeekInput,
  WorkWeekSchema,
  type WorkWeekValues,
} from '@hr/domain';
import { ControlledField, FieldGroup, Select, TextField } from '@hr/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import { CodeNameDefaultFields } from './CodeNameDefaultFields.tsx';
import styles from './leaveForms.module.css';
import type { WorkWeekPattern, WorkWeeksScreenProps } from './workWeek.ts';

export interface WorkWeekDialogProps
  extends EditableListDialogProps<WorkWeekPattern>,
    Pick<WorkWeeksScreenProps, 'onSave' | 'onDelete'> {
  items: readonly WorkWeekPattern[];
}

const FIELDS = ['code', 'name', 'hoursPerDay'] as const;

const WORKED_PART_OPTIONS = WORKED_PARTS.map((part) => ({ id: part, name: WORKED_PART_LABELS[part] }));

function toInput({ id: _id, ...values }: WorkWeekPattern): WorkWeekInput {
  return values;
}

/**
 * Adds or edits a work-week pattern (WorkDay, §2.2): Code, Name, Default, how much of each weekday
 * is worked (Monday first) and the hours of a whole working day.
 */
export function WorkWeekDialog({ item, items, onSave, onDelete, ...dialog }: WorkWeekDialogProps) {
  const daysErrorId = useId();
  const form = useForm<WorkWeekInput, unknown, WorkWeekValues>({
    resolver: valibotResolver(WorkWeekSchema),
    mode: 'onTouched',
    defaultValues: item ? toInput(item) : WORK_WEEK_DEFAULTS,
  });
  const { control } = form;
  const daysError = form.formState.errors.days;
  const daysMessage = daysError?.message ?? daysError?.root?.message;

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      one="work week"
      title={item ? 'Edit work week' : 'Add Work Week'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.name}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={item}
            one="work week"
            onDelete={onDelete}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <CodeNameDefaultFields
        control={control}
        defaultDescription="Applies to employees whose Employment terms name no work week."
      />
      <fieldset
        className={styles.weekdays}
        aria-invalid={daysMessage ? true : undefined}
        aria-describedby={daysMessage ? daysErrorId : undefined}
      >
        <legend className={styles.rulesTitle}>Worked days</legend>
        <FieldGroup columns={2}>
          {WEEKDAYS.map((weekday, index) => (
            <ControlledField
              key={weekday}
              control={control}
              name={`days.${index as 0 | 1 | 2 | 3 | 4 | 5 | 6}`}
              render={({ onChange, ...field }) => (
                <Select
                  {...field}
                  label={weekday}
                  items={WORKED_PART_OPTIONS}
                  onChange={(key) => {
                    const part = WORKED_PARTS.find((candidate) => candidate === key);
                    if (part) onChange(part);
                  }}
                />
              )}
            />
          ))}
        </FieldGroup>
        {daysMessage ? (
          <p id={daysErrorId} role="alert" className={styles.fieldsetError}>
            {daysMessage}
          </p>
        ) : null}
      </fieldset>
      <ControlledField
        control={control}
        name="hoursPerDay"
        render={({ value, ...field }) => (
          <TextField
            {...field}
            value={String(value)}
            label="Hours per day"
            description="The hours of a whole working day, such as 8 or 7.5."
            inputMode="decimal"
            autoComplete="off"
            isRequired
          />
        )}
      />
    </ItemFormDialog>
  );
}
