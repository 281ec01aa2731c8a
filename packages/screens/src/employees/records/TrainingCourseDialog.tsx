import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  EMPLOYEE_RECORDS_LIMITS,
  EMPTY_TRAINING,
  type TrainingInput,
  type TrainingValues,
  trainingFormSchema,
} from '@hr/domain';
import { Button, ControlledField, FieldGroup, Icon, TextField } from '@hr/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FormSubmitResult } from '../../forms/index.ts';
import { ItemFormDialog } from '../../layout/ItemFormDialog.tsx';
import { CurrencyField, DateField } from '../employeeFormFields.tsx';
import { PeopleChecklist } from '../PeopleChecklist.tsx';
import type { RecordEntryDialogProps, RecordPerson } from './recordEntries.ts';
import { TRAINING_FIELDS, type TrainingCourseItem } from './training.ts';

/** What a course's save sends: its fields and everyone attending. */
export type TrainingCourseValues = TrainingValues & { attendeeIds: string[] };

export interface TrainingCourseDialogProps extends RecordEntryDialogProps<TrainingCourseItem> {
  /** The people who may be put on the course. */
  people: readonly RecordPerson[];
  onSave: (values: TrainingCourseValues, existing?: TrainingCourseItem) => Promise<FormSubmitResult>;
  /** The edit dialog's Delete: the page asks before deleting. */
  onAskDelete: (course: TrainingCourseItem) => void;
}

function inputOf(course: TrainingCourseItem | undefined): TrainingInput {
  if (!course) return EMPTY_TRAINING;
  return {
    title: course.title,
    provider: course.provider ?? '',
    startDate: course.startDate,
    endDate: course.endDate ?? '',
    cost: course.cost ?? '',
    currency: course.currency ?? '',
  };
}

/** Adds or changes a course; its attendees are chosen beside its fields. */
export function TrainingCourseDialog({
  entry: course,
  people,
  onSave,
  onAskDelete,
  ...dialog
}: TrainingCourseDialogProps) {
  const form = useForm<TrainingInput, unknown, TrainingValues>({
    resolver: valibotResolver(trainingFormSchema),
    mode: 'onTouched',
    defaultValues: inputOf(course),
  });
  const { control } = form;
  const [attendeeIds, setAttendeeIds] = useState<string[]>(
    () => course?.attendees.map((attendee) => attendee.employeeId) ?? [],
  );
  // Whoever attends already is listed even when the picker's page of people leaves them out.
  const choices = useMemo(() => {
    const attending = (course?.attendees ?? [])
      .filter((attendee) => !people.some((person) => person.id === attendee.employeeId))
      .map((attendee) => ({ id: attendee.employeeId, name: attendee.employeeName }));
    return [...attending, ...people];
  }, [course, people]);
  const { attendeesMax } = EMPLOYEE_RECORDS_LIMITS;
  return (
    <ItemFormDialog<TrainingCourseItem, TrainingInput, TrainingValues>
      {...dialog}
      form={form}
      item={course}
      items={[]}
      clashOf={() => null}
      one="course"
      size="large"
      title={course ? 'Edit course' : 'Add course'}
      primaryActionLabel="Save"
      fields={TRAINING_FIELDS}
      nameOf={(values) => values.title}
      onSave={(values, existing) => onSave({ ...values, attendeeIds }, existing)}
      renderActions={({ isDisabled }) =>
        course ? (
          <div>
            <Button variant="danger" isDisabled={isDisabled} onPress={() => onAskDelete(course)}>
              <Icon name="trash" /> Delete course
            </Button>
          </div>
        ) : null
      }
    >
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="title"
          render={(field) => <TextField {...field} label="Title" isRequired />}
        />
        <ControlledField
          control={control}
          name="provider"
          render={(field) => <TextField {...field} label="Provider" />}
        />
        <ControlledField
          control={control}
          name="startDate"
          render={(field) => <DateField {...field} label="Start date" isRequired />}
        />
        <ControlledField
          control={control}
          name="endDate"
          render={(field) => <DateField {...field} label="End date" />}
        />
        <ControlledField
          control={control}
          name="cost"
          render={(field) => (
            <TextField
              {...field}
              label="Cost"
              inputMode="decimal"
              autoComplete="off"
              description="An amount such as 1250.00, in the currency beside it."
            />
          )}
        />
        <ControlledField
          control={control}
          name="currency"
          render={(field) => <CurrencyField {...field} label="Currency" />}
        />
      </FieldGroup>
      <PeopleChecklist
        label="Attendees"
        description={`${attendeeIds.length} of ${attendeesMax} at most chosen`}
        people={choices}
        value={attendeeIds}
        onChange={setAttendeeIds}
      />
    </ItemFormDialog>
  );
}
