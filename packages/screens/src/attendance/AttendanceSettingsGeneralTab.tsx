import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  ATTENDANCE_SETTINGS_LABELS,
  AttendanceSettingsSchema,
  type AttendanceSettingsValues,
  ROUNDING_MINUTES,
} from '@hr/domain';
import { ControlledField, FieldGroup, FormSection, NumberField, Select, Switch, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type FormSubmitResult, SaveForm } from '../forms/index.ts';
import type { AttendancePerson } from './shiftTypes.ts';

export interface AttendanceSettingsGeneralTabProps {
  settings: AttendanceSettingsValues;
  /** Who may be named to review flagged punches. */
  people: readonly AttendancePerson[];
  onSave: (values: AttendanceSettingsValues) => Promise<FormSubmitResult<keyof AttendanceSettingsValues>>;
}

const FIELDS = [
  'locationRequired',
  'allowOutsideWithReason',
  'roundingMinutes',
  'maxAccuracyMetres',
  'reviewerEmployeeId',
  'defaultStart',
  'defaultEnd',
  'defaultBreakMinutes',
  'lateEntryGraceMinutes',
  'earlyExitGraceMinutes',
  'halfDayBelowMinutes',
  'absentBelowMinutes',
] as const satisfies readonly (keyof AttendanceSettingsValues)[];

const whole = { useGrouping: false, maximumFractionDigits: 0 } as const;
const ROUNDING_OPTIONS = ROUNDING_MINUTES.map((step) => ({
  id: String(step),
  name: step === 1 ? '1 minute (as worked)' : `${step} minutes`,
}));
// The reviewer is optional; this choice stands for null.
const NO_REVIEWER = '__anyone__';
const TIME_DESCRIPTION = '24-hour, as HH:MM.';

/** Attendance › Settings › General: the geofence, rounding, the reviewer and the default shift. */
export function AttendanceSettingsGeneralTab({
  settings,
  people,
  onSave,
}: AttendanceSettingsGeneralTabProps) {
  const form = useForm<AttendanceSettingsValues, unknown, AttendanceSettingsValues>({
    resolver: valibotResolver(AttendanceSettingsSchema),
    mode: 'onTouched',
    defaultValues: settings,
  });
  const { control } = form;
  const reviewers = useMemo(
    () => [{ id: NO_REVIEWER, name: 'Anyone who may approve attendance' }, ...people],
    [people],
  );
  const minutes = (name: keyof typeof ATTENDANCE_SETTINGS_LABELS & `${string}Minutes`, max: number) => (
    <ControlledField
      control={control}
      name={name}
      render={(field) => (
        <NumberField
          {...field}
          label={ATTENDANCE_SETTINGS_LABELS[name]}
          minValue={0}
          maxValue={max}
          step={1}
          formatOptions={whole}
          isRequired
        />
      )}
    />
  );
  const wallTime = (name: 'defaultStart' | 'defaultEnd') => (
    <ControlledField
      control={control}
      name={name}
      render={(field) => (
        <TextField
          {...field}
          label={ATTENDANCE_SETTINGS_LABELS[name]}
          description={TIME_DESCRIPTION}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
      )}
    />
  );

  return (
    <SaveForm form={form} onSave={onSave} fields={FIELDS} savedMessage="Attendance settings saved.">
      <FormSection
        title="Location"
        description="Punches are checked against the sites; without a location required, they are not."
      >
        <ControlledField
          control={control}
          name="locationRequired"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value}>
              {ATTENDANCE_SETTINGS_LABELS.locationRequired}
            </Switch>
          )}
        />
        <ControlledField
          control={control}
          name="allowOutsideWithReason"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value}>
              {ATTENDANCE_SETTINGS_LABELS.allowOutsideWithReason}
            </Switch>
          )}
        />
        <FieldGroup columns={2}>
          <ControlledField
            control={control}
            name="maxAccuracyMetres"
            render={(field) => (
              <NumberField
                {...field}
                label={ATTENDANCE_SETTINGS_LABELS.maxAccuracyMetres}
                description="A location known less precisely than this is refused: 10 to 5000."
                minValue={10}
                maxValue={5000}
                step={1}
                formatOptions={whole}
                isRequired
              />
            )}
          />
          <ControlledField
            control={control}
            name="reviewerEmployeeId"
            render={({ value, onChange, ...field }) => (
              <Select
                {...field}
                label={ATTENDANCE_SETTINGS_LABELS.reviewerEmployeeId}
                description="The person your team turns to about flagged punches, told in their bell of each one they may review. Reviewing them needs a role that approves attendance over the person (Employer › Roles), whoever is named here."
                items={reviewers}
                value={value ?? NO_REVIEWER}
                onChange={(key) => onChange(key === NO_REVIEWER || key === null ? null : String(key))}
              />
            )}
          />
        </FieldGroup>
      </FormSection>
      <FormSection
        title="Worked time"
        description="Without a shift assigned, people work the default shift on their work week's days."
      >
        <ControlledField
          control={control}
          name="roundingMinutes"
          render={({ value, onChange, ...field }) => (
            <Select
              {...field}
              label={ATTENDANCE_SETTINGS_LABELS.roundingMinutes}
              items={ROUNDING_OPTIONS}
              value={String(value)}
              onChange={(key) => {
                const step = ROUNDING_MINUTES.find((candidate) => String(candidate) === key);
                if (step) onChange(step);
              }}
              isRequired
            />
          )}
        />
        <FieldGroup columns={3}>
          {wallTime('defaultStart')}
          {wallTime('defaultEnd')}
          {minutes('defaultBreakMinutes', 720)}
        </FieldGroup>
        <FieldGroup columns={2}>
          {minutes('lateEntryGraceMinutes', 240)}
          {minutes('earlyExitGraceMinutes', 240)}
          {minutes('halfDayBelowMinutes', 1440)}
          {minutes('absentBelowMinutes', 1440)}
        </FieldGroup>
      </FormSection>
    </SaveForm>
  );
}
