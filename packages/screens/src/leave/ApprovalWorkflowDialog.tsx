import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  NEW_WORKFLOW,
  type WorkflowFormInput,
  WorkflowFormSchema,
  type WorkflowFormValues,
} from '@hr/domain';
import { Checkbox, ControlledField, FieldGroup, Switch, TextField } from '@hr/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ReferenceItemActions } from '../employer/ReferenceItemActions.tsx';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import type { EditableListDialogProps } from '../layout/EditableListScreen.tsx';
import { ItemFormDialog } from '../layout/ItemFormDialog.tsx';
import {
  toWorkflowInput,
  WORKFLOW_KIND_WORDS,
  type WorkflowCallbacks,
  type WorkflowField,
  type WorkflowItem,
  type WorkflowKind,
} from './approvalWorkflow.ts';
import { CodeNameFields } from './CodeNameDefaultFields.tsx';
import { WorkflowStepsField } from './WorkflowStepsField.tsx';

export interface ApprovalWorkflowDialogProps
  extends EditableListDialogProps<WorkflowItem>,
    WorkflowCallbacks {
  /** What the workflow decides, which says what being the default means. */
  kind: WorkflowKind;
  /** Every workflow of the employer, so a code already on screen is refused before sending. */
  items: readonly WorkflowItem[];
  /** The employees a named-employee step may name. */
  employees: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
}

/** The fields that show the server's feedback on themselves; anything else goes to the banner. */
const FIELDS: readonly WorkflowField[] = [
  'code',
  'name',
  'escalateAfterDays',
  'active',
  ...Array.from({ length: 10 }, (_, index) => `steps.${index}.employeeId` as const),
];

/** The employees to choose from, with those the workflow names already, should the list lack them. */
function choicesFor(employees: readonly EmployeeChoice[], item?: WorkflowItem): readonly EmployeeChoice[] {
  const named = (item?.steps ?? []).flatMap(({ employeeId, employeeName }) =>
    employeeId && employeeName && !employees.some((employee) => employee.id === employeeId)
      ? [{ id: employeeId, name: employeeName }]
      : [],
  );
  return named.length === 0
    ? employees
    : [...new Map([...named, ...employees].map((e) => [e.id, e])).values()];
}

/**
 * Adds or edits an approval workflow (issue 12 item 5): Code, Name, the steps in order, the days
 * after which the administrators may decide a waiting step, Default and Active. A refused save (a
 * code taken, an employee who cannot decide) shows on its field and keeps everything typed; editing
 * adds Delete, which the server refuses while employees' terms or pending requests use the workflow.
 */
export function ApprovalWorkflowDialog({
  kind,
  item,
  items,
  employees,
  onEmployeeSearch,
  onSave,
  onDelete,
  ...dialog
}: ApprovalWorkflowDialogProps) {
  const form = useForm<WorkflowFormInput, unknown, WorkflowFormValues>({
    resolver: valibotResolver(WorkflowFormSchema),
    mode: 'onTouched',
    defaultValues: item ? toWorkflowInput(item) : NEW_WORKFLOW,
  });
  const { control } = form;
  const choices = useMemo(() => choicesFor(employees, item), [employees, item]);

  return (
    <ItemFormDialog
      {...dialog}
      form={form}
      item={item}
      items={items}
      one="approval workflow"
      title={item ? 'Edit Workflow' : 'Add Workflow'}
      primaryActionLabel="Save"
      size="large"
      fields={FIELDS}
      nameOf={(values) => values.name}
      onSave={onSave}
      renderActions={(actions) =>
        item ? (
          <ReferenceItemActions
            {...actions}
            item={item}
            label={item}
            one="approval workflow"
            onDelete={onDelete}
            onDone={dialog.onDone}
          />
        ) : null
      }
    >
      <CodeNameFields control={control} />
      <FieldGroup columns={2}>
        <ControlledField
          control={control}
          name="isDefault"
          render={({ value, ...field }) => (
            <Checkbox
              {...field}
              isSelected={value}
              description={WORKFLOW_KIND_WORDS[kind].defaultDescription}
            >
              Default workflow
            </Checkbox>
          )}
        />
        <ControlledField
          control={control}
          name="active"
          render={({ value, ...field }) => (
            <Switch
              {...field}
              isSelected={value}
              description="An inactive workflow stays where it is chosen but is offered no more."
            >
              Active
            </Switch>
          )}
        />
      </FieldGroup>
      <WorkflowStepsField
        control={control}
        employees={choices}
        {...(onEmployeeSearch ? { onEmployeeSearch } : {})}
      />
      <ControlledField
        control={control}
        name="escalateAfterDays"
        render={({ value, ...field }) => (
          <TextField
            {...field}
            value={value === null ? '' : String(value)}
            label="Escalate after (days)"
            description="Optional. After these days a waiting step may also be decided by the administrators."
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      />
    </ItemFormDialog>
  );
}
