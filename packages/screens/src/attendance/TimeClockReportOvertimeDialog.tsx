import { valibotResolver } from '@hookform/resolvers/valibot';
import { Banner, ControlledField, Dialog, NumberField, useFormatDay } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import { minutesText } from './shiftTypes.ts';
import type { TimeClockDayRow } from './timeClockReport.ts';

export interface TimeClockReportOvertimeDialogProps {
  row: TimeClockDayRow;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
  /** Approves this many minutes of the day's overtime for pay (0 approves none). */
  onApprove: (row: TimeClockDayRow, minutes: number) => Promise<FormSubmitResult>;
}

const whole = { useGrouping: false, maximumFractionDigits: 0 } as const;

/** Approves a day's overtime, up to what was worked beyond the shift, to count for pay. */
export function TimeClockReportOvertimeDialog({
  row,
  onApprove,
  onDone,
  ...dialog
}: TimeClockReportOvertimeDialogProps) {
  const day = useFormatDay();
  const schema = useMemo(() => {
    const message = `Approve whole minutes from 0 to ${row.overtimeMinutes}.`;
    return v.object({
      minutes: v.pipe(
        v.number(message),
        v.integer(message),
        v.minValue(0, message),
        v.maxValue(row.overtimeMinutes, message),
      ),
    });
  }, [row.overtimeMinutes]);
  const form = useForm<{ minutes: number }, unknown, { minutes: number }>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { minutes: row.overtimeApprovedMinutes ?? row.overtimeMinutes },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    ({ minutes }) => onApprove(row, minutes),
    {
      fields: ['minutes'],
      onSuccess: () =>
        onDone(
          `${minutesText(form.getValues().minutes)} of ${row.employeeName}'s overtime on ${day(row.date)} approved.`,
        ),
    },
  );

  return (
    <Dialog
      {...dialog}
      size="small"
      title="Approve overtime"
      primaryActionLabel="Approve"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <p>{`${row.employeeName} worked ${minutesText(row.overtimeMinutes)} beyond the shift on ${day(row.date)}.`}</p>
      <ControlledField
        control={form.control}
        name="minutes"
        render={(field) => (
          <NumberField
            {...field}
            label="Minutes that count for pay"
            description={`Up to ${row.overtimeMinutes}.`}
            minValue={0}
            maxValue={row.overtimeMinutes}
            step={1}
            formatOptions={whole}
            isRequired
          />
        )}
      />
    </Dialog>
  );
}
