import { valibotResolver } from '@hookform/resolvers/valibot';
import { Banner, Button, ControlledField, Form, TextField } from '@hr/ui';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import { LeaveAssessmentPanel } from './LeaveAssessmentPanel.tsx';
import { LeaveAttachmentField, type LeaveAttachmentFieldProps } from './LeaveAttachmentField.tsx';
import { LeaveDatesField, LeaveDayPartFields, LeaveHoursFields } from './LeaveDatesFields.tsx';
import styles from './LeaveSchedule.module.css';
import { LeaveTypeSelect } from './LeaveTypeSelect.tsx';
import {
  createLeaveApplicationSchema,
  EMPTY_LEAVE_APPLICATION,
  LEAVE_REASON_MAX_LENGTH,
  type LeaveApplicationField,
  type LeaveApplicationFormValues,
  type LeaveApplicationInput,
  type LeaveApplicationValues,
} from './leaveApplicationSchema.ts';
import type { LeaveAssessment, LeaveAttachment, LeaveFinding, LeaveTypeChoice } from './leaveRequests.ts';
import { useLeavePreview } from './useLeavePreview.ts';

export interface LeaveApplicationFormProps {
  leaveTypes: readonly LeaveTypeChoice[];
  /** Whom an administrator applies for (chosen above the form); null when people apply for themselves. */
  employeeId: string | null;
  onPreview: (values: LeaveApplicationValues) => Promise<LeaveAssessment>;
  onSubmit: (values: LeaveApplicationValues) => Promise<FormSubmitResult<LeaveApplicationField>>;
  /** Called once an application was accepted, with a sentence saying so. */
  onApplied: (announcement: string) => void;
  /** Stores a chosen file; it is attached to the request when the request is applied for. */
  onUpload: LeaveAttachmentFieldProps['onUpload'];
}

const FIELDS: readonly LeaveApplicationField[] = [
  'leaveTypeId',
  'from',
  'to',
  'fromHours',
  'toHours',
  'reason',
];

/** The refusals the form shows on a field; the rest (the balance) show in the assessment. */
const isShownOnField = (finding: LeaveFinding) =>
  finding.field === 'from' || finding.field === 'reason' || finding.field === 'attachment';

/**
 * The application: whom for (administrators), the leave type, the days and their halves (or hours),
 * a reason. As it changes, the server counts the days and checks the policy (`onPreview`), and what
 * it says shows beside the form; a refusal about the first day or the reason shows on that field.
 */
export function LeaveApplicationForm({
  leaveTypes,
  employeeId,
  onPreview,
  onSubmit,
  onApplied,
  onUpload,
}: LeaveApplicationFormProps) {
  const [files, setFiles] = useState<LeaveAttachment[]>([]);
  const attachmentIds = files.map((file) => file.id);
  const isAdministrator = employeeId !== null;
  const schema = useMemo(
    () => createLeaveApplicationSchema({ leaveTypes, isAdministrator }),
    [leaveTypes, isAdministrator],
  );
  const previewSchema = useMemo(
    () => createLeaveApplicationSchema({ leaveTypes, isAdministrator, isPreview: true }),
    [leaveTypes, isAdministrator],
  );
  const form = useForm<LeaveApplicationInput, unknown, LeaveApplicationFormValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_LEAVE_APPLICATION,
  });
  const input = useWatch({ control: form.control }) as LeaveApplicationInput;
  const checked = v.safeParse(previewSchema, input);
  const preview = useLeavePreview(
    checked.success ? { ...checked.output, employeeId, attachmentIds } : null,
    onPreview,
  );
  const refusalOn = (field: 'from' | 'reason' | 'attachment') =>
    preview.status === 'ready'
      ? preview.assessment.refusals.find((finding) => finding.field === field)?.message
      : undefined;

  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    (values) => onSubmit({ ...values, employeeId, attachmentIds }),
    {
      fields: FIELDS,
      onSuccess: () => {
        form.reset(EMPTY_LEAVE_APPLICATION);
        setFiles([]);
        onApplied('Leave applied for. It waits for approval.');
      },
    },
  );

  const leaveType = leaveTypes.find((type) => type.id === input.leaveTypeId);
  const isOneDay = input.from !== '' && input.from === input.to;
  const needsReason = !isAdministrator && leaveType?.requireReason === true;
  const reasonRefusal = refusalOn('reason');

  return (
    <div className={styles.application}>
      <Form onSubmit={(event) => void submit(event)} className={styles.form}>
        {bannerFeedback ? (
          <Banner variant="danger" isUrgent>
            {bannerFeedback.message}
          </Banner>
        ) : null}
        <ControlledField
          control={form.control}
          name="leaveTypeId"
          render={(field) => <LeaveTypeSelect {...field} leaveTypes={leaveTypes} />}
        />
        <LeaveDatesField control={form.control} refusal={refusalOn('from')} />
        {leaveType?.leaveUnit === 'Hour' ? (
          <LeaveHoursFields control={form.control} isOneDay={isOneDay} />
        ) : (
          <LeaveDayPartFields control={form.control} isOneDay={isOneDay} />
        )}
        <ControlledField
          control={form.control}
          name="reason"
          render={(field) => (
            <TextField
              {...field}
              isInvalid={field.isInvalid || reasonRefusal !== undefined}
              errorMessage={field.errorMessage ?? reasonRefusal}
              label="Reason"
              description={needsReason ? 'Required for this leave type.' : 'Optional.'}
              multiline
              rows={3}
              maxLength={LEAVE_REASON_MAX_LENGTH}
              isRequired={needsReason}
            />
          )}
        />
        <LeaveAttachmentField
          files={files}
          onChange={setFiles}
          onUpload={onUpload}
          isRequired={!isAdministrator && leaveType?.requireAttachment === true}
          refusal={refusalOn('attachment')}
        />
        <div>
          <Button type="submit" variant="submit" isPending={isSubmitting}>
            Apply for leave
          </Button>
        </div>
      </Form>
      <LeaveAssessmentPanel preview={preview} isShownOnField={isShownOnField} />
    </div>
  );
}
