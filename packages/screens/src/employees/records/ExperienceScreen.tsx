import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  EMPTY_EXPERIENCE,
  type ExperienceInput,
  type ExperienceValues,
  experienceFormSchema,
} from '@hr/domain';
import { ControlledField, createDataTableColumns, FieldGroup, TextField, useFormatDay } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
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

export interface ExperienceItem extends RecordEntry {
  employerName: string;
  jobTitle: string;
  reasonForLeaving: string | null;
  refereeName: string | null;
  refereeContact: string | null;
}

/** The fields a refusal may name: the route passes them to the feedback of a failed save. */
export const EXPERIENCE_FIELDS = [
  'employerName',
  'jobTitle',
  'startDate',
  'endDate',
  'reasonForLeaving',
  'refereeName',
  'refereeContact',
] as const satisfies readonly (keyof ExperienceInput)[];

export interface ExperienceScreenProps extends RecordEntriesScreenProps<ExperienceItem> {
  /** Adds (no `existing`) or changes an entry; feedback naming a field shows on it. */
  onSave: (values: ExperienceValues, existing?: ExperienceItem) => Promise<FormSubmitResult>;
  onDelete: (entry: ExperienceItem) => Promise<FormSubmitResult>;
}

const column = createDataTableColumns<ExperienceItem>();
/** The table's columns; `day` prints the period's days as the employer does. */
const columnsOf = (day: (isoDay: string) => string) =>
  column.columns([
    column.accessor('employerName', { header: 'Employer', meta: { width: 'minmax(10rem, 1.2fr)' } }),
    column.accessor('jobTitle', { header: 'Job title', meta: { width: 'minmax(9rem, 1fr)' } }),
    column.accessor((entry) => periodOf(entry, day), {
      id: 'period',
      header: 'Period',
      meta: { width: 'minmax(12rem, 1fr)' },
    }),
    column.accessor((entry) => entry.refereeName ?? '—', {
      id: 'referee',
      header: 'Referee',
      meta: { width: 'minmax(8rem, 0.8fr)' },
    }),
  ]);

function inputOf(entry: ExperienceItem | undefined): ExperienceInput {
  if (!entry) return EMPTY_EXPERIENCE;
  return {
    employerName: entry.employerName,
    jobTitle: entry.jobTitle,
    startDate: entry.startDate ?? '',
    endDate: entry.endDate ?? '',
    reasonForLeaving: entry.reasonForLeaving ?? '',
    refereeName: entry.refereeName ?? '',
    refereeContact: entry.refereeContact ?? '',
  };
}

function ExperienceDialog({
  entry,
  onSave,
  onDelete,
  ...dialog
}: RecordEntryDialogProps<ExperienceItem> & Pick<ExperienceScreenProps, 'onSave' | 'onDelete'>) {
  const form = useForm<ExperienceInput, unknown, ExperienceValues>({
    resolver: valibotResolver(experienceFormSchema),
    mode: 'onTouched',
    defaultValues: inputOf(entry),
  });
  const { control } = form;
  return (
    <ItemFormDialog<ExperienceItem, ExperienceInput, ExperienceValues>
      {...dialog}
      form={form}
      item={entry}
      items={[]}
      clashOf={() => null}
      one="experience entry"
      size="large"
      title={entry ? 'Edit experience' : 'Add experience'}
      primaryActionLabel="Save"
      fields={EXPERIENCE_FIELDS}
      nameOf={(values) => `${values.jobTitle} at ${values.employerName}`}
      onSave={onSave}
      renderActions={(actions) =>
        entry ? (
          <DeleteEntryAction
            {...actions}
            onDelete={() => onDelete(entry)}
            onDone={() => dialog.onDone(`${entry.jobTitle} at ${entry.employerName} deleted.`)}
          />
        ) : null
      }
    >
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="employerName"
          render={(field) => <TextField {...field} label="Employer" isRequired />}
        />
        <ControlledField
          control={control}
          name="jobTitle"
          render={(field) => <TextField {...field} label="Job title" isRequired />}
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
      <ControlledField
        control={control}
        name="reasonForLeaving"
        render={(field) => <TextField {...field} label="Reason for leaving" />}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="refereeName"
          render={(field) => <TextField {...field} label="Referee name" />}
        />
        <ControlledField
          control={control}
          name="refereeContact"
          render={(field) => <TextField {...field} label="Referee contact" description="Phone or e-mail." />}
        />
      </FieldGroup>
    </ItemFormDialog>
  );
}

/** Employee Management › Experience: one person's previous employment, for HR to verify. */
export function ExperienceScreen({ onSave, onDelete, ...screen }: ExperienceScreenProps) {
  const day = useFormatDay();
  const columns = useMemo(() => columnsOf(day), [day]);
  return (
    <RecordEntriesScreen<ExperienceItem>
      {...screen}
      words={{
        title: 'Experience',
        one: 'experience entry',
        addLabel: 'Add experience',
        emptyDescription: 'Previous employers and roles show here once added.',
      }}
      columns={columns}
      renderDialog={(dialog) => <ExperienceDialog {...dialog} onSave={onSave} onDelete={onDelete} />}
    />
  );
}
