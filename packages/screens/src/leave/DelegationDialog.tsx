import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type DelegationFormInput,
  DelegationFormSchema,
  type DelegationFormValues,
  NEW_DELEGATION,
} from '@hr/domain';
import { Banner, ControlledField, Dialog, FieldGroup } from '@hr/ui';
import { useForm } from 'react-hook-form';
import { DateField } from '../employees/employeeFormFields.tsx';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import { useFormFeedback } from '../forms/index.ts';
import type { DelegationField, DelegationsProps } from './approvalWorkflow.ts';

export interface DelegationDialogProps
  extends Pick<DelegationsProps, 'employees' | 'onEmployeeSearch' | 'canChooseApprover' | 'today' | 'onAdd'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the delegation was added, with a sentence saying so. */
  onDone: (announcement: string) => void;
}

const FIELDS: readonly DelegationField[] = ['approverEmployeeId', 'delegateEmployeeId', 'from', 'to'];

/**
 * "Add Delegation": from one day to another, both included, the delegate may decide what the
 * approver may (except their own requests). An administrator may hand over any employee's approvals
 * (Approver left empty: their own); an employee hands over their own. A refused save keeps what was
 * typed. Mount a new one per opening (a `key`).
 */
export function DelegationDialog({
  isOpen,
  onOpenChange,
  employees,
  onEmployeeSearch,
  canChooseApprover,
  today,
  onAdd,
  onDone,
}: DelegationDialogProps) {
  const form = useForm<DelegationFormInput, unknown, DelegationFormValues>({
    resolver: valibotResolver(DelegationFormSchema),
    mode: 'onTouched',
    defaultValues: { ...NEW_DELEGATION, from: today, to: today },
  });
  const { submit, isSubmitting, bannerFeedback } = useFormFeedback(form, onAdd, {
    fields: FIELDS,
    onSuccess: () => onDone('Delegation added.'),
  });
  const { control } = form;
  const search = onEmployeeSearch ? { onSearch: onEmployeeSearch } : {};

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Add Delegation"
      primaryActionLabel="Save"
      primaryVariant="submit"
      isPrimaryPending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {bannerFeedback ? (
        <Banner variant="danger" isUrgent>
          {bannerFeedback.message}
        </Banner>
      ) : null}
      {canChooseApprover ? (
        <ControlledField
          control={control}
          name="approverEmployeeId"
          render={({ value, onChange, ...field }) => (
            <EmployeeComboBox
              {...field}
              label="Approver"
              description="Whose approvals are handed over. Leave it empty for your own."
              employees={employees}
              {...search}
              value={value === '' ? null : value}
              onChange={(id) => onChange(id ?? '')}
              allowsCustomValue={false}
            />
          )}
        />
      ) : null}
      <ControlledField
        control={control}
        name="delegateEmployeeId"
        render={({ value, onChange, ...field }) => (
          <EmployeeComboBox
            {...field}
            label="Delegate"
            description="Who decides in the approver’s place. Start typing a name."
            employees={employees}
            {...search}
            value={value === '' ? null : value}
            onChange={(id) => onChange(id ?? '')}
            allowsCustomValue={false}
            isRequired
          />
        )}
      />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="from"
          render={(field) => <DateField {...field} label="From" isRequired />}
        />
        <ControlledField
          control={control}
          name="to"
          render={(field) => <DateField {...field} label="To" isRequired />}
        />
      </FieldGroup>
    </Dialog>
  );
}
