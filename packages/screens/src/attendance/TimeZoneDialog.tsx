import { valibotResolver } from '@hookform/resolvers/valibot';
import { timeZones } from '@hr/domain';
import { Banner, ComboBox, ControlledField, Dialog, Select } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import type { AttendanceBranch, AttendancePerson, TimeZoneTarget } from './shiftTypes.ts';

/** Whose zone the dialog sets: a branch, a person listed, or a person still to choose. */
export type TimeZoneDialogSubject =
  | { kind: 'branch'; branch: AttendanceBranch }
  | { kind: 'person'; person?: AttendancePerson };

export interface TimeZoneDialogProps {
  subject: TimeZoneDialogSubject;
  /** The people who may be given a zone of their own (when no person is given). */
  people: readonly AttendancePerson[];
  employerTimeZone: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
  /** Sets the zone; null clears it, so the next one applies (the branch's, else the employer's). */
  onSetTimeZone: (target: TimeZoneTarget, timeZone: string | null) => Promise<FormSubmitResult>;
}

// The empty choice: no zone of its own. A key of its own, as the list's keys cannot be ''.
const INHERITED = '__inherited__';
const FIELDS = ['employeeId', 'timeZone'] as const;
const ZoneFormSchema = v.object({
  employeeId: v.pipe(v.string(), v.nonEmpty('Choose the person.')),
  timeZone: v.string(),
});
type ZoneForm = v.InferOutput<typeof ZoneFormSchema>;

/** Sets a branch's or a person's time zone, or clears it. */
export function TimeZoneDialog({
  subject,
  people,
  employerTimeZone,
  onSetTimeZone,
  onDone,
  ...dialog
}: TimeZoneDialogProps) {
  const current = subject.kind === 'branch' ? subject.branch.timeZone : (subject.person?.timeZone ?? null);
  const form = useForm<ZoneForm, unknown, ZoneForm>({
    resolver: valibotResolver(ZoneFormSchema),
    mode: 'onTouched',
    // A branch needs no person; its id stands in so the schema's person check passes.
    defaultValues: {
      employeeId: subject.kind === 'branch' ? subject.branch.id : (subject.person?.id ?? ''),
      timeZone: current ?? INHERITED,
    },
  });
  const { control } = form;
  const inheritedName =
    subject.kind === 'branch'
      ? `Employer's zone (${employerTimeZone})`
      : "Their branch's zone, else the employer's";
  const zones = useMemo(
    () => [
      { id: INHERITED, name: inheritedName },
      ...timeZones().map((zone) => ({ id: zone, name: zone.replaceAll('_', ' ') })),
    ],
    [inheritedName],
  );
  const name = (values: ZoneForm) =>
    subject.kind === 'branch'
      ? subject.branch.name
      : (people.find((person) => person.id === values.employeeId)?.name ?? subject.person?.name ?? '');
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    (values) => {
      const target: TimeZoneTarget =
        subject.kind === 'branch' ? { branchId: subject.branch.id } : { employeeId: values.employeeId };
      return onSetTimeZone(target, values.timeZone === INHERITED ? null : values.timeZone);
    },
    {
      fields: FIELDS,
      onSuccess: () => {
        const values = form.getValues();
        onDone(
          values.timeZone === INHERITED
            ? `${name(values)}: ${inheritedName.charAt(0).toLowerCase()}${inheritedName.slice(1)}.`
            : `${name(values)}: ${values.timeZone}.`,
        );
      },
    },
  );

  return (
    <Dialog
      {...dialog}
      title={subject.kind === 'branch' ? `Time zone of ${subject.branch.name}` : 'A person’s time zone'}
      primaryActionLabel="Save"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      {subject.kind === 'person' && !subject.person ? (
        <ControlledField
          control={control}
          name="employeeId"
          render={({ value, onChange, ...field }) => (
            <Select
              {...field}
              label="Person"
              items={people}
              value={value === '' ? null : value}
              onChange={(key) => onChange(key === null ? '' : String(key))}
              placeholder="Choose a person"
              isRequired
            />
          )}
        />
      ) : null}
      <ControlledField
        control={control}
        name="timeZone"
        render={({ value, onChange, ...field }) => (
          <ComboBox
            {...field}
            label="Time zone"
            description="Days, shifts and punches are counted on this clock."
            items={zones}
            value={value}
            onChange={(zone) => onChange(typeof zone === 'string' ? zone : INHERITED)}
            allowsCustomValue={false}
          />
        )}
      />
    </Dialog>
  );
}
