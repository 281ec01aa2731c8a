import { PAYROLL_LIMITS } from '@hr/domain';
import { ControlledField, FieldGroup, Switch, TextField } from '@hr/ui';
import type { Control, FieldValues } from 'react-hook-form';

interface CodeDescriptionActive {
  code: string;
  description: string;
  isActive: boolean;
}

/** The switch's field: payroll's and incidents' forms say `isActive`, expense set-up's `active` as the contract does. */
type ActiveField = 'isActive' | 'active';

export interface PayrollCodeFieldsProps<
  TInput extends Pick<CodeDescriptionActive, 'code' | 'description'> & FieldValues,
  TValues,
> {
  control: Control<TInput, unknown, TValues>;
  /** One row, in a sentence ("statutory table"), for the code's hint. */
  one: string;
  /** What the description is for; a payroll row's is printed on the payslip. */
  descriptionHint?: string;
  /** The name of the form's active flag; `isActive` unless told. */
  activeField?: ActiveField;
}

/**
 * Code and Description side by side, then Active, as every payroll set-up dialog starts (§2.9), and
 * the incident and expense category dialogs too (the same limits of §5).
 */
export function PayrollCodeFields<
  TInput extends Pick<CodeDescriptionActive, 'code' | 'description'> & FieldValues,
  TValues,
>({
  control,
  one,
  descriptionHint = 'As the payslip prints it.',
  activeField = 'isActive',
}: PayrollCodeFieldsProps<TInput, TValues>) {
  // TypeScript cannot resolve the field paths of a generic form, so the fields see its common part.
  const common = control as unknown as Control<CodeDescriptionActive & { active: boolean }>;
  return (
    <>
      <FieldGroup columns={2}>
        <ControlledField
          control={common}
          name="code"
          render={(field) => (
            <TextField
              {...field}
              label="Code"
              description={`Up to ${PAYROLL_LIMITS.codeMaxLength} characters, not used by another ${one}.`}
              autoComplete="off"
              isRequired
            />
          )}
        />
        <ControlledField
          control={common}
          name="description"
          render={(field) => (
            <TextField
              {...field}
              label="Description"
              description={descriptionHint}
              maxLength={PAYROLL_LIMITS.descriptionMaxLength}
              autoComplete="off"
              isRequired
            />
          )}
        />
      </FieldGroup>
      <ControlledField
        control={common}
        name={activeField}
        render={({ value, ...field }) => (
          <Switch {...field} isSelected={value}>
            Active
          </Switch>
        )}
      />
    </>
  );
}
