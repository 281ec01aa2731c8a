import { valibotResolver } from '@hookform/resolvers/valibot';
import { Banner, ControlledField, Dialog, TextField } from '@hr/ui';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '../employees/employeeFormFields.tsx';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import { LeaveTypeSelect } from './LeaveTypeSelect.tsx';
import {
  EMPTY_LEAVE_ADJUSTMENT,
  type LeaveAdjustmentField,
  type LeaveAdjustmentInput,
  LeaveAdjustmentSchema,
  type LeaveAdjustmentValues,
} from './leaveAdjustmentSchema.ts';
import { LEAVE_REASON_MAX_LENGTH } from './leaveApplicationSchema.ts';
import type { LeaveTypeChoice } from './leaveRequests.ts';

export interface LeaveBalanceAdjustDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  employees: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
  /** The employee it was opened for, offered even when `employees` leaves them out. */
  selectedEmployee?: EmployeeChoice | null;
  leaveTypes: readonly LeaveTypeChoice[];
  /** What the dialog starts from: the employee and leave type it was opened for, today's date. */
  defaultValues?: Partial<LeaveAdjustmentInput>;
  /** Records the adjustment; feedback naming a field shows on it, any other above the fields. */
  onSubmit: (values: LeaveAdjustmentValues) => Promise<FormSubmitResult<LeaveAdjustmentField>>;
  /** Called once the adjustment was recorded, with a sentence saying so. */
  onDone?: (announcement: string) => void;
}

const FIELDS: readonly LeaveAdjustmentField[] = ['employeeId', 'leaveTypeId', 'date', 'amount', 'reason'];

/**
 * An administrator adds to or takes from one employee's balance of one leave type, saying why.
 * Mount a new one per opening (a `key`): a refused submit keeps everything typed.
 */
export function LeaveBalanceAdjustDialog({
  isOpen,
  onOpenChange,
  employees,
  onEmployeeSearch,
  selectedEmployee,
  leaveTypes,
  defaultValues,
  onSubmit,
  onDone,
}: LeaveBalanceAdjustDialogProps) {
  const form = useForm<LeaveAdjustmentInput, unknown, LeaveAdjustmentValues>({
    resolver: valibotResolver(LeaveAdjustmentSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY_LEAVE_ADJUSTMENT, ...defaultValues },
  });
  const leaveTypeId = useWatch({ control: form.control, name: 'leaveTypeId' });
  const unit = leaveTypes.find((type) => type.id === leaveTypeId)?.leaveUnit === 'Hour' ? 'hours' : 'days';
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onSubmit, {
    fields: FIELDS,
    onSuccess: () => {
      onDone?.('Balance adjusted.');
      onOpenChange(false);
    },
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Adjust leave balance"
      primaryActionLabel="Adjust balance"
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
        control={form.control}
        name="employeeId"
        render={({ value, onChange, ...field }) => (
          <EmployeeComboBox
            {...field}
            label="Employee"
            employees={employees}
            {...(onEmployeeSearch ? { onSearch: onEmployeeSearch } : {})}
            selected={selectedEmployee ?? null}
            value={value === '' ? null : value}
            onChange={(id) => onChange(id ?? '')}
            isRequired
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="leaveTypeId"
        render={(field) => <LeaveTypeSelect {...field} leaveTypes={leaveTypes} />}
      />
      <ControlledField
        control={form.control}
        name="date"
        render={(field) => <DateField {...field} label="Date" isRequired />}
      />
      <ControlledField
        control={form.control}
        name="amount"
        render={(field) => (
          <TextField
            {...field}
            label="Amount"
            description={`In ${unit}: 2 adds, -1.5 takes away. At most two decimals.`}
            inputMode="decimal"
            autoComplete="off"
            isRequired
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
            description="Kept with the adjustment and shown in the balance’s history."
            multiline
            rows={3}
            maxLength={LEAVE_REASON_MAX_LENGTH}
            isRequired
          />
        )}
      />
    </Dialog>
  );
}
