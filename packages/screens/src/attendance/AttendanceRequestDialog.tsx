import { valibotResolver } from '@hookform/resolvers/valibot';
import { ATTENDANCE_REQUEST_KINDS, type AttendanceRequestValues } from '@hr/domain';
import { ControlledField, Dialog, FieldGroup, TextField } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { ChoiceRadios, DateField } from '../employees/employeeFormFields.tsx';
import { RefusalBanner, useFormFeedback } from '../forms/index.ts';
import {
  type AskAttendanceRequest,
  ATTENDANCE_REQUEST_FIELDS,
  AttendanceRequestFormSchema,
  type AttendanceRequestInput,
} from './attendanceRequests.ts';

export interface AttendanceRequestDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The day the request starts on, 'YYYY-MM-DD'. */
  defaultDate: string;
  /** Sends the request; feedback naming a field shows on it, any other above the fields. */
  onAsk: AskAttendanceRequest;
}

const TIME_HINT = '24-hour, for example 08:30.';

/**
 * Asks for a day's attendance to be corrected: a forgotten punch, a day worked from home or on duty,
 * with the times and the reason, sent to whoever approves it. The page mounts a new dialog for each
 * opening; a refusal keeps everything typed.
 */
export function AttendanceRequestDialog({
  isOpen,
  onOpenChange,
  defaultDate,
  onAsk,
}: AttendanceRequestDialogProps) {
  const form = useForm<AttendanceRequestInput, unknown, AttendanceRequestValues>({
    resolver: valibotResolver(AttendanceRequestFormSchema),
    mode: 'onTouched',
    defaultValues: { kind: 'Forgot to punch', date: defaultDate, checkIn: '', checkOut: '', reason: '' },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onAsk, {
    fields: ATTENDANCE_REQUEST_FIELDS,
    onSuccess: () => onOpenChange(false),
  });
  const { control } = form;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Attendance request"
      primaryActionLabel="Send request"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <RefusalBanner feedback={bannerFeedback} />
      <ControlledField
        control={control}
        name="kind"
        render={(field) => (
          <ChoiceRadios {...field} label="What happened?" choices={ATTENDANCE_REQUEST_KINDS} isRequired />
        )}
      />
      <ControlledField
        control={control}
        name="date"
        render={(field) => <DateField {...field} label="Day" isRequired />}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="checkIn"
          render={(field) => <TextField {...field} label="In at" description={TIME_HINT} />}
        />
        <ControlledField
          control={control}
          name="checkOut"
          render={(field) => <TextField {...field} label="Out at" description={TIME_HINT} />}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="reason"
        render={(field) => (
          <TextField {...field} label="Reason" multiline rows={3} maxLength={500} isRequired />
        )}
      />
    </Dialog>
  );
}
