import { valibotResolver } from '@hookform/resolvers/valibot';
import { Banner, ControlledField, Dialog, FieldGroup, Select } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '../employees/employeeFormFields.tsx';
import { PeopleChecklist } from '../employees/PeopleChecklist.tsx';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import styles from './AttendanceSettingsScreen.module.css';
import {
  type AssignShiftInput,
  type AssignShiftOutput,
  AssignShiftSchema,
  type AssignShiftValues,
  type AttendanceBranch,
  type AttendanceDepartment,
  type AttendancePerson,
  assignShiftValuesOf,
  type ShiftTypeItem,
} from './shiftTypes.ts';

export interface AssignShiftDialogProps {
  /** The shift types that may be assigned (the active ones). */
  shiftTypes: readonly ShiftTypeItem[];
  people: readonly AttendancePerson[];
  departments: readonly AttendanceDepartment[];
  branches: readonly AttendanceBranch[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone: (announcement: string) => void;
  /** Assigns the shift to every person chosen; the server refuses (409) an overlap, naming the person. */
  onAssign: (values: AssignShiftValues) => Promise<FormSubmitResult>;
}

const FIELDS = ['shiftTypeId', 'fromDate', 'toDate', 'employeeIds'] as const;
const EMPTY: AssignShiftInput = { shiftTypeId: '', fromDate: '', toDate: '', employeeIds: [] };

/**
 * Assigns a shift type from a day (to a day, or open-ended) to people picked one by one or a
 * department's or branch's at once. Nothing is sent for a refused assignment, and what was chosen stays.
 */
export function AssignShiftDialog({
  shiftTypes,
  people,
  departments,
  branches,
  onAssign,
  onDone,
  ...dialog
}: AssignShiftDialogProps) {
  const form = useForm<AssignShiftInput, unknown, AssignShiftOutput>({
    resolver: valibotResolver(AssignShiftSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { control } = form;
  const shiftChoices = useMemo(() => shiftTypes.map(({ id, name }) => ({ id, name })), [shiftTypes]);
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(
    form,
    (input) => onAssign(assignShiftValuesOf(input)),
    {
      fields: FIELDS,
      onSuccess: () => {
        const { shiftTypeId, employeeIds } = form.getValues();
        const shift = shiftTypes.find((candidate) => candidate.id === shiftTypeId)?.name ?? 'The shift';
        onDone(`${shift} assigned to ${peopleCount(employeeIds.length)}.`);
      },
    },
  );
  const addPeople = (chosen: readonly string[], wanted: (person: AttendancePerson) => boolean) => {
    const ids = people.filter(wanted).map((person) => person.id);
    form.setValue('employeeIds', [...new Set([...chosen, ...ids])], {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  return (
    <Dialog
      {...dialog}
      size="large"
      title="Assign shift"
      primaryActionLabel="Assign"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <ControlledField
        control={control}
        name="shiftTypeId"
        render={({ value, onChange, ...field }) => (
          <Select
            {...field}
            label="Shift type"
            items={shiftChoices}
            value={value === '' ? null : value}
            onChange={(key) => onChange(key === null ? '' : String(key))}
            placeholder="Choose a shift type"
            isRequired
          />
        )}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="fromDate"
          render={(field) => <DateField {...field} label="From" isRequired />}
        />
        <ControlledField
          control={control}
          name="toDate"
          render={(field) => <DateField {...field} label="To" description="Leave empty: until changed." />}
        />
      </FieldGroup>
      <ControlledField
        control={control}
        name="employeeIds"
        render={({
          value,
          onChange,
          ref: _ref,
          onBlur: _onBlur,
          name: _name,
          validationBehavior: _v,
          ...field
        }) => (
          <>
            <div className={styles.quickPicks}>
              <Select
                label="Add a department's people"
                items={departments}
                value={null}
                onChange={(key) => addPeople(value, (person) => person.departmentId === key)}
                placeholder="Choose a department"
                isDisabled={departments.length === 0}
              />
              <Select
                label="Add a branch's people"
                items={branches}
                value={null}
                onChange={(key) => addPeople(value, (person) => person.branchId === key)}
                placeholder="Choose a branch"
                isDisabled={branches.length === 0}
              />
            </div>
            <PeopleChecklist
              {...field}
              label="People"
              description={`${peopleCount(value.length)} chosen`}
              people={people}
              value={value}
              onChange={onChange}
            />
          </>
        )}
      />
    </Dialog>
  );
}

function peopleCount(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}
