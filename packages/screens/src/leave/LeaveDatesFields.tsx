import { isIsoDate } from '@hr/domain';
import { ControlledField, DateRangePicker, FieldGroup, Radio, RadioGroup, TextField } from '@hr/ui';
import { parseDate } from '@internationalized/date';
import { useCallback } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import type { LeaveApplicationInput } from './leaveApplicationSchema.ts';

type FormControl = Control<LeaveApplicationInput, unknown, unknown>;

export interface LeaveDatesFieldProps {
  control: FormControl;
  /** A refusal of the preview about the first day (notice, waiting period), shown on the field. */
  refusal?: string;
}

/**
 * From and to as one range field. It holds the form's `from` and `to`; a one-day range that was
 * "afternoon only" on its first day drops "morning only" on its last, so a day is never both.
 */
export function LeaveDatesField({ control, refusal }: LeaveDatesFieldProps) {
  const from = useController({ control, name: 'from' });
  const to = useController({ control, name: 'to' });
  const toPart = useController({ control, name: 'toPart' });
  const fromPart = useWatch({ control, name: 'fromPart' });
  const registerFrom = from.field.ref;
  // The range field's root cannot take focus; a failed submit focuses its first segment.
  const ref = useCallback(
    (root: HTMLDivElement | null) => {
      if (root)
        registerFrom({ focus: () => root.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() });
    },
    [registerFrom],
  );
  const errorMessage = from.fieldState.error?.message ?? to.fieldState.error?.message ?? refusal;
  const hasRange = isIsoDate(from.field.value) && isIsoDate(to.field.value);
  return (
    <div ref={ref}>
      <DateRangePicker
        label="From – to"
        description="The first and last day of the leave, both included."
        value={hasRange ? { start: parseDate(from.field.value), end: parseDate(to.field.value) } : null}
        onChange={(range) => {
          const start = range?.start.toString() ?? '';
          const end = range?.end.toString() ?? '';
          from.field.onChange(start);
          to.field.onChange(end);
          if (start !== '' && start === end && fromPart === 'afternoon') toPart.field.onChange('whole');
        }}
        onBlur={from.field.onBlur}
        isRequired
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
        validationBehavior="aria"
      />
    </div>
  );
}

type OneDayPart = 'whole' | 'morning' | 'afternoon';

/**
 * Half days for Day-unit types: whether the first day starts at midday and the last ends then, or,
 * for a one-day range, which part of the day is taken.
 */
export function LeaveDayPartFields({ control, isOneDay }: { control: FormControl; isOneDay: boolean }) {
  const fromPart = useController({ control, name: 'fromPart' });
  const toPart = useController({ control, name: 'toPart' });
  if (isOneDay) {
    const value: OneDayPart =
      fromPart.field.value === 'afternoon'
        ? 'afternoon'
        : toPart.field.value === 'morning'
          ? 'morning'
          : 'whole';
    return (
      <RadioGroup
        label="Part of the day"
        orientation="horizontal"
        value={value}
        onChange={(part) => {
          fromPart.field.onChange(part === 'afternoon' ? 'afternoon' : 'whole');
          toPart.field.onChange(part === 'morning' ? 'morning' : 'whole');
        }}
      >
        <Radio value="whole">Whole day</Radio>
        <Radio value="morning">Morning only</Radio>
        <Radio value="afternoon">Afternoon only</Radio>
      </RadioGroup>
    );
  }
  return (
    <FieldGroup columns={2}>
      <RadioGroup
        label="First day"
        orientation="horizontal"
        value={fromPart.field.value}
        onChange={(part) => fromPart.field.onChange(part)}
      >
        <Radio value="whole">Whole day</Radio>
        <Radio value="afternoon">Afternoon only</Radio>
      </RadioGroup>
      <RadioGroup
        label="Last day"
        orientation="horizontal"
        value={toPart.field.value}
        onChange={(part) => toPart.field.onChange(part)}
      >
        <Radio value="whole">Whole day</Radio>
        <Radio value="morning">Morning only</Radio>
      </RadioGroup>
    </FieldGroup>
  );
}

function HoursField({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'fromHours' | 'toHours';
  label: string;
}) {
  return (
    <ControlledField
      control={control}
      name={name}
      render={(field) => (
        <TextField
          {...field}
          label={label}
          description="Leave empty for the whole working day."
          inputMode="decimal"
          autoComplete="off"
        />
      )}
    />
  );
}

/** Hour-unit types take hours on the first and last day (on the day, for one day) instead of halves. */
export function LeaveHoursFields({ control, isOneDay }: { control: FormControl; isOneDay: boolean }) {
  if (isOneDay) return <HoursField control={control} name="fromHours" label="Hours" />;
  return (
    <FieldGroup columns={2}>
      <HoursField control={control} name="fromHours" label="Hours on the first day" />
      <HoursField control={control} name="toHours" label="Hours on the last day" />
    </FieldGroup>
  );
}
