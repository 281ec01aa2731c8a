import { valibotResolver } from '@hookform/resolvers/valibot';
import { COMPLETE_DATE, isIsoDate } from '@hr/domain';
import { Banner, ControlledField, Dialog } from '@hr/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { DateField } from '../employees/employeeFormFields.tsx';
import styles from './EmployeePayGroups.module.css';
import type { PayslipPreview, PayslipPreviewResult } from './employeePay.ts';
import { PayslipPreviewTable } from './PayslipPreviewTable.tsx';

export interface PayslipPreviewDialogProps {
  /** The period start offered first ('YYYY-MM-DD'). */
  defaultPeriodStart: string;
  /** Computes the payslip of the period starting on the day; a refusal says why. */
  onPreview: (periodStart: string) => Promise<PayslipPreviewResult>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

const PeriodSchema = v.object({
  periodStart: v.pipe(v.string(COMPLETE_DATE), v.check(isIsoDate, COMPLETE_DATE)),
});
type PeriodValues = v.InferOutput<typeof PeriodSchema>;

/**
 * "Preview payslip": what the pay engine computes for the employee today, for the period starting
 * on a chosen day, every line explained, before any payroll run exists. Nothing is saved.
 */
export function PayslipPreviewDialog({
  defaultPeriodStart,
  onPreview,
  isOpen,
  onOpenChange,
}: PayslipPreviewDialogProps) {
  const form = useForm<PeriodValues>({
    resolver: valibotResolver(PeriodSchema),
    mode: 'onTouched',
    defaultValues: { periodStart: defaultPeriodStart },
  });
  const [preview, setPreview] = useState<PayslipPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ periodStart }) => {
    setRefusal(null);
    const result = await onPreview(periodStart);
    if (result.ok) {
      setPreview(result.preview);
    } else {
      setPreview(null);
      setRefusal(result.message);
    }
  });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
      title="Payslip preview"
      primaryActionLabel="Preview"
      cancelLabel="Close"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => {
        if (!isSubmitting) void submit(event);
      }}
    >
      <ControlledField
        control={form.control}
        name="periodStart"
        render={(field) => (
          <DateField
            {...field}
            label="Period starting"
            description="The first day of the pay period to compute."
            isRequired
          />
        )}
      />
      <p role="status" className={styles.status}>
        {isSubmitting ? 'Computing the payslip…' : ''}
      </p>
      {refusal ? (
        <Banner variant="danger" isUrgent>
          {refusal}
        </Banner>
      ) : null}
      {preview && !isSubmitting ? <PayslipPreviewTable preview={preview} /> : null}
    </Dialog>
  );
}
