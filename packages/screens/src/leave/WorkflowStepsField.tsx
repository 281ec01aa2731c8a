import {
  APPROVER_KIND_LABELS,
  APPROVER_KINDS,
  WORKFLOW_LIMITS,
  type WorkflowFormInput,
  type WorkflowFormValues,
} from '@hr/domain';
import { Button, Icon, Select } from '@hr/ui';
import { useId } from 'react';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { EmployeeComboBox } from '../employer/EmployeeComboBox.tsx';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import { RowField } from '../forms/index.ts';
import styles from './leaveForms.module.css';

export interface WorkflowStepsFieldProps {
  control: Control<WorkflowFormInput, unknown, WorkflowFormValues>;
  /** The employees a named-employee step is decided by (the workflow's own named ones included). */
  employees: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
}

const APPROVER_OPTIONS = APPROVER_KINDS.map((kind) => ({ id: kind, name: APPROVER_KIND_LABELS[kind] }));

/**
 * The workflow's steps, decided in order: each one's approver ("Step 1 approver"), the employee of a
 * named-employee step ("Step 1 employee"), and buttons to move a step up or down or remove it.
 * "Add Step" adds a line manager's step, up to the most a workflow has.
 */
export function WorkflowStepsField({ control, employees, onEmployeeSearch }: WorkflowStepsFieldProps) {
  const errorId = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'steps' });
  const steps = useWatch({ control, name: 'steps' });
  const { errors } = useFormState({ control, name: 'steps' });
  const stepsMessage = errors.steps?.message ?? errors.steps?.root?.message;
  const last = fields.length - 1;

  return (
    <fieldset
      className={styles.steps}
      aria-invalid={stepsMessage ? true : undefined}
      aria-describedby={stepsMessage ? errorId : undefined}
    >
      <legend className={styles.rulesTitle}>Steps</legend>
      <p className={styles.stepsHint}>
        Decided in this order. A step whose approver is missing, or is the applicant, passes to the next;
        after the last, the administrators decide.
      </p>
      <ol className={styles.stepList}>
        {fields.map((field, index) => {
          const number = index + 1;
          const isNamed = steps?.[index]?.approver === 'named-employee';
          return (
            <li key={field.id} className={styles.step}>
              <div className={styles.stepFields}>
                <RowField
                  control={control}
                  name={`steps.${index}.approver`}
                  render={({ onChange, ...approver }) => (
                    <Select
                      {...approver}
                      label={`Step ${number} approver`}
                      items={APPROVER_OPTIONS}
                      onChange={(key) => {
                        const kind = APPROVER_KINDS.find((candidate) => candidate === key);
                        if (kind) onChange(kind);
                      }}
                    />
                  )}
                />
                {isNamed ? (
                  <RowField
                    control={control}
                    name={`steps.${index}.employeeId`}
                    render={({ value, onChange, ...employee }) => (
                      <EmployeeComboBox
                        {...employee}
                        label={`Step ${number} employee`}
                        description="Start typing a name."
                        employees={employees}
                        {...(onEmployeeSearch ? { onSearch: onEmployeeSearch } : {})}
                        value={value ?? null}
                        onChange={onChange}
                        allowsCustomValue={false}
                        isRequired
                      />
                    )}
                  />
                ) : null}
              </div>
              <div className={styles.stepActions}>
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={`Move step ${number} up`}
                  isDisabled={index === 0}
                  onPress={() => move(index, index - 1)}
                >
                  <Icon name="arrowUp" />
                </Button>
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={`Move step ${number} down`}
                  isDisabled={index === last}
                  onPress={() => move(index, index + 1)}
                >
                  <Icon name="arrowDown" />
                </Button>
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={`Remove step ${number}`}
                  isDisabled={fields.length === 1}
                  onPress={() => remove(index)}
                >
                  <Icon name="trash" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="small"
          isDisabled={fields.length >= WORKFLOW_LIMITS.maxSteps}
          onPress={() => append({ approver: 'line-manager', employeeId: null })}
        >
          <Icon name="add" /> Add Step
        </Button>
      </div>
      {stepsMessage ? (
        <p id={errorId} role="alert" className={styles.fieldsetError}>
          {stepsMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
