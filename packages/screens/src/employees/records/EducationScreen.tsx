import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type EducationInput,
  type EducationValues,
  EMPLOYEE_RECORDS_LIMITS,
  EMPTY_EDUCATION,
  educationFormSchema,
} from '@hr/domain';
import { ControlledField, createDataTableColumns, FieldGroup, TextField, useFormatDay } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { AttachmentField } from '../../files/AttachmentField.tsx';
import type { StoredFile, UploadResult } from '../../files/StoredFile.ts';
import { type AttachedFileChanges, useAttachedFiles } from '../../files/useAttachedFiles.ts';
import type { FormSubmitResult } from '../../forms/index.ts';
import { ItemFormDialog } from '../../layout/ItemFormDialog.tsx';
import { DateField } from '../employeeFormFields.tsx';
import { DeleteEntryAction } from './DeleteEntryAction.tsx';
import { RecordEntriesScreen } from './RecordEntriesScreen.tsx';
import {
  periodOf,
  type RecordEntriesScreenProps,
  type RecordEntry,
  type RecordEntryDialogProps,
} from './recordEntries.ts';

export interface EducationItem extends RecordEntry {
  institution: string;
  qualification: string;
  fieldOfStudy: string | null;
  grade: string | null;
  certificates: readonly StoredFile[];
}

/** The fields a refusal may name: the route passes them to the feedback of a failed save. */
export const EDUCATION_FIELDS = [
  'institution',
  'qualification',
  'fieldOfStudy',
  'startDate',
  'endDate',
  'grade',
] as const satisfies readonly (keyof EducationInput)[];

export interface EducationScreenProps extends RecordEntriesScreenProps<EducationItem> {
  /** Adds (no `existing`) or changes an entry with its certificate files' changes. */
  onSave: (
    values: EducationValues & AttachedFileChanges,
    existing?: EducationItem,
  ) => Promise<FormSubmitResult>;
  onDelete: (entry: EducationItem) => Promise<FormSubmitResult>;
  /** Stores a certificate file; it belongs to the entry once the entry is saved. */
  onUpload: (file: File) => Promise<UploadResult>;
}

const column = createDataTableColumns<EducationItem>();
/** The table's columns; `day` prints the period's days as the employer does. */
const columnsOf = (day: (isoDay: string) => string) =>
  column.columns([
    column.accessor('qualification', { header: 'Qualification', meta: { width: 'minmax(8rem, 0.9fr)' } }),
    column.accessor('institution', { header: 'Institution', meta: { width: 'minmax(10rem, 1.2fr)' } }),
    column.accessor((entry) => entry.fieldOfStudy ?? '—', {
      id: 'fieldOfStudy',
      header: 'Field of study',
      meta: { width: 'minmax(8rem, 1fr)' },
    }),
    column.accessor((entry) => periodOf(entry, day), {
      id: 'period',
      header: 'Period',
      meta: { width: 'minmax(12rem, 1fr)' },
    }),
    column.accessor((entry) => entry.grade ?? '—', {
      id: 'grade',
      header: 'Grade',
      meta: { width: 'minmax(6rem, 0.6fr)' },
    }),
    column.accessor((entry) => String(entry.certificates.length), {
      id: 'certificates',
      header: 'Certificates',
      meta: { width: 'minmax(6rem, 0.5fr)', align: 'end' },
    }),
  ]);

function inputOf(entry: EducationItem | undefined): EducationInput {
  if (!entry) return EMPTY_EDUCATION;
  return {
    institution: entry.institution,
    qualification: entry.qualification,
    fieldOfStudy: entry.fieldOfStudy ?? '',
    startDate: entry.startDate ?? '',
    endDate: entry.endDate ?? '',
    grade: entry.grade ?? '',
  };
}

const NO_FILES: readonly StoredFile[] = [];

function EducationDialog({
  entry,
  onSave,
  onDelete,
  onUpload,
  ...dialog
}: RecordEntryDialogProps<EducationItem> & Pick<EducationScreenProps, 'onSave' | 'onDelete' | 'onUpload'>) {
  const form = useForm<EducationInput, unknown, EducationValues>({
    resolver: valibotResolver(educationFormSchema),
    mode: 'onTouched',
    defaultValues: inputOf(entry),
  });
  const { control } = form;
  const { files, setFiles, changes } = useAttachedFiles(entry?.certificates ?? NO_FILES);
  const nameOf = (values: { qualification: string; institution: string }) =>
    `${values.qualification}, ${values.institution},`;
  return (
    <ItemFormDialog<EducationItem, EducationInput, EducationValues>
      {...dialog}
      form={form}
      item={entry}
      items={[]}
      clashOf={() => null}
      one="education entry"
      size="large"
      title={entry ? 'Edit education' : 'Add education'}
      primaryActionLabel="Save"
      fields={EDUCATION_FIELDS}
      nameOf={nameOf}
      onSave={(values, existing) => onSave({ ...values, ...changes() }, existing)}
      renderActions={(actions) =>
        entry ? (
          <DeleteEntryAction
            {...actions}
            onDelete={() => onDelete(entry)}
            onDone={() => dialog.onDone(`${nameOf(entry)} deleted.`)}
          />
        ) : null
      }
    >
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="qualification"
          render={(field) => <TextField {...field} label="Qualification" isRequired />}
        />
        <ControlledField
          control={control}
          name="institution"
          render={(field) => <TextField {...field} label="Institution" isRequired />}
        />
        <ControlledField
          control={control}
          name="fieldOfStudy"
          render={(field) => <TextField {...field} label="Field of study" />}
        />
        <ControlledField
          control={control}
          name="grade"
          render={(field) => <TextField {...field} label="Grade" />}
        />
        <ControlledField
          control={control}
          name="startDate"
          render={(field) => <DateField {...field} label="Start date" />}
        />
        <ControlledField
          control={control}
          name="endDate"
          render={(field) => <DateField {...field} label="End date" />}
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

/** Employee Management › Education: one person's qualifications with their certificates, for HR to verify. */
export function EducationScreen({ onSave, onDelete, onUpload, ...screen }: EducationScreenProps) {
  const day = useFormatDay();
  const columns = useMemo(() => columnsOf(day), [day]);
  return (
    <RecordEntriesScreen<EducationItem>
      {...screen}
      words={{
        title: 'Education',
        one: 'education entry',
        addLabel: 'Add education',
        emptyDescription: 'Qualifications show here once added, each with its certificates.',
      }}
      columns={columns}
      renderDialog={(dialog) => (
        <EducationDialog {...dialog} onSave={onSave} onDelete={onDelete} onUpload={onUpload} />
      )}
    />
  );
}
