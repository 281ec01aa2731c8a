import { valibotResolver } from '@hookform/resolvers/valibot';
import { currencyMinorDigits } from '@hr/domain';
import { Banner, ControlledField, Dialog, TextField, useFormatDay } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DateField } from '../employees/employeeFormFields.tsx';
import { type FormSubmitResult, useFormFeedback } from '../forms/index.ts';
import { payAmount } from '../payroll/employeePay.ts';
import type { ExpenseClaimSummary } from './expenseClaims.ts';
import {
  type MarkClaimPaidValues,
  markClaimPaidSchema,
  PAID_REFERENCE_MAX_LENGTH,
} from './markClaimPaidSchema.ts';

/** As much of an approved claim as the dialog names. */
export type ClaimToMarkPaid = Pick<
  ExpenseClaimSummary,
  'number' | 'employee' | 'currency' | 'totalClaimed' | 'totalApproved'
>;

export type MarkClaimPaidField = keyof MarkClaimPaidValues;

export interface MarkClaimPaidDialogProps {
  claim: ClaimToMarkPaid;
  /** 'YYYY-MM-DD': Paid on starts at it and cannot be after it. */
  today: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Marks the claim paid (mark-expense-claim-paid). Answer the server's refusal: a 409 (paid
   * meanwhile, by a pay run or by someone else) as a message, a 400 naming a field on that field.
   */
  onMarkPaid: (values: MarkClaimPaidValues) => Promise<FormSubmitResult<MarkClaimPaidField>>;
  /** Called once marked, with a sentence saying so. */
  onDone: (announcement: string) => void;
}

const FIELDS: readonly MarkClaimPaidField[] = ['reference', 'paidOn'];

/**
 * Marks an approved claim paid outside payroll (issue 32 item 4), with the payment's reference and
 * day: the claim reads Paid and no pay run pays it.
 */
export function MarkClaimPaidDialog({
  claim,
  today,
  onMarkPaid,
  onDone,
  ...dialog
}: MarkClaimPaidDialogProps) {
  const day = useFormatDay();
  const schema = useMemo(() => markClaimPaidSchema(today), [today]);
  const form = useForm({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: { reference: '', paidOn: today },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onMarkPaid, {
    fields: FIELDS,
    onSuccess: () => onDone(`${claim.number} marked paid on ${day(form.getValues().paidOn)}.`),
  });
  const approved = claim.totalApproved ?? claim.totalClaimed;
  const amount = `${claim.currency} ${payAmount(approved, currencyMinorDigits(claim.currency))}`;

  return (
    <Dialog
      {...dialog}
      size="small"
      title={`Mark ${claim.number} paid`}
      primaryActionLabel="Mark paid"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      <p>
        {`${claim.employee.name}’s claim of ${amount} approved, paid outside payroll. Once marked, no pay run pays it.`}
      </p>
      <ControlledField
        control={form.control}
        name="reference"
        render={(field) => (
          <TextField
            {...field}
            label="Reference"
            description="The bank transfer’s reference or the cheque number."
            maxLength={PAID_REFERENCE_MAX_LENGTH}
            autoComplete="off"
            isRequired
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="paidOn"
        render={(field) => (
          <DateField {...field} label="Paid on" description="Today or a day before." isRequired />
        )}
      />
    </Dialog>
  );
}
