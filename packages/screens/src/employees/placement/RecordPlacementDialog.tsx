import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  PLACEMENT_KINDS,
  PLACEMENT_LIMITS,
  type RecordPlacementInput,
  type RecordPlacementValues,
  recordPlacementSchema,
} from '@hr/domain';
import { ControlledField, Dialog, TextField } from '@hr/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { EmployeeChoice } from '../../employer/referenceData.ts';
import { type FormSubmitResult, RefusalBanner, useFormFeedback } from '../../forms/index.ts';
import { ChoiceSelect, DateField, EmployeeOptionField, OptionSelect } from '../employeeFormFields.tsx';
import type { PlacementFields } from './placementMoves.ts';

export type RecordPlacementField = keyof RecordPlacementValues;

/** The employer's rows a placement chooses from. */
export interface PlacementOptions {
  departments: readonly EmployeeChoice[];
  jobPositions: readonly EmployeeChoice[];
  levels: readonly EmployeeChoice[];
  branches: readonly EmployeeChoice[];
}

export interface RecordPlacementDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The employees a typed name matches (`onEmployeeSearch`), for the employee and the line manager. */
  employees: readonly EmployeeChoice[];
  onEmployeeSearch?: (text: string) => void;
  /** The employee to move, when the dialog opens on one (from their record). */
  employeeId?: string;
  /** Tells the app which employee was chosen, so it passes their placement in effect as `current`. */
  onEmployeeChange: (employeeId: string | null) => void;
  /** The chosen employee's placement in effect: the fields start from it, except those already changed. */
  current: PlacementFields | null;
  options: PlacementOptions;
  /** Records the move; feedback naming a field shows on it, any other above the fields. */
  onSubmit: (values: RecordPlacementValues) => Promise<FormSubmitResult<RecordPlacementField>>;
}

/** The fields the dialog shows a refusal on: the app passes them to its error mapping. */
export const RECORD_PLACEMENT_FIELDS = [
  'employeeId',
  'effectiveDate',
  'kind',
  'departmentId',
  'jobPositionId',
  'levelId',
  'branchId',
  'lineManagerId',
  'reason',
] as const satisfies readonly RecordPlacementField[];

const PLACED = ['departmentId', 'jobPositionId', 'levelId', 'branchId', 'lineManagerId'] as const;

/**
 * Records one employee's move (hire, transfer, promotion, ...) from an effective date. The screen
 * mounts a new dialog for each opening; a refused submit keeps everything typed, a successful one closes it.
 */
export function RecordPlacementDialog({
  isOpen,
  onOpenChange,
  employees,
  onEmployeeSearch,
  employeeId = '',
  onEmployeeChange,
  current,
  options,
  onSubmit,
}: RecordPlacementDialogProps) {
  const form = useForm<RecordPlacementInput, unknown, RecordPlacementValues>({
    resolver: valibotResolver(recordPlacementSchema),
    mode: 'onTouched',
    defaultValues: {
      employeeId,
      effectiveDate: '',
      kind: '',
      departmentId: '',
      jobPositionId: '',
      levelId: '',
      branchId: '',
      lineManagerId: '',
      reason: '',
    },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, {
    fields: RECORD_PLACEMENT_FIELDS,
    onSuccess: () => onOpenChange(false),
  });

  // The placement in effect fills what the user has not changed: choosing another employee moves the
  // untouched fields to theirs, and a field already chosen stays as chosen.
  useEffect(() => {
    if (!current) return;
    for (const name of PLACED) {
      if (!form.getFieldState(name).isDirty) form.setValue(name, current[name] ?? '');
    }
  }, [current, form]);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Record placement"
      primaryActionLabel="Record placement"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
      size="large"
    >
      <RefusalBanner feedback={bannerFeedback} />
      <ControlledField
        control={form.control}
        name="employeeId"
        render={({ onChange, ...field }) => (
          <EmployeeOptionField
            {...field}
            onChange={(id) => {
              onChange(id);
              onEmployeeChange(id === '' ? null : id);
            }}
            label="Employee"
            options={employees}
            onSearch={onEmployeeSearch}
            isRequired
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="effectiveDate"
        render={(field) => (
          <DateField
            {...field}
            label="Effective date"
            description="The day the move takes effect."
            isRequired
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="kind"
        render={(field) => <ChoiceSelect {...field} label="Move" choices={PLACEMENT_KINDS} isRequired />}
      />
      <ControlledField
        control={form.control}
        name="departmentId"
        render={(field) => <OptionSelect {...field} label="Department" options={options.departments} />}
      />
      <ControlledField
        control={form.control}
        name="jobPositionId"
        render={(field) => <OptionSelect {...field} label="Job Position" options={options.jobPositions} />}
      />
      <ControlledField
        control={form.control}
        name="levelId"
        render={(field) => <OptionSelect {...field} label="Level" options={options.levels} />}
      />
      <ControlledField
        control={form.control}
        name="branchId"
        render={(field) => <OptionSelect {...field} label="Branch" options={options.branches} />}
      />
      <ControlledField
        control={form.control}
        name="lineManagerId"
        render={(field) => (
          <EmployeeOptionField
            {...field}
            label="Line Manager"
            options={employees}
            onSearch={onEmployeeSearch}
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="reason"
        render={(field) => (
          <TextField
            {...field}
            label="Reason"
            multiline
            rows={2}
            maxLength={PLACEMENT_LIMITS.reasonMaxLength}
          />
        )}
      />
    </Dialog>
  );
}
