import { valibotResolver } from '@hookform/resolvers/valibot';
import { ShiftTypeSchema, type ShiftTypeValues, WEEKDAYS } from '@hr/domain';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ControlledField,
  FieldGroup,
  Icon,
  NumberField,
  Switch,
  TextField,
} from '@hr/ui';
import { useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../forms/index.ts';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import type { ShiftTypeItem } from './shiftTypes.ts';

export interface ShiftTypeDialogProps {
  /** The shift type edited; undefined when adding. */
  item?: ShiftTypeItem;
  /** A new shift type's starting values (the settings' default shift). */
  startingValues: ShiftTypeValues;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
  onSave: (values: ShiftTypeValues, existing?: ShiftTypeItem) => Promise<FormSubmitResult>;
  /** The edit dialog's Delete: the tab asks before deleting. */
  onAskDelete: (item: ShiftTypeItem) => void;
}

const FIELDS = [
  'name',
  'start',
  'end',
  'breakMinutes',
  'lateEntryGraceMinutes',
  'earlyExitGraceMinutes',
  'halfDayBelowMinutes',
  'absentBelowMinutes',
  'windowBeforeStartMinutes',
  'windowAfterEndMinutes',
  'days',
] as const satisfies readonly (keyof ShiftTypeValues)[];

const whole = { useGrouping: false, maximumFractionDigits: 0 } as const;

type MinutesName = Extract<keyof ShiftTypeValues, `${string}Minutes`>;

/** Adds or edits a shift type: its times (an end at or before the start is overnight), rules and days. */
export function ShiftTypeDialog({
  item,
  startingValues,
  onSave,
  onAskDelete,
  ...dialog
}: ShiftTypeDialogProps) {
  const form = useForm<ShiftTypeValues, unknown, ShiftTypeValues>({
    resolver: valibotResolver(ShiftTypeSchema),
    mode: 'onTouched',
    defaultValues: item ? valuesOf(item) : startingValues,
  });
  const { control } = form;
  const minutes = (name: MinutesName, label: string, max: number, description?: string) => (
    <ControlledField
      control={control}
      name={name}
      render={(field) => (
        <NumberField
          {...field}
          label={label}
          description={description}
          minValue={0}
          maxValue={max}
          step={1}
          formatOptions={whole}
          isRequired
        />
      )}
    />
  );
  const wallTime = (name: 'start' | 'end', label: string, description: string) => (
    <ControlledField
      control={control}
      name={name}
      render={(field) => (
        <TextField
          {...field}
          label={label}
          description={description}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
      )}
    />
  );

  return (
    <ItemFormDialog<ShiftTypeItem, ShiftTypeValues, ShiftTypeValues>
      {...dialog}
      form={form}
      item={item}
      items={[]}
      clashOf={() => null}
      one="shift type"
      size="large"
      title={item ? 'Edit shift type' : 'Add shift type'}
      primaryActionLabel="Save"
      fields={FIELDS}
      nameOf={(values) => values.name}
      onSave={onSave}
      renderActions={({ isDisabled }) =>
        item ? (
          <div>
            <Button variant="danger" isDisabled={isDisabled} onPress={() => onAskDelete(item)}>
              <Icon name="trash" /> Delete shift type
            </Button>
          </div>
        ) : null
      }
    >
      <ControlledField
        control={control}
        name="name"
        render={(field) => <TextField {...field} label="Name" isRequired />}
      />
      <FieldGroup columns={3}>
        {wallTime('start', 'Starts', '24-hour, as HH:MM.')}
        {wallTime('end', 'Ends', 'At or before the start: the next day (overnight).')}
        {minutes('breakMinutes', 'Break (minutes)', 720)}
      </FieldGroup>
      <FieldGroup columns={2}>
        {minutes('lateEntryGraceMinutes', 'Late entry grace (minutes)', 240)}
        {minutes('earlyExitGraceMinutes', 'Early exit grace (minutes)', 240)}
        {minutes('halfDayBelowMinutes', 'Half day below (worked minutes)', 1440)}
        {minutes('absentBelowMinutes', 'Absent below (worked minutes)', 1440)}
        {minutes(
          'windowBeforeStartMinutes',
          'Window before start (minutes)',
          720,
          'Punches this long before the start belong to the shift.',
        )}
        {minutes(
          'windowAfterEndMinutes',
          'Window after end (minutes)',
          720,
          'Punches this long after the end belong to the shift.',
        )}
      </FieldGroup>
      <ControlledField
        control={control}
        name="days"
        render={({ value, onChange, ...field }) => (
          <CheckboxGroup
            {...field}
            label="Days"
            orientation="horizontal"
            value={value}
            onChange={(days) => onChange(WEEKDAYS.filter((day) => days.includes(day)))}
            isRequired
          >
            {WEEKDAYS.map((day) => (
              <Checkbox key={day} value={day}>
                {day}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      />
      <ControlledField
        control={control}
        name="active"
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value} description="An inactive shift type cannot be assigned.">
            Active
          </Switch>
        )}
      />
    </ItemFormDialog>
  );
}

function valuesOf({ id: _id, ...values }: ShiftTypeItem): ShiftTypeValues {
  return values;
}
