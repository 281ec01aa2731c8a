import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type AttendeeResultInput,
  type AttendeeResultValues,
  attendeeResultFormSchema,
  CERTIFICATE_EXPIRY_NOTICE_DAYS,
  EMPLOYEE_RECORDS_LIMITS,
} from '@hr/domain';
import { Checkbox, ControlledField, FieldGroup } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { AttachmentField } from '../../files/AttachmentField.tsx';
import type { UploadResult } from '../../files/StoredFile.ts';
import { type AttachedFileChanges, useAttachedFiles } from '../../files/useAttachedFiles.ts';
import type { FormSubmitResult } from '../../forms/index.ts';
import { ItemFormDialog } from '../../layout/ItemFormDialog.tsx';
import { DateField } from '../employeeFormFields.tsx';
import { TRAINING_RESULT_FIELDS, type TrainingResultRow } from './training.ts';

export type TrainingResultValues = AttendeeResultValues & AttachedFileChanges;

export interface TrainingResultDialogProps {
  row: TrainingResultRow;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
  onRecord: (row: TrainingResultRow, values: TrainingResultValues) => Promise<FormSubmitResult>;
  /** Stores a certificate file; it belongs to the attendee once the result is saved. */
  onUpload: (file: File) => Promise<UploadResult>;
}

/** One attendee's result: completed or not and when, their certificate's files and expiry date. */
export function TrainingResultDialog({ row, onRecord, onUpload, ...dialog }: TrainingResultDialogProps) {
  const { course, attendee } = row;
  const schema = useMemo(() => attendeeResultFormSchema(course.startDate), [course.startDate]);
  const form = useForm<AttendeeResultInput, unknown, AttendeeResultValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      completed: attendee.completed,
      completedOn: attendee.completedOn ?? '',
      certificateExpiryDate: attendee.certificateExpiryDate ?? '',
    },
  });
  const { control } = form;
  const { files, setFiles, changes } = useAttachedFiles(attendee.certificates);
  const item = { id: `${course.id}/${attendee.employeeId}` };
  return (
    <ItemFormDialog<{ id: string }, AttendeeResultInput, AttendeeResultValues>
      {...dialog}
      form={form}
      item={item}
      items={[]}
      clashOf={() => null}
      one="result"
      title={`${attendee.employeeName}: ${course.title}`}
      primaryActionLabel="Save result"
      fields={TRAINING_RESULT_FIELDS}
      // "… saved." is what the dialog announces once it is done.
      nameOf={() => `${attendee.employeeName}’s result for ${course.title}`}
      onSave={(values) => onRecord(row, { ...values, ...changes() })}
    >
      <ControlledField
        control={control}
        name="completed"
        render={({ value, ...field }) => (
          <Checkbox {...field} isSelected={value}>
            Completed the course
          </Checkbox>
        )}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="completedOn"
          render={(field) => <DateField {...field} label="Completed on" />}
        />
        <ControlledField
          control={control}
          name="certificateExpiryDate"
          render={(field) => (
            <DateField
              {...field}
              label="Certificate expires on"
              description={`The attendee and HR are reminded ${CERTIFICATE_EXPIRY_NOTICE_DAYS} days before it lapses.`}
            />
          )}
        />
      </FieldGroup>
      <AttachmentField
        label="Certificates"
        files={files}
        onChange={setFiles}
        onUpload={onUpload}
        maxFiles={EMPLOYEE_RECORDS_LIMITS.filesMax}
      />
    </ItemFormDialog>
  );
}
