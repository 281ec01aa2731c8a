import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  createEndEmploymentSchema,
  END_EMPLOYMENT_LIMITS,
  type EndEmploymentInput,
  type EndEmploymentValues,
} from '@hr/domain';
import { Banner, ControlledField, Dialog, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import styles from './EmployeeRecordScreen.module.css';
import { DateField } from './employeeFormFields.tsx';

export type EndEmploymentField = keyof EndEmploymentValues;

export interface EndEmploymentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  employeeName: string;
  /** 'YYYY-MM-DD', the day the employee joined when known: the end cannot come before it. */
  startedOn: string | null;
  /** 'YYYY-MM-DD' the End Date starts at (a dismissal's day); empty without it. */
  suggestedEndDate?: string;
  /** Ends the employment; feedback naming a field shows on it, any other above the fields. */
  onEndEmployment: (values: EndEmploymentValues) => Promise<FormSubmitResult<EndEmploymentField>>;
}

const FIELDS = ['endDate', 'reason'] as const satisfies readonly EndEmploymentField[];

/**
 * Ends an employee's employment with an end date and the reason; the record is kept. The screen
 * mounts a new dialog for each opening, so it always starts empty (or at the dismissal's day it was
 * opened from); a refused submit keeps what was
 * typed, and a successful one closes it.
 */
export function EndEmploymentDialog({
  isOpen,
  onOpenChange,
  employeeName,
  startedOn,
  suggestedEndDate,
  onEndEmployment,
}: EndEmploymentDialogProps) {
  const schema = useMemo(() => createEndEmploymentSchema({ startedOn }), [startedOn]);
  const form = useForm<EndEmploymentInput, unknown, EndEmploymentValues>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { endDate: suggestedEndDate ?? '', reason: '' },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onEndEmployment, {
    fields: FIELDS,
    onSuccess: () => onOpenChange(false),
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="End employment"
      primaryActionLabel="End employment"
      primaryVariant="danger"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.dialogText}>{employeeName}’s record is kept, with the end date and the reason.</p>
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <ControlledField
        control={form.control}
        name="endDate"
        render={(field) => (
          <DateField {...field} label="End Date" description="The last day of employment." isRequired />
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
            rows={3}
            maxLength={END_EMPLOYMENT_LIMITS.reasonMaxLength}
            isRequired
          />
        )}
      />
    </Dialog>
  );
}
