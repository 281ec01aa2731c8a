import { valibotResolver } from '@hookform/resolvers/valibot';
import { ControlledField, Dialog, FieldGroup, FormattedTextField, Switch, TextField } from '@hr/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '../employees/employeeFormFields.tsx';
import { AttachmentField } from '../files/AttachmentField.tsx';
import { fileChanges } from '../files/fileChanges.ts';
import type { StoredFile } from '../files/StoredFile.ts';
import { FeedbackBanner, useFormFeedback } from '../forms/index.ts';
import { ANNOUNCEMENT_FIELDS, type Announcement, type AnnouncementDialogData } from './announcement.ts';
import {
  ANNOUNCEMENT_FILES_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementFormInput,
  type AnnouncementValues,
  announcementSchema,
} from './announcementSchema.ts';

export const NOTIFY_HELP = 'Each employee gets one e-mail and one notification, once.';

export interface AnnouncementDialogProps extends AnnouncementDialogData {
  /** The announcement to edit; null for a new one. */
  announcement: Announcement | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once saved, with a sentence saying so. */
  onDone: (message: string) => void;
}

function startingValues(announcement: Announcement | null, today: string): AnnouncementFormInput {
  return announcement
    ? {
        title: announcement.title,
        effectiveDate: announcement.effectiveDate,
        published: announcement.published,
        notifyEmployees: announcement.notifyEmployees,
        content: announcement.content,
      }
    : { title: '', effectiveDate: today, published: false, notifyEmployees: false, content: '' };
}

/**
 * "New Announcement" / "Edit Announcement" (§2.10): Title, Effective Date, Published, Notify
 * Employees, the files and the content. A refusal shows on the field it names (or above the
 * fields) and keeps everything typed and attached. Mount a new one per opening (a `key`).
 */
export function AnnouncementDialog({
  announcement,
  today,
  onUpload,
  onSave,
  isOpen,
  onOpenChange,
  onDone,
}: AnnouncementDialogProps) {
  const form = useForm<AnnouncementFormInput, unknown, AnnouncementValues>({
    resolver: valibotResolver(announcementSchema),
    mode: 'onTouched',
    defaultValues: startingValues(announcement, today),
  });
  const { control } = form;
  const had = announcement?.attachments ?? [];
  const [files, setFiles] = useState<StoredFile[]>([...had]);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    (values) => onSave({ ...values, ...fileChanges(had, files) }, announcement),
    {
      fields: ANNOUNCEMENT_FIELDS,
      onSuccess: () => onDone(announcement ? 'Announcement saved.' : 'Announcement created.'),
    },
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={announcement ? 'Edit Announcement' : 'New Announcement'}
      size="large"
      primaryActionLabel="Save"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <FeedbackBanner feedback={bannerFeedback} />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="title"
          render={(field) => (
            <TextField {...field} label="Title" maxLength={ANNOUNCEMENT_TITLE_MAX} isRequired />
          )}
        />
        <ControlledField
          control={control}
          name="effectiveDate"
          render={(field) => (
            <DateField
              {...field}
              label="Effective Date"
              description="Employees see it from this day."
              isRequired
            />
          )}
        />
      </FieldGroup>
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="published"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value} description="Employees see only published announcements.">
              Published
            </Switch>
          )}
        />
        <ControlledField
          control={control}
          name="notifyEmployees"
          render={({ value, ...field }) => (
            <Switch {...field} isSelected={value} description={NOTIFY_HELP}>
              Notify Employees
            </Switch>
          )}
        />
      </FieldGroup>
      <AttachmentField
        label="File"
        files={files}
        onChange={setFiles}
        onUpload={onUpload}
        maxFiles={ANNOUNCEMENT_FILES_MAX}
      />
      <ControlledField
        control={control}
        name="content"
        render={(field) => (
          <FormattedTextField {...field} label="Content" placeholder="Content (5000 characters max)" />
        )}
      />
    </Dialog>
  );
}
